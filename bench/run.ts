/**
 * `npm run bench`: the API at scale (bench/api.ts), the homepage in a throttled browser
 * (bench/browser.ts), one run of a large source (bench/sources.ts) and webhooks' matching and
 * delivery (bench/webhooks.ts), each saved as JSON under bench/results/. BENCH_ONLY=api, browser,
 * sources or webhooks runs one. See bench/README.md.
 */
import { runApiBench } from './api.js'
import { runBrowserBench } from './browser.js'
import { ensureBuild } from './server.js'
import { runSourcesBench } from './sources.js'
import { runWebhooksBench } from './webhooks.js'

const PARTS = ['api', 'browser', 'sources', 'webhooks'] as const
const only = process.env.BENCH_ONLY?.trim()
if (only && !(PARTS as readonly string[]).includes(only))
  throw new Error(`BENCH_ONLY must be one of ${PARTS.join(', ')}`)
const runs = (part: (typeof PARTS)[number]) => !only || only === part
// The sources bench runs the server's code in this process; the others measure the build.
if (runs('api') || runs('browser')) ensureBuild()
if (runs('api')) await runApiBench()
if (runs('browser')) await runBrowserBench()
if (runs('sources')) await runSourcesBench()
if (runs('webhooks')) await runWebhooksBench()
