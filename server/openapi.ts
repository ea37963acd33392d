import { drizzle } from 'drizzle-orm/node-postgres'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import type { Database } from './db/index.js'
import * as schema from './db/schema.js'

/** The OpenAPI document as committed in openapi.json; built from the route schemas alone. */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ SECRET_KEY: 'openapi-generation-needs-no-real-secret-key' })
  const db = drizzle.mock({ schema }) as unknown as Database
  const app = await buildApp({ config, db })
  await app.ready()
  const document = app.swagger()
  await app.close()
  return `${JSON.stringify(document, null, 2)}\n`
}
