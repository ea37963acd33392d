import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config.js'
import { compileServerOnce } from './support/compiled-server.js'

const ROOT = join(import.meta.dirname, '..', '..')
/** The compiled server that `npm start` runs. */
const SERVER = 'build/server/main.js'
const ADMIN = { email: 'smoke-admin@example.com', password: 'smoke-admin-password' }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The server's environment: this one without any database URL, plus `env`. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...rest } = process.env
  return { ...rest, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env }
}

interface Run {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** Runs a JavaScript file with plain node, as production does. */
function run(script: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitForOutput(target: Run, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!target.output().includes(text)) {
    if (target.child.exitCode !== null) throw new Error(`exited early:\n${target.output()}`)
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${target.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(compileServerOnce, 180_000)

describe('configuration', () => {
  it('names the variable of an invalid value', () => {
    for (const [env, name] of [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ ENVIRONMENT: 'prod' }, 'ENVIRONMENT'],
      [{ USERS_OPEN_REGISTRATION: 'maybe' }, 'USERS_OPEN_REGISTRATION'],
      [{ FRONTEND_HOST: 'ftp://example.com' }, 'FRONTEND_HOST'],
      [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
      [{ SECRET_KEY: 'too-short' }, 'SECRET_KEY'],
      [{ HOST: 'not a host' }, 'HOST'],
      [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
      [{ DRAIN_SECONDS: '-1' }, 'DRAIN_SECONDS'],
      [{ API_TOKEN_RATE_PER_MINUTE: '0' }, 'API_TOKEN_RATE_PER_MINUTE'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(ConfigError)
      expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(new RegExp(`^${name} `))
    }
  })

  it('takes the public address from PORT and HOST unless FRONTEND_HOST names it', () => {
    const frontendHost = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpdir(), ...env }).frontendHost
    expect(frontendHost({})).toBe('http://localhost:8000')
    expect(frontendHost({ PORT: '9123' })).toBe('http://localhost:9123')
    for (const HOST of ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']) {
      expect(frontendHost({ PORT: '9123', HOST }), HOST).toBe('http://localhost:9123')
    }
    expect(frontendHost({ PORT: '9123', HOST: 'hackathons.internal' })).toBe('http://hackathons.internal:9123')
    expect(frontendHost({ HOST: 'hackathons.internal' })).toBe('http://hackathons.internal:8000')
    expect(frontendHost({ PORT: '9123', HOST: '10.0.0.7' })).toBe('http://10.0.0.7:9123')
    expect(frontendHost({ PORT: '9123', HOST: 'fd00::7' })).toBe('http://[fd00::7]:9123')
    expect(frontendHost({ PORT: '80', HOST: 'hackathons.internal' })).toBe('http://hackathons.internal')
    expect(
      frontendHost({ PORT: '9123', HOST: 'hackathons.internal', FRONTEND_HOST: 'https://hackathons.example/' }),
    ).toBe('https://hackathons.example')
  })

  it('refuses the default secrets in production', () => {
    const production = { ENVIRONMENT: 'production', DATA_DIR: tmpdir() }
    const secret = 'a-production-secret-key-that-is-long-enough'
    expect(() => loadConfig({ ...production, FIRST_SUPERUSER_PASSWORD: 'a-real-password' })).toThrow(/^SECRET_KEY/)
    expect(() => loadConfig({ ...production, SECRET_KEY: secret })).toThrow(/^FIRST_SUPERUSER_PASSWORD/)
    expect(
      loadConfig({ ...production, SECRET_KEY: secret, FIRST_SUPERUSER_PASSWORD: 'a-real-password' }),
    ).toMatchObject({ environment: 'production', secretKey: secret })
  })

  it('keeps a generated secret in DATA_DIR, readable by its owner only, so tokens survive restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hackathons-config-'))
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).secretKey
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(statSync(join(dataDir, 'secret_key')).mode & 0o777).toBe(0o600)
      expect(readFileSync(join(dataDir, 'secret_key'), 'utf8').trim()).toBe(first)
      expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('stops the server with one line naming a bad PORT', async () => {
    const server = run(SERVER, { PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'hackathons-')) })
    expect(await server.exited).toBe(1)
    expect(server.output().trim()).toMatch(/^Hackathons cannot start: PORT must be a whole number/)
  })
})

describe('npm start', () => {
  let dataDir: string
  let base: string
  let port: number
  let server: Run

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hackathons-smoke-'))
    port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = run('scripts/start.mjs', {
      PORT: String(port),
      DATA_DIR: dataDir,
      FIRST_SUPERUSER: ADMIN.email,
      FIRST_SUPERUSER_PASSWORD: ADMIN.password,
      DRAIN_SECONDS: '2',
    })
    // Without dist/ the first start builds the web app (about a minute on two cores); it creates the database.
    await waitForOutput(server, 'Hackathons is running on', 170_000)
  }, 180_000)

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('prints the URL and the admin e-mail, and answers the health check', async () => {
    // The public address, from PORT (no FRONTEND_HOST here), and where it listens.
    expect(server.output()).toContain(
      `Hackathons is running on http://localhost:${port} (listening on 127.0.0.1:${port};`,
    )
    expect(server.output()).toContain(ADMIN.email)
    const health = await fetch(`${base}/api/v1/utils/health-check/`)
    expect(health.status).toBe(200)
    expect(await health.json()).toBe(true)
  })

  it('serves the web app at / and at deep links (404 for a series that is not there), and 404 JSON under /api', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/settings', 200],
      ['/series/some-id', 404],
    ] as const) {
      const page = await fetch(`${base}${path}`)
      expect(page.status).toBe(status)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(page.headers.get('cache-control')).toContain('no-cache')
      expect(await page.text()).toContain('<div id="root">')
    }
    const missing = await fetch(`${base}/api/v1/nope`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'Not Found' })
  })

  it('lets the seeded admin log in through the API', async () => {
    const response = await fetch(`${base}/api/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    expect(response.status).toBe(200)
    const { access_token } = (await response.json()) as { access_token: string }
    const me = await fetch(`${base}/api/v1/users/me`, { headers: { authorization: `Bearer ${access_token}` } })
    expect(await me.json()).toMatchObject({ email: ADMIN.email, role: 10 })
  })

  it('refuses a second server on the same DATA_DIR', async () => {
    const second = run(SERVER, { PORT: String(await freePort()), DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/Hackathons cannot start: DATA_DIR .* is in use by another server/)
  })

  it('on SIGTERM, answers readiness 503 while it drains, still answers other requests, then exits cleanly', async () => {
    server.child.kill('SIGTERM')
    // The signal arrives asynchronously: the readiness check turns within moments, not at once.
    let health = await fetch(`${base}/api/v1/utils/health-check/`)
    for (let tries = 0; health.status === 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      health = await fetch(`${base}/api/v1/utils/health-check/`)
    }
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ detail: 'The server is shutting down' })
    // A request the balancer sent before it saw the 503 is still served, on a connection that then closes.
    const list = await fetch(`${base}/api/v1/hackathons/`)
    expect(list.status).toBe(200)
    expect(list.headers.get('connection')).toBe('close')
    expect(server.child.exitCode).toBeNull()
    expect(await server.exited).toBe(0)
    await expect(fetch(`${base}/api/v1/utils/health-check/`)).rejects.toThrow()
  })
})
