/**
 * `npm run bench`: the API at scale (bench/api.ts) and the homepage in a throttled browser
 * (bench/browser.ts), each saved as JSON under bench/results/. BENCH_ONLY=api or browser runs one.
 * See bench/README.md.
 */
import { runApiBench } from './api.js'
import { runBrowserBench } from './browser.js'
import { ensureBuild } from './server.js'

const only = process.env.BENCH_ONLY?.trim()
if (only && only !== 'api' && only !== 'browser') throw new Error('BENCH_ONLY must be api or browser')
ensureBuild()
if (only !== 'browser') await runApiBench()
if (only !== 'api') await runBrowserBench()
