/**
 * How many link checks one process sustains: 1,000 hackathons on BENCH_LINK_HOSTS hosts (names that
 * resolve to a loopback site this script serves), checked by one process's link-watch runner on a
 * fresh in-memory PGlite, once with the default politeness (LINK_WATCH_HOST_DELAY_S=10) and once
 * with no host delay (the process's own ceiling). Prints checks per minute, the requests each host
 * received and the smallest gap between two requests to one host.
 *
 *   npx tsx bench/link-watch.ts
 *   BENCH_LINK_HACKATHONS=1000 BENCH_LINK_HOSTS=200 BENCH_LINK_CONCURRENCY=16 npx tsx bench/link-watch.ts
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { openPglite } from '../server/db/index.js'
import { linkWatchRepository } from '../server/db/repositories/link-watch.js'
import { hackathons } from '../server/db/schema.js'
import { type Clock, systemClock } from '../server/services/clock.js'
import { jobRunner } from '../server/services/jobs/runner.js'
import { linkChecker, userAgentOf } from '../server/services/link-watch/check.js'
import { linkWatchJob } from '../server/services/link-watch/schedule.js'

const HACKATHONS = Number(process.env.BENCH_LINK_HACKATHONS ?? 1000)
const HOSTS = Number(process.env.BENCH_LINK_HOSTS ?? 200)
const CONCURRENCY = Number(process.env.BENCH_LINK_CONCURRENCY ?? 16)
const DAY = 24 * 3600_000

const pageOf = (n: number) =>
  `<!doctype html><html><head><title>Bench Hack ${n}</title><script type="application/ld+json">${JSON.stringify({
    '@type': 'Hackathon',
    name: `Bench Hack ${n}`,
    startDate: '2030-01-01T10:00:00Z',
    endDate: '2030-01-02T10:00:00Z',
    location: 'Berlin',
  })}</script></head><body>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(150)}</body></html>`

async function run(delaySeconds: number) {
  const requests = new Map<string, number[]>()
  const site = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    const times = requests.get(host) ?? []
    times.push(performance.now())
    requests.set(host, times)
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      return res.end('User-agent: *\nDisallow: /private/\n')
    }
    const n = Number(/\/event\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: `"e${n}"` })
    res.end(pageOf(n))
  })
  site.listen(0, '127.0.0.1')
  await once(site, 'listening')
  const port = (site.address() as AddressInfo).port

  const database = await openPglite()
  const { db } = database
  const rows = Array.from({ length: HACKATHONS }, (_, i) => ({
    name: `Bench Hack ${i}`,
    url: `http://host${i % HOSTS}.bench:${port}/event/${i}`,
    startDate: new Date('2030-01-01T10:00:00Z'),
    endDate: new Date('2030-01-02T10:00:00Z'),
    location: 'Berlin',
  }))
  for (let i = 0; i < rows.length; i += 500) await db.insert(hackathons).values(rows.slice(i, i + 500))

  // A week ahead, so every hackathon is due; the waits between requests to a host are real.
  const clock: Clock = { now: () => new Date(Date.now() + 8 * DAY), sleep: systemClock.sleep }
  const repo = linkWatchRepository(db)
  const deps = {
    repo,
    clock,
    fetch: { allowPrivateNetwork: true, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
    userAgent: userAgentOf('bench', 'http://localhost:8000'),
    hostDelaySeconds: delaySeconds,
  }
  const checker = linkChecker(deps)
  const runner = jobRunner(linkWatchJob(repo, checker, deps), { clock, concurrency: CONCURRENCY, pollMs: 100 })
  const started = performance.now()
  runner.start()
  const checkedCount = async () =>
    Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from hackathons where link_checked_at is not null`,
        )) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]?.n ?? 0,
    )
  let checked = 0
  while (checked < HACKATHONS) {
    await new Promise((r) => setTimeout(r, 500))
    checked = await checkedCount()
  }
  const seconds = (performance.now() - started) / 1000
  await runner.stop()
  site.close()
  await database.close()

  const perHost = [...requests.values()].map((times) => times.length)
  const gaps = [...requests.values()].flatMap((times) => times.slice(1).map((t, i) => t - (times[i] ?? t)))
  return {
    hostDelaySeconds: delaySeconds,
    hackathons: HACKATHONS,
    hosts: requests.size,
    concurrency: CONCURRENCY,
    seconds: Number(seconds.toFixed(1)),
    checksPerMinute: Math.round((HACKATHONS / seconds) * 60),
    requestsPerHost: {
      min: Math.min(...perHost),
      max: Math.max(...perHost),
      total: perHost.reduce((a, b) => a + b, 0),
    },
    smallestGapBetweenRequestsToOneHostMs: gaps.length ? Math.round(Math.min(...gaps)) : null,
  }
}

for (const delay of (process.env.BENCH_LINK_DELAYS ?? '0,10').split(',').map(Number)) {
  console.log(JSON.stringify(await run(delay)))
}
