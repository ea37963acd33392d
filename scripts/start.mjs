// npm start: plain node running the compiled server (scripts/compiled.mjs builds it when missing).
import { importCompiled } from './compiled.mjs'

const { main } = await importCompiled('main.js')
await main()
