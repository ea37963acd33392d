/**
 * API at scale: for each database (PGlite; PostgreSQL when TEST_DATABASE_URL is set) and each
 * size in BENCH_SIZES, seed, start the real production server, and drive each call with
 * autocannon at fixed concurrency for a fixed time; then drive a bare node:http server that
 * answers the same bytes (the ceiling) the same way. Speed is reported as a ratio to that ceiling,
 * measured minutes apart on the same machine, because absolute figures on a shared machine drift.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { PROJECT_ROOT } from '../server/paths.js'
import type { CapturedResponse } from './ceiling-server.js'
import { envNumber, machine, printTargets, saveResult, type Target } from './report.js'
import { ADMIN, type BenchDatabase, pgliteDatabase, postgresDatabase, seeded, startServer } from './server.js'
import { seedHackathons } from './synthetic-hackathons.js'

const LOGIN_PATH = '/api/v1/login/access-token'
const LOGIN_BODY = new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString()
/** The rate limit allows 10 log-ins a minute per address and account; one is spent capturing the answer. */
const MAX_LOGINS = 9

export const HOMEPAGE_UPCOMING = 'homepage upcoming'
export const HOMEPAGE_PAST = 'homepage past'

interface Call {
  label: string
  path: string
}

function callsFor(size: number, hackathonId: string): Call[] {
  // Deep, but on a page that exists at every size: 5000 rows in, or halfway for smaller sets.
  const skip = Math.min(5000, Math.floor(size / 20) * 10)
  const feed = (status: string) =>
    `/api/v1/hackathons/?status=${status}&sort_by=start_date&sort_order=asc&limit=100&skip=0`
  return [
    { label: HOMEPAGE_UPCOMING, path: feed('upcoming') },
    { label: HOMEPAGE_PAST, path: feed('past') },
    { label: `admin page (name, skip=${skip})`, path: `/api/v1/hackathons/?limit=10&skip=${skip}&sort_by=name` },
    { label: 'search q=edition 42', path: '/api/v1/hackathons/?q=edition%2042&limit=100&skip=0' },
    { label: 'series list', path: '/api/v1/series/' },
    { label: 'hackathon by id', path: `/api/v1/hackathons/${hackathonId}` },
  ]
}

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** One request with node:http, keeping the body exactly as sent (compressed or not). */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const out: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Headers the ceiling must not copy: per-connection ones, and those node:http writes itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

function startCeiling(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'bench', 'ceiling-server.ts'), file], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString())
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child })
    })
    child.on('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)))
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export interface Load {
  /** Successful (2xx) responses per second; anything else is counted in `other`. */
  rps: number
  p50: number
  p99: number
  ok: number
  other: number
  /** Connection errors, timeouts included (autocannon gives up on a request after 10 s). */
  errors: number
  timeouts: number
}

function drive(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      const ok = result['2xx']
      // No answer inside the window (a stalled server): no latency to report, not 0 ms.
      resolve({
        rps: ok / result.duration,
        p50: ok ? result.latency.p50 : Number.NaN,
        p99: ok ? result.latency.p99 : Number.NaN,
        ok,
        other: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      })
    })
  })
}

/**
 * autocannon stops at the end of its window and drops the requests still in flight, but the server
 * keeps working on them (PGlite runs one query at a time): without waiting for that backlog, the
 * next run would be measured behind the previous one's queue. The health check queries the
 * database; when it answers quickly twice in a row, the backlog is gone.
 */
async function drained(baseUrl: string): Promise<void> {
  const started = performance.now()
  // Until a health check answers within 100 ms twice running: the queue may not be FIFO.
  for (let quick = 0; quick < 2 && performance.now() - started < 900_000; ) {
    const sent = performance.now()
    const response = await fetch(`${baseUrl}/api/v1/utils/health-check/`, { signal: AbortSignal.timeout(900_000) })
    await response.arrayBuffer()
    quick = performance.now() - sent < 100 ? quick + 1 : 0
  }
  const seconds = (performance.now() - started) / 1000
  if (seconds > 2) console.log(`  (waited ${seconds.toFixed(0)} s for the server to finish abandoned requests)`)
}

export interface CallResult {
  label: string
  path: string
  bytes: number
  contentEncoding: string | null
  server: Load
  ceiling: Load
  ratio: number
}

export interface LoginResult {
  attempts: number
  ok: number
  rateLimited: number
  other: number
  p50: number
  max: number
  ceilingP50: number
}

