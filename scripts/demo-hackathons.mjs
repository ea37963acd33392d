// npm run seed:demo: about 30 demo hackathons in the database, with the compiled server's code (server/demo-hackathons-cli.ts).
import { importCompiled } from './compiled.mjs'

const { cli } = await importCompiled('demo-hackathons-cli.js')
process.exitCode = await cli()
