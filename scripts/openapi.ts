import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderOpenApi } from '../server/openapi.js'

// Writes openapi.json from the route schemas without opening a port or a database.
const file = join(import.meta.dirname, '..', 'openapi.json')
writeFileSync(file, await renderOpenApi())
console.log(`wrote ${file}`)