export interface SizeResult {
  database: 'pglite' | 'postgres'
  size: number
  seedSeconds: number
  calls: CallResult[]
  login: LoginResult
}

/** Sequential log-ins, each timed alone; a 429 (rate limit) or any other status is not a success. */
async function logins(baseUrl: string, count: number): Promise<{ times: number[]; statuses: number[] }> {
  const times: number[] = []
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await rawRequest(
      baseUrl,
      'POST',
      LOGIN_PATH,
      { 'content-type': 'application/x-www-form-urlencoded' },
      LOGIN_BODY,
    )
    const elapsed = performance.now() - started
    statuses.push(response.status)
    if (response.status === 200) times.push(elapsed)
  }
  return { times, statuses }
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number) : Number.NaN
}

async function benchSize(database: BenchDatabase, size: number, settings: Settings): Promise<SizeResult> {
  console.log(`\n== ${database.kind}, ${size.toLocaleString('en')} hackathons`)
  const seed = await seeded(database, (handle) =>
    seedHackathons(handle.db, size, (line) => process.stdout.write(`${line}\r`)),
  )
  console.log(`seeded in ${seed.seconds.toFixed(1)} s`)
  const server = await startServer(database.env)
  const captureDir = mkdtempSync(join(tmpdir(), 'hackathons-bench-ceiling-'))
  let ceiling: { url: string; child: ChildProcess } | undefined
  try {
    const calls = callsFor(size, seed.sampleHackathonId)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (settings.acceptEncoding) headers['accept-encoding'] = settings.acceptEncoding

    // Capture each answer once from the real server, for the ceiling to replay.
    const captured: CapturedResponse[] = []
    for (const call of calls) {
      const response = await rawRequest(server.url, 'GET', call.path, headers)
      if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}`)
      captured.push(capture('GET', call.path, response))
    }
    const login = await rawRequest(
      server.url,
      'POST',
      LOGIN_PATH,
      { 'content-type': 'application/x-www-form-urlencoded' },
      LOGIN_BODY,
    )
    if (login.status !== 200) throw new Error(`log-in answered ${login.status}`)
    captured.push(capture('POST', LOGIN_PATH, login))
    const file = join(captureDir, 'responses.json')
    writeFileSync(file, JSON.stringify(captured))
    ceiling = await startCeiling(file)

    printHeader()
    const results: CallResult[] = []
    for (const [i, call] of calls.entries()) {
      const bytes = captured[i] as CapturedResponse
      // A short warm-up (JIT, database caches), not recorded.
      await drive(`${server.url}${call.path}`, headers, settings.warmupSeconds, settings.connections)
      await drained(server.url)
      const real = await drive(`${server.url}${call.path}`, headers, settings.seconds, settings.connections)
      await drained(server.url)
      const bare = await drive(`${ceiling.url}${call.path}`, headers, settings.seconds, settings.connections)
      const result: CallResult = {
        label: call.label,
        path: call.path,
        bytes: Buffer.from(bytes.bodyBase64, 'base64').length,
        contentEncoding: bytes.headers['content-encoding'] ?? null,
        server: real,
        ceiling: bare,
        ratio: real.rps / bare.rps,
      }
      results.push(result)
      printRow(result)
    }

    const real = await logins(server.url, settings.logins)
    const bare = await logins(ceiling.url, settings.logins)
    const loginResult: LoginResult = {
      attempts: settings.logins,
      ok: real.times.length,
      rateLimited: real.statuses.filter((s) => s === 429).length,
      other: real.statuses.filter((s) => s !== 200 && s !== 429).length,
      p50: pct(real.times, 0.5),
      max: Math.max(...real.times),
      ceilingP50: pct(bare.times, 0.5),
    }
    console.log(
      `${'login (sequential)'.padEnd(32)} ${loginResult.ok}/${loginResult.attempts} ok, ${loginResult.rateLimited} x 429; ` +
        `p50 ${loginResult.p50.toFixed(0)} ms, max ${loginResult.max.toFixed(0)} ms (ceiling p50 ${loginResult.ceilingP50.toFixed(1)} ms)`,
    )
    return { database: database.kind, size, seedSeconds: seed.seconds, calls: results, login: loginResult }
  } finally {
    if (ceiling) await stopChild(ceiling.child)
    await server.stop()
    await database.drop()
    rmSync(captureDir, { recursive: true, force: true })
  }
}

function capture(method: string, path: string, response: RawResponse): CapturedResponse {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value
  return { method, path, status: response.status, headers, bodyBase64: response.body.toString('base64') }
}

function printHeader() {
  console.log(
    `${'call'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} | ` +
      `${'ceil r/s'.padStart(8)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} | ${'ratio'.padStart(5)} ${'bytes'.padStart(7)} non-2xx`,
  )
}

function printRow(r: CallResult) {
  const n = (v: number, w: number, d = 0) => v.toFixed(d).padStart(w)
  console.log(
    `${r.label.padEnd(32)} ${n(r.server.rps, 8)} ${n(r.server.p50, 7, 1)} ${n(r.server.p99, 7, 1)} | ` +
      `${n(r.ceiling.rps, 8)} ${n(r.ceiling.p50, 5, 1)} ${n(r.ceiling.p99, 5, 1)} | ${n(r.ratio, 5, 2)} ${n(r.bytes, 7)} ` +
      `${r.server.other + r.server.errors}`,
  )
}

export interface Settings {
  sizes: number[]
  seconds: number
  warmupSeconds: number
  connections: number
  logins: number
  acceptEncoding: string
}

export function apiSettings(): Settings {
  const sizes = (process.env.BENCH_SIZES ?? '10000,100000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
  if (sizes.length === 0) throw new Error('BENCH_SIZES must list whole numbers, e.g. 10000,100000')
  return {
    sizes,
    seconds: envNumber('BENCH_DURATION_S', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_S', 1),
    connections: envNumber('BENCH_CONNECTIONS', 32),
    logins: Math.min(MAX_LOGINS, envNumber('BENCH_LOGINS', 8)),
    // As a browser asks; BENCH_ACCEPT_ENCODING=identity measures uncompressed answers.
    acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
  }
}

/** The targets of the issue, for one database: the largest size against the smallest. */
export function apiTargets(results: SizeResult[]): Target[] {
  const sorted = [...results].sort((a, b) => a.size - b.size)
  const small = sorted[0]
  const large = sorted.at(-1)
  if (!small || !large) return []
  const find = (r: SizeResult, label: string) => r.calls.find((c) => c.label === label)
  const targets: Target[] = []
  const upcoming = find(large, HOMEPAGE_UPCOMING)
  if (upcoming) {
    targets.push({
      figure: `${large.database} ${HOMEPAGE_UPCOMING} at ${large.size}: ratio to ceiling`,
      value: upcoming.ratio,
      target: '>= 0.5',
      ok: upcoming.ratio >= 0.5,
    })
  }
  if (small !== large) {
    for (const label of [HOMEPAGE_UPCOMING, HOMEPAGE_PAST]) {
      const a = find(small, label)
      const b = find(large, label)
      if (!a || !b) continue
      const growth = b.server.p99 / a.server.p99
      targets.push({
        figure: `${large.database} ${label} p99 at ${large.size} / at ${small.size}`,
        value: growth,
        target: '<= 1.5',
        ok: growth <= 1.5,
      })
    }
  }
  return targets
}

export async function runApiBench() {
  const settings = apiSettings()
  const kinds: ('pglite' | 'postgres')[] = ['pglite']
  const pgUrl = process.env.TEST_DATABASE_URL?.trim()
  if (pgUrl) kinds.push('postgres')
  if (process.env.BENCH_DATABASES) {
    const wanted = process.env.BENCH_DATABASES.split(',').map((s) => s.trim())
    kinds.splice(0, kinds.length, ...kinds.filter((k) => wanted.includes(k)))
  }
  console.log(
    `API: sizes ${settings.sizes.join(', ')}; ${settings.connections} connections, ${settings.seconds} s per call ` +
      `(+${settings.warmupSeconds} s warm-up); accept-encoding "${settings.acceptEncoding}"; databases ${kinds.join(', ')}`,
  )
  const results: SizeResult[] = []
  const targets: Target[] = []
  for (const kind of kinds) {
    const perKind: SizeResult[] = []
    for (const size of settings.sizes) {
      const database = kind === 'pglite' ? pgliteDatabase() : await postgresDatabase(pgUrl as string)
      perKind.push(await benchSize(database, size, settings))
    }
    results.push(...perKind)
    targets.push(...apiTargets(perKind))
  }
  console.log('\nAPI targets:')
  printTargets(targets)
  const file = saveResult('api', { machine: machine(), settings, results, targets })
  console.log(`saved ${file}`)
  return { results, targets, file }
}
