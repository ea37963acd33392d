/**
 * Load under a realistic mix (not part of CI): the real production server, seeded with a few
 * thousand hackathons, driven by 100 connections for BENCH_LOAD_DURATION_S (30) seconds, three
 * rounds in a row. Each connection cycles through the homepage's two feed calls (twice), a log-in
 * and a create with an admin token. Log-ins soon hit the rate limit: their 429s are expected and
 * counted apart, not as errors.
 *
 * After each round it prints requests per second, p50/p99 latency, non-2xx answers (without the
 * expected 429s), errors and the server's resident memory (VmRSS of /proc/<pid>/status). It exits
 * non-zero on any 5xx, connection error or timeout, or when RSS grows round after round (round 3 >
 * round 2 > round 1, each by more than 10%): memory that never settles is a leak.
 *
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (BENCH_DATABASES=pglite|postgres to
 * pick one). BENCH_LOAD_DURATION_S, BENCH_LOAD_CONNECTIONS, BENCH_LOAD_ROUNDS and BENCH_LOAD_SIZE
 * override the defaults.
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { envNumber } from './report.js'
import {
  ADMIN,
  adminToken,
  type BenchDatabase,
  ensureBuild,
  pgliteDatabase,
  postgresDatabase,
  type RunningServer,
  seeded,
  startServer,
} from './server.js'
import { seedHackathons } from './synthetic-hackathons.js'

const DURATION_S = envNumber('BENCH_LOAD_DURATION_S', 30)
const CONNECTIONS = envNumber('BENCH_LOAD_CONNECTIONS', 100)
const ROUNDS = envNumber('BENCH_LOAD_ROUNDS', 3)
const SIZE = envNumber('BENCH_LOAD_SIZE', 3000)
/** Unrecorded load first, so round 1's RSS is taken after JIT and heap warm-up, not before. */
const WARMUP_S = envNumber('BENCH_LOAD_WARMUP_S', 5)
/** Growth per round above which RSS counts as growing. */
const RSS_GROWTH = 1.1

const feed = (status: string) =>
  `/api/v1/hackathons/?status=${status}&sort_by=start_date&sort_order=asc&limit=100&skip=0`

interface RoundResult {
  rps: number
  p50: number
  p99: number
  requests: number
  /** Non-2xx answers other than the log-ins' expected 429s. */
  non2xx: number
  rateLimited: number
  serverErrors: number
  errors: number
  timeouts: number
  rssMb: number
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`)
  return Number(match[1]) / 1024
}

/** Until the health check answers within 100 ms twice running: the previous round's backlog is gone. */
async function drained(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000
  let quick = 0
  while (quick < 2 && Date.now() < deadline) {
    const started = Date.now()
    await fetch(`${baseUrl}/api/v1/utils/health-check/`).then((r) => r.arrayBuffer())
    quick = Date.now() - started < 100 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let created = 0

function round(server: RunningServer, token: string, seconds = DURATION_S): Promise<RoundResult> {
  const create = {
    method: 'POST' as const,
    path: '/api/v1/hackathons/',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // A new URL each time: a repeated one answers 409 (already listed).
    setupRequest: (request: autocannon.Request) => {
      const n = ++created
      return {
        ...request,
        body: JSON.stringify({
          name: `Load Hack ${n}`,
          url: `https://load-${process.pid}-${n}.example/`,
          start_date: '2031-03-01T09:00:00Z',
          end_date: '2031-03-02T18:00:00Z',
        }),
      }
    },
  }
  const login = {
    method: 'POST' as const,
    path: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  }
  const read = (status: string) => ({ method: 'GET' as const, path: feed(status) })
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [read('upcoming'), read('past'), read('upcoming'), read('past'), login, create],
      },
      async (error, result) => {
        if (error) return reject(error)
        const codes = result.statusCodeStats as unknown as Record<string, { count: number }>
        const countOf = (test: (code: number) => boolean) =>
          Object.entries(codes).reduce((sum, [code, stat]) => sum + (test(Number(code)) ? stat.count : 0), 0)
        const rateLimited = countOf((code) => code === 429)
        await drained(server.url)
        resolve({
          rps: (result.requests.total ?? 0) / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total ?? 0,
          non2xx: result.non2xx - rateLimited,
          rateLimited,
          serverErrors: countOf((code) => code >= 500),
          errors: result.errors,
          timeouts: result.timeouts,
          rssMb: rssMb(server.process.pid as number),
        })
      },
    )
  })
}

async function loadOn(database: BenchDatabase): Promise<string[]> {
  const failures: string[] = []
  try {
    await seeded(database, (handle) => seedHackathons(handle.db, SIZE))
    const server = await startServer(database.env)
    try {
      const token = await adminToken(server.url)
      const pid = server.process.pid as number
      console.log(`${database.kind}: ${SIZE} hackathons, server pid ${pid}, RSS at start ${rssMb(pid).toFixed(0)} MB`)
      await round(server, token, WARMUP_S)
      const results: RoundResult[] = []
      for (let n = 1; n <= ROUNDS; n++) {
        const r = await round(server, token)
        results.push(r)
        console.log(
          `${database.kind} round ${n}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
            `${r.requests} requests, ${r.non2xx} non-2xx (besides ${r.rateLimited} expected 429), ` +
            `${r.serverErrors} 5xx, ${r.errors} errors, ${r.timeouts} timeouts; RSS ${r.rssMb.toFixed(0)} MB`,
        )
        if (r.serverErrors > 0) failures.push(`${database.kind} round ${n}: ${r.serverErrors} 5xx`)
        if (r.errors > 0 || r.timeouts > 0) {
          failures.push(`${database.kind} round ${n}: ${r.errors} connection errors, ${r.timeouts} timeouts`)
        }
      }
      const rss = results.map((r) => r.rssMb)
      const growing = rss.length >= 3 && rss.every((value, i) => i === 0 || value > (rss[i - 1] as number) * RSS_GROWTH)
      if (growing)
        failures.push(`${database.kind}: RSS grows every round (${rss.map((v) => v.toFixed(0)).join(' -> ')} MB)`)
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
  return failures
}

async function main() {
  ensureBuild()
  const only = process.env.BENCH_DATABASES?.split(',').map((s) => s.trim())
  const serverUrl = process.env.TEST_DATABASE_URL
  const databases: (() => Promise<BenchDatabase>)[] = []
  if (!only || only.includes('pglite')) databases.push(async () => pgliteDatabase())
  if (serverUrl && (!only || only.includes('postgres'))) databases.push(() => postgresDatabase(serverUrl))
  console.log(`load: ${CONNECTIONS} connections, ${DURATION_S} s x ${ROUNDS} rounds per database`)
  const failures: string[] = []
  for (const make of databases) failures.push(...(await loadOn(await make())))
  if (failures.length > 0) {
    console.error(`FAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`)
    process.exit(1)
  }
  console.log('OK: no 5xx, no connection errors, RSS not growing round after round')
}

await main()
