// npm run backup -- FILE: the whole database to FILE, with the compiled server's code (server/backup-cli.ts).
import { importCompiled } from './compiled.mjs'

const { cli } = await importCompiled('backup-cli.js')
process.exitCode = await cli(['backup', ...process.argv.slice(2)])
