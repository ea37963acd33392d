/**
 * One run of a source (bench/README.md, "Sources"): a generated iCalendar file of BENCH_SOURCE_EVENTS
 * events (2,000) served by a local site, read by the real runner (fetch, robots.txt, parse, match,
 * file) against BENCH_SOURCE_HACKATHONS listed hackathons (100,000), on PostgreSQL when
 * TEST_DATABASE_URL is set, else on PGlite. A quarter of the events are listed under their address,
 * a quarter under a near name with overlapping dates, the rest are new. Reports the whole run, time
 * per item, its ratio to parsing alone, the memory it kept, and the plan of the matching query.
 *
 *   BENCH_ONLY=sources TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { linkWatchRepository } from '../server/db/repositories/link-watch.js'
import { matchingQuery, sourcesRepository } from '../server/db/repositories/sources.js'
import { usersRepository } from '../server/db/repositories/users.js'
import { hackathons } from '../server/db/schema.js'
import { systemClock } from '../server/services/clock.js'
import { politeAccess } from '../server/services/link-watch/check.js'
import { IMPORT_CHUNK_SIZE } from '../server/services/sources/import.js'
import { itemsOf, sourceRunner } from '../server/services/sources/run.js'
import { envNumber, machine, printTargets, saveResult } from './report.js'
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './server.js'
import { seedHackathons } from './synthetic-hackathons.js'

const EVENTS = envNumber('BENCH_SOURCE_EVENTS', 2000)
const LISTED = envNumber('BENCH_SOURCE_HACKATHONS', 100_000)
const PARSE_RUNS = 5
const MB = 1024 * 1024

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** A calendar as a Google export writes one: a VTIMEZONE, escaped and folded text, zoned times. */
function calendarOf(listed: { url: string; name: string; start: Date; end: Date }[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hackathons bench//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'X-LIC-LOCATION:Europe/Berlin',
    'BEGIN:STANDARD',
    'DTSTART:19701025T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:19700329T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ]
  const day = 24 * 3600_000
  for (let i = 0; i < EVENTS; i++) {
    const match = listed[i % listed.length]
    const kind = i % 4
    const start = kind < 2 && match ? match.start : new Date(Date.now() + (30 + (i % 700)) * day)
    const end = kind < 2 && match ? match.end : new Date(start.getTime() + 2 * day)
    const name = kind === 1 && match ? `${match.name}!` : `Generated Community Hack number ${i}`
    const url = kind === 0 && match ? match.url : `https://calendar.bench.example/events/${i}`
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-event-${i}@calendar.bench.example`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${name.replace(/[,;]/g, (c) => `\\${c}`)}`,
      // A long description, folded at 75 octets as exporters do.
      ...(`DESCRIPTION:Build things with us\\, eat pizza and demo on Sunday. Teams of up to five; beginners welcome. See ${url} for the schedule.`
        .match(/.{1,74}/g)
        ?.map((part, index) => (index === 0 ? part : ` ${part}`)) ?? []),
      `LOCATION:${i % 5 === 0 ? 'Online' : 'Berlin\\, Germany'}`,
      `URL:${url}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\r\n')
}

async function benchOn(database: BenchDatabase) {
  const handle = await database.open()
  const { db } = handle
  try {
    console.log(`sources bench on ${database.kind}: seeding ${LISTED} hackathons`)
    await seedHackathons(db, LISTED)
    await db.execute(sql.raw('analyze'))
    const listedRows = await db
      .select({ url: hackathons.url, name: hackathons.name, start: hackathons.startDate, end: hackathons.endDate })
      .from(hackathons)
      .orderBy(hackathons.id)
      .limit(Math.ceil(EVENTS / 2))
    const calendar = calendarOf(listedRows)
    const site = createServer((req, res) => {
      if (req.url === '/robots.txt') {
        res.writeHead(404)
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
      res.end(calendar)
    })
    site.listen(0, '127.0.0.1')
    await once(site, 'listening')
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/calendar.ics`
    const repos = { sources: sourcesRepository(db), users: usersRepository(db) }
    const fetch = { allowPrivateNetwork: true, timeoutMs: 30_000 }
    const access = politeAccess({
      repo: linkWatchRepository(db),
      clock: systemClock,
      fetch,
      userAgent: 'HackathonsBench',
      hostDelaySeconds: 0,
    })
    const runner = sourceRunner({
      repos,
      clock: systemClock,
      fetch,
      access,
      userAgent: 'HackathonsBench',
      send: async () => {},
      frontendHost: 'http://localhost',
    })
    const source = await repos.sources.create({ name: 'Bench calendar', kind: 'ics', url })

    const parseTimes: number[] = []
    for (let i = 0; i < PARSE_RUNS; i++) {
      const started = performance.now()
      itemsOf(source, calendar, 'text/calendar', url)
      parseTimes.push(performance.now() - started)
    }
    const parseMs = Math.min(...parseTimes)

    global.gc?.()
    const before = process.memoryUsage()
    const started = performance.now()
    const report = await runner.runNow(source.id)
    const runMs = performance.now() - started
    global.gc?.()
    const after = process.memoryUsage()
    site.close()

    const explain = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n')
    // The first chunk of the run as it matched it: a quarter of its items listed under their
    // address, a quarter under a near name, the rest new.
    const probes = itemsOf(source, calendar, 'text/calendar', url)
      .slice(0, IMPORT_CHUNK_SIZE)
      .flatMap(({ fields: { name, url, start_date, end_date } }) =>
        name && url && start_date && end_date
          ? [{ knownId: null, url, name, start: new Date(start_date), end: new Date(end_date) }]
          : [],
      )
    const plans = { matching: await explain(matchingQuery(probes)) }
    const figures = {
      database: database.kind,
      listed: LISTED,
      events: EVENTS,
      report: report && { ...report, skipped: report.skipped.length },
      runSeconds: runMs / 1000,
      msPerItem: runMs / EVENTS,
      parseMs,
      ratioToParse: runMs / parseMs,
      heapGrowthMb: (after.heapUsed - before.heapUsed) / MB,
      rssGrowthMb: (after.rss - before.rss) / MB,
      gcExposed: typeof global.gc === 'function',
      plans,
    }
    console.log(JSON.stringify({ ...figures, plans: undefined }, null, 2))
    console.log(`plan of the matching query (${probes.length} items):\n${plans.matching}`)
    const scans = /Seq Scan on hackathons/.test(plans.matching)
    printTargets([
      { figure: 'whole run (s)', value: figures.runSeconds, target: '< 20', ok: figures.runSeconds < 20 },
      { figure: 'time per item (ms)', value: figures.msPerItem, target: '-', ok: null },
      { figure: 'ratio to parsing alone', value: figures.ratioToParse, target: '-', ok: null },
      { figure: 'memory growth, RSS (MB)', value: figures.rssGrowthMb, target: '< 100', ok: figures.rssGrowthMb < 100 },
      { figure: 'sequential scan of hackathons', value: scans, target: 'none', ok: !scans },
    ])
    return figures
  } finally {
    await handle.close()
    await database.drop()
  }
}

/** The sources bench on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite; saved under bench/results/. */
export async function runSourcesBench() {
  const serverUrl = process.env.TEST_DATABASE_URL
  const database = serverUrl ? await postgresDatabase(serverUrl) : pgliteDatabase()
  const figures = await benchOn(database)
  console.log(`saved ${saveResult('sources', { machine: machine(), figures })}`)
}
