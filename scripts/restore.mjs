// npm run restore -- FILE: FILE into an empty database, with the compiled server's code (server/backup-cli.ts).
import { importCompiled } from './compiled.mjs'

const { cli } = await importCompiled('backup-cli.js')
process.exitCode = await cli(['restore', ...process.argv.slice(2)])
