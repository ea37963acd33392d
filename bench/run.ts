/**
 * `npm run bench`: how the API holds up with many hackathons on the embedded database.
 * Seeds SERIES series and HACKATHONS hackathons in a fresh in-memory PGlite, then times the
 * calls the screens make (through inject, so only the server is measured) and reports memory.
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openPglite } from '../server/db/index.js'
import { hackathons, series } from '../server/db/schema.js'

const HACKATHONS = Number(process.env.BENCH_HACKATHONS ?? 5000)
const SERIES = 50
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const DAY = 86_400_000

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const startedAt = performance.now()
const database = await openPglite()
const config = loadConfig({ SECRET_KEY: 'benchmark-secret-key-that-is-long-enough', LOG_LEVEL: 'silent' })
const app = await buildApp({ config, db: database.db })
await app.ready()
console.log(`database and app ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)

const seriesRows = await database.db
  .insert(series)
  .values(Array.from({ length: SERIES }, (_, i) => ({ name: `Series ${i}`, description: `About series ${i}` })))
  .returning({ id: series.id })
const now = Date.now()
for (let offset = 0; offset < HACKATHONS; offset += 500) {
  await database.db.insert(hackathons).values(
    Array.from({ length: Math.min(500, HACKATHONS - offset) }, (_, j) => {
      const i = offset + j
      const start = now + (i - HACKATHONS / 2) * DAY
      return {
        name: `Hackathon ${i % 97} edition ${i}`,
        description: `A weekend of building things, number ${i}, in a city far away.`,
        url: `https://example.com/hackathons/${i}`,
        startDate: new Date(start),
        endDate: new Date(start + 2 * DAY),
        location: i % 3 === 0 ? null : `City ${i % 40}`,
        seriesId: i % 4 === 0 ? (seriesRows[i % SERIES]?.id ?? null) : null,
      }
    }),
  )
}
console.log(`seeded ${HACKATHONS} hackathons in ${SERIES} series\n`)

const calls: [string, string][] = [
  ['homepage, upcoming (first 100)', '/api/v1/hackathons/?status=upcoming&sort_by=start_date&limit=100'],
  ['homepage, past (first 100)', '/api/v1/hackathons/?status=past&sort_by=start_date&limit=100'],
  ['homepage, past (page 20)', '/api/v1/hackathons/?status=past&sort_by=start_date&limit=100&skip=1900'],
  ['/hackathons table, by name', '/api/v1/hackathons/?limit=10&skip=200&sort_by=name'],
  ['/hackathons table, by location desc', '/api/v1/hackathons/?limit=10&skip=200&sort_by=location&sort_order=desc'],
  ['search q=edition 42', '/api/v1/hackathons/?q=edition%2042&limit=100'],
  ['series page', `/api/v1/hackathons/?series=${seriesRows[0]?.id}&sort_by=start_date&limit=100`],
  ['series list', '/api/v1/series/?limit=100'],
  ['manage-hackathons picker (1000)', '/api/v1/hackathons/?limit=1000&sort_by=name'],
]

console.log(`${'call'.padEnd(38)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`)
for (const [label, url] of calls) {
  const rounds = url.includes('limit=1000') ? Math.max(10, ROUNDS / 10) : ROUNDS
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const t = performance.now()
    const response = await app.inject({ url })
    times.push(performance.now() - t)
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  }
  times.sort((a, b) => a - b)
  const cells = [50, 95, 100].map((p) => percentile(times, p).toFixed(1).padStart(8))
  console.log(`${label.padEnd(38)} ${cells.join(' ')}`)
}

const memory = process.memoryUsage()
console.log(`\nmemory: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, external ${mb(memory.external)}`)
await app.close()
await database.close()
