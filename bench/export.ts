/**
 * The open data export at scale (bench/README.md, "Export"): BENCH_EXPORT_HACKATHONS hackathons
 * (100,000) seeded on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite, then the app, in
 * this process and listening on loopback, is asked for GET /api/v1/hackathons/export.json and
 * export.csv as a browser asks (compressed) and uncompressed. Reports the time to the first byte,
 * the whole download, its ratio to `COPY (the same rows) TO STDOUT` through psql (PostgreSQL only),
 * and the process's peak memory growth (RSS, sampled every 20 ms) while it streams.
 *
 *   BENCH_ONLY=export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../server/app.js'
import { API_PREFIX, loadConfig } from '../server/config.js'
import { envNumber, machine, printTargets, saveResult } from './report.js'
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './server.js'
import { seedHackathons } from './synthetic-hackathons.js'

const LISTED = envNumber('BENCH_EXPORT_HACKATHONS', 100_000)
const MB = 1024 * 1024

/** The rows the export reads, as one statement: what COPY is timed on. */
const EXPORT_ROWS = `select h.*, s.name as series_name,
  exists (select 1 from hackathon_organizers o join users u on u.id = o.user_id where o.hackathon_id = h.id and u.is_active) as verified_organizer
  from hackathons h left join series s on s.id = h.series_id order by h.id`

interface Download {
  status: number
  encoding: string | undefined
  firstByteMs: number
  totalMs: number
  bytes: number
  peakRssGrowthMb: number
}

/** One download, its body counted and dropped, with the process's RSS sampled as it streams. */
async function download(
  url: string,
  acceptEncoding: string,
  ifNoneMatch?: string,
): Promise<Download & { etag?: string }> {
  global.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  try {
    return await new Promise<Download & { etag?: string }>((resolve, reject) => {
      const headers = { 'accept-encoding': acceptEncoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) }
      const req = request(url, { headers }, (response) => {
        let firstByteMs: number | undefined
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          firstByteMs ??= performance.now() - started
          bytes += chunk.length
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            etag: response.headers.etag,
            firstByteMs: firstByteMs ?? Number.NaN,
            totalMs: performance.now() - started,
            bytes,
            peakRssGrowthMb: (Math.max(peak, process.memoryUsage().rss) - baseline) / MB,
          }),
        )
        response.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    })
  } finally {
    clearInterval(sampler)
  }
}

/** `COPY (the export's rows) TO STDOUT` through psql, its output dropped: the database's own floor. */
async function copyMs(databaseUrl: string): Promise<number | null> {
  const started = performance.now()
  const psql = spawn('psql', [databaseUrl, '-q', '-c', `copy (${EXPORT_ROWS}) to stdout`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [code] = (await once(psql, 'exit').catch(() => [1])) as [number | null]
  return code === 0 ? performance.now() - started : null
}

async function benchOn(database: BenchDatabase) {
  const handle = await database.open()
  const { db } = handle
  const config = {
    ...loadConfig({ ...database.env, SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789' }),
    linkWatch: false,
    alerts: false,
    sources: false,
    rateLimits: false,
  }
  const app = await buildApp({ config, db })
  try {
    console.log(`export bench on ${database.kind}: seeding ${LISTED} hackathons`)
    await seedHackathons(db, LISTED)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}/hackathons`
    const runs = {
      // The first download finds the process as it started: its growth is the one that counts most.
      first: await download(`${base}/export.json`, 'identity'),
      jsonBrowser: await download(`${base}/export.json`, 'gzip, deflate, br'),
      jsonGzip: await download(`${base}/export.json`, 'gzip'),
      jsonIdentity: await download(`${base}/export.json`, 'identity'),
      csvBrowser: await download(`${base}/export.csv`, 'gzip, deflate, br'),
      csvIdentity: await download(`${base}/export.csv`, 'identity'),
    }
    // A client that has the export asks again: the fingerprint and the clock's next change, no rows.
    const revalidation = await download(`${base}/export.json`, 'gzip', runs.jsonGzip.etag)
    const databaseUrl = database.env.DATABASE_URL
    const copy = database.kind === 'postgres' && databaseUrl ? await copyMs(databaseUrl) : null
    const ratio = (run: Download) => (copy ? run.totalMs / copy : null)
    const figures = {
      database: database.kind,
      hackathons: LISTED,
      copyMs: copy,
      revalidation: { status: revalidation.status, ms: revalidation.totalMs },
      runs: Object.fromEntries(
        Object.entries(runs).map(([name, run]) => [name, { ...run, bytesMb: run.bytes / MB, ratioToCopy: ratio(run) }]),
      ),
      gcExposed: typeof global.gc === 'function',
    }
    console.log(JSON.stringify(figures, null, 2))
    const peak = Math.max(...Object.values(runs).map((run) => run.peakRssGrowthMb))
    const slowestFirstByte = Math.max(...Object.values(runs).map((run) => run.firstByteMs))
    printTargets([
      {
        figure: 'time to first byte, slowest (ms)',
        value: slowestFirstByte,
        target: '< 1000',
        ok: slowestFirstByte < 1000,
      },
      {
        figure: '304 revalidation (ms)',
        value: revalidation.status === 304 ? revalidation.totalMs : null,
        target: '-',
        ok: null,
      },
      { figure: 'JSON, browser encoding (s)', value: runs.jsonBrowser.totalMs / 1000, target: '-', ok: null },
      { figure: 'JSON uncompressed / COPY', value: ratio(runs.jsonIdentity), target: '-', ok: null },
      { figure: 'JSON, browser encoding / COPY', value: ratio(runs.jsonBrowser), target: '-', ok: null },
      { figure: 'CSV, browser encoding / COPY', value: ratio(runs.csvBrowser), target: '-', ok: null },
      { figure: 'peak memory growth, RSS (MB)', value: peak, target: '< 100', ok: peak < 100 },
    ])
    return figures
  } finally {
    await app.close()
    await handle.close()
    await database.drop()
  }
}

/** The export bench on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite; saved under bench/results/. */
export async function runExportBench() {
  const serverUrl = process.env.TEST_DATABASE_URL
  const database = serverUrl ? await postgresDatabase(serverUrl) : pgliteDatabase()
  const figures = await benchOn(database)
  console.log(`saved ${saveResult('export', { machine: machine(), figures })}`)
}
