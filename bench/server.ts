/**
 * The real server as production runs it (`node build/server/main.js`, ENVIRONMENT=production),
 * on a database the bench seeded first: a PGlite DATA_DIR or a throwaway PostgreSQL database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DatabaseHandle, openPglite, openPostgres } from '../server/db/index.js'
import { PROJECT_ROOT } from '../server/paths.js'
import { createThrowawayDatabase } from '../tests/support/throwaway-postgres.js'

export const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' }
const SERVER_ENTRY = join(PROJECT_ROOT, 'build', 'server', 'main.js')
const SPA_ENTRY = join(PROJECT_ROOT, 'dist', 'index.html')

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

/**
 * Builds (npm run build) when build/ or dist/ is missing or older than the sources, or when
 * BENCH_BUILD=1; a stale build would measure yesterday's code.
 */
export function ensureBuild(): void {
  const built = Math.min(existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0, newest(SPA_ENTRY))
  const sources = Math.max(
    ...['server', 'common', 'src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
      newest(join(PROJECT_ROOT, p)),
    ),
  )
  const reason =
    process.env.BENCH_BUILD === '1'
      ? 'BENCH_BUILD=1'
      : built === 0
        ? 'no build yet'
        : sources > built
          ? 'sources changed since the last build'
          : undefined
  if (!reason) return
  console.log(`building (${reason}): npm run build ...`)
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/** A database to seed, then to hand to the server by `env`, then to drop. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres'
  open(): Promise<DatabaseHandle>
  env: Record<string, string>
  drop(): Promise<void>
}

/** PGlite in a new DATA_DIR (the server opens DATA_DIR/db, so the bench seeds there and closes first). */
export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathons-bench-'))
  return {
    kind: 'pglite',
    open: () => openPglite(join(dataDir, 'db')),
    // DATABASE_URL empty: a .env file cannot switch this run to PostgreSQL.
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

/** A throwaway database on the TEST_DATABASE_URL server, the same kind the API tests use. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'hackathons_bench')
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathons-bench-'))
  return {
    kind: 'postgres',
    open: () => openPostgres(database.url),
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async drop() {
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface RunningServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/** Starts `node build/server/main.js` in production mode on a free port and waits for its health check. */
export async function startServer(databaseEnv: Record<string, string>): Promise<RunningServer> {
  const env: Record<string, string> = {}
  // Only what a server needs from this shell; nothing the bench's own settings could leak in.
  for (const key of ['PATH', 'HOME', 'LANG', 'TZ', 'NODE_OPTIONS']) {
    const value = process.env[key]
    if (value !== undefined) env[key] = value
  }
  Object.assign(env, {
    ENVIRONMENT: 'production',
    SECRET_KEY: randomBytes(32).toString('base64url'),
    FIRST_SUPERUSER: ADMIN.email,
    FIRST_SUPERUSER_PASSWORD: ADMIN.password,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SMTP_HOST: '',
    ...databaseEnv,
  })
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      // The banner's listening address carries the port the server chose (PORT is 0 here).
      const match = /listening on ([^\s;]+);/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(`http://${match[1]}`)
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  const health = await fetch(`${url}/api/v1/utils/health-check/`)
  if (!health.ok) throw new Error(`health check answered ${health.status}`)
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Signs in through the API (one request counted by the log-in rate limit). */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  })
  if (!response.ok) throw new Error(`log-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** Seeds a fresh database with the given function, closing it before the server opens it. */
export async function seeded<T>(database: BenchDatabase, seed: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await database.open()
  try {
    return await seed(handle)
  } finally {
    await handle.close()
  }
}
