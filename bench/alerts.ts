/**
 * How fast one process sends alert digests: BENCH_ALERTS confirmed alerts (two per address) over
 * BENCH_ALERT_HACKATHONS listed hackathons, of which BENCH_ALERT_NEW were listed since the alerts'
 * last digest, on a fresh in-memory PGlite (or, with TEST_DATABASE_URL, a throwaway PostgreSQL
 * database). The real server's alerts plugin sends every due digest (POST /alerts/run's path) through
 * its SMTP mailer to a local SMTP capture. Prints digests per second, and EXPLAIN ANALYZE of the
 * matching step (one alert's news) for each kind of filter. Saves bench/results/alerts-<date>.json.
 *
 *   npm run bench:alerts
 *   BENCH_ALERTS=2000 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:alerts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../server/db/index.js'
import { alertsRepository } from '../server/db/repositories/alerts.js'
import { startSmtpCapture } from '../tests/server/support/smtp-capture.js'
import { type CapturedStatement, capturingDb } from '../tests/support/capturing-db.js'
import { createThrowawayDatabase } from '../tests/support/throwaway-postgres.js'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000)
const HACKATHONS = Number(process.env.BENCH_ALERT_HACKATHONS ?? 10_000)
const NEW = Number(process.env.BENCH_ALERT_NEW ?? 200)
const FILTERS = [{ q: 'edition 4' }, { attendance_mode: 'online' }, { near: '48.85,2.35', radius_km: 250 }, {}] as const

async function openDatabase(): Promise<DatabaseHandle & { drop?: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openPglite()
  const database = await createThrowawayDatabase(serverUrl, 'hackathons_bench_alerts')
  return { ...(await openPostgres(database.url)), drop: database.drop }
}

async function seed(db: Database) {
  const run = (query: string) => db.execute(sql.raw(query))
  await run(`insert into series (name) select 'Series ' || i from generate_series(1, 50) i`)
  // Listed a month ago (before the alerts' last digest) over ten years of dates around now, or an
  // hour ago (the news), in the coming months; a third each in person, online and hybrid; two in three placed in Europe.
  await run(`insert into hackathons (name, description, url, start_date, end_date, location, attendance_mode,
      latitude, longitude, created_at)
    select 'Hackathon ' || (i % 97) || ' edition ' || i, repeat('A weekend of building things. ', 10),
           'https://example.com/' || i,
           now() + (case when i <= ${NEW} then i else (i % 3650) - 1825 end) * interval '1 day',
           now() + (case when i <= ${NEW} then i + 2 else (i % 3650) - 1823 end) * interval '1 day', 'City ' || (i % 40),
           (array['in_person', 'online', 'hybrid'])[1 + i % 3],
           case when i % 3 <> 0 then 40 + (i % 2000) / 100.0 end, case when i % 3 <> 0 then -5 + (i % 2500) / 100.0 end,
           case when i <= ${NEW} then now() - interval '1 hour' else now() - interval '30 days' end
    from generate_series(1, ${HACKATHONS + NEW}) i`)
  const filters = FILTERS.map((f) => `'${JSON.stringify(f)}'`).join(', ')
  await run(`insert into alerts (email, frequency, filters, confirmed_at, news_since)
    select 'subscriber' || (i / 2) || '@example.com', 'weekly', (array[${filters}])[1 + i % ${FILTERS.length}]::jsonb,
           now() - interval '1 day', now() - interval '1 day'
    from generate_series(0, ${ALERTS - 1}) i`)
  await run('analyze')
}

async function main() {
  const smtp = await startSmtpCapture()
  const handle = await openDatabase()
  await seed(handle.db)
  const config = {
    ...loadConfig({ SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789' }),
    smtp: smtp.smtpConfig,
    frontendHost: 'http://hackathons.bench',
    alerts: false,
    linkWatch: false,
  }
  const app = await buildApp({ config, db: handle.db })
  await app.ready()

  const started = performance.now()
  const sent = await app.alerts.runNow()
  const seconds = (performance.now() - started) / 1000
  await app.close()

  const captured: CapturedStatement[] = []
  const repo = alertsRepository(await capturingDb(handle, captured))
  const now = new Date()
  const plans: Record<string, string> = {}
  for (const filters of FILTERS) {
    captured.length = 0
    await repo.news({ filters, newsSince: new Date(now.getTime() - 86_400_000) }, now, now, 25)
    const statement = captured[0]
    if (!statement) continue
    const client = (handle.db as unknown as { $client: Pool | PGlite }).$client
    const result = await (client as Pool).query(`explain (analyze, buffers) ${statement.query}`, statement.params)
    plans[JSON.stringify(filters)] = (result.rows as Record<string, string>[])
      .map((row) => Object.values(row)[0])
      .join('\n')
  }
  await handle.close()
  await handle.drop?.()
  await smtp.close()

  const result = {
    date: new Date().toISOString(),
    // React renders the mails: its development build (NODE_ENV unset) is several times slower.
    machine: { cpus: cpus().length, node: process.version, nodeEnv: process.env.NODE_ENV ?? null },
    database: handle.kind,
    alerts: ALERTS,
    addresses: ALERTS / 2,
    hackathons: HACKATHONS + NEW,
    newSinceLastDigest: NEW,
    digestsSent: sent,
    mailsReceived: smtp.mails.length,
    seconds: Number(seconds.toFixed(1)),
    digestsPerSecond: Number((sent / seconds).toFixed(1)),
    matchingPlans: plans,
  }
  for (const [filters, plan] of Object.entries(plans)) console.log(`\nmatching step, filters ${filters}:\n${plan}`)
  console.log(
    `\n${handle.kind}: ${sent} digests to ${ALERTS / 2} addresses (${ALERTS} alerts) in ${result.seconds} s: ` +
      `${result.digestsPerSecond} digests/s; ${smtp.mails.length} mails received`,
  )
  const dir = join(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `alerts-${handle.kind}-${result.date.slice(0, 16).replace(/[-:]/g, '')}.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`saved ${file}`)
}

await main()
