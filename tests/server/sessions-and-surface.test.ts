import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { ConfigError, loadConfig } from '../../server/config.js'
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.js'
import { createPasswordResetToken } from '../../server/services/security.js'
import { API, createTestApp, createUser, logIn, TEST_PASSWORD, type TestContext } from './helpers.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const me = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: `${API}/users/me`, headers: { authorization } })

describe('a new password ends every earlier session', () => {
  it('on a change: other sessions get 401, the answer carries a token that continues this one', async () => {
    const { user, headers } = await createUser(ctx)
    const other = `Bearer ${(await logIn(ctx, user.email, TEST_PASSWORD, '10.70.0.1')).json().access_token}`
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers,
      payload: { current_password: TEST_PASSWORD, new_password: 'a-new-password-1' },
    })
    expect(change.statusCode, change.body).toBe(200)
    expect((await me(headers.authorization)).statusCode).toBe(401)
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(`Bearer ${change.json().access_token}`)).statusCode).toBe(200)
  })

  it('on a reset: every session gets 401', async () => {
    const { user, headers } = await createUser(ctx)
    const token = await createPasswordResetToken(user, ctx.config.secretKey, 1)
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `${API}/reset-password/`,
      payload: { token, new_password: 'a-new-password-2' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await me(headers.authorization)).statusCode).toBe(401)
    expect((await logIn(ctx, user.email, 'a-new-password-2', '10.70.0.2')).statusCode).toBe(200)
  })
})

describe('deactivation ends every session', () => {
  it('a reactivated account is back only through a new log-in, never through a token from before', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const { user, headers } = await createUser(ctx)
    const setActive = (is_active: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `${API}/users/${user.id}`,
        headers: admin.headers,
        payload: { is_active },
      })
    expect((await setActive(false)).statusCode).toBe(200)
    expect((await me(headers.authorization)).statusCode).toBe(401)
    expect((await setActive(true)).statusCode).toBe(200)
    expect((await me(headers.authorization)).statusCode).toBe(401)
    const again = await logIn(ctx, user.email, TEST_PASSWORD, '10.70.0.3')
    expect((await me(`Bearer ${again.json().access_token}`)).statusCode).toBe(200)
  })
})

describe('access tokens', () => {
  const sign = (userId: string, claims: { exp?: number; iat?: number }, version = 0) => {
    let jwt = new SignJWT({ ver: version }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId)
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat)
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp)
    return jwt.sign(new TextEncoder().encode(ctx.config.secretKey))
  }
  const now = () => Math.floor(Date.now() / 1000)

  it('refuses (401) a correctly signed token without an expiry', async () => {
    const { user } = await createUser(ctx)
    const forever = await sign(user.id, { iat: now() })
    const refused = await me(`Bearer ${forever}`)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ detail: 'Could not validate credentials' })
    // The same token with an expiry is accepted, so the refusal is about the missing `exp` alone.
    expect((await me(`Bearer ${await sign(user.id, { iat: now(), exp: now() + 60 })}`)).statusCode).toBe(200)
  })
})

describe('GET /suggestions/mine', () => {
  it('shows the reviewer by name, or "An editor", never by e-mail', async () => {
    const submitter = await createUser(ctx)
    for (const name of ['Rita Reviewer', null]) {
      const reviewer = await createUser(ctx, { role: ROLE.editor, name })
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: submitter.headers,
        payload: {
          name: `Mine ${name}`,
          url: `https://mine.example/${Math.random()}`,
          start_date: '2030-01-01T10:00:00Z',
          end_date: '2030-01-02T10:00:00Z',
        },
      })
      expect(sent.statusCode, sent.body).toBe(202)
      const reviewed = await ctx.app.inject({
        method: 'POST',
        url: `${API}/suggestions/${sent.json().id}/reject`,
        headers: reviewer.headers,
      })
      expect(reviewed.statusCode, reviewed.body).toBe(200)
      const mine = await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/mine`, headers: submitter.headers })
      expect(mine.body).not.toContain(reviewer.user.email)
      const own = mine.json().data.find((s: { id: string }) => s.id === sent.json().id)
      expect(own.reviewed_by).toEqual({ id: reviewer.user.id, name: name ?? 'An editor' })
    }
  })
})

describe('deployed configuration', () => {
  const base = { DATA_DIR: tmpdir(), SECRET_KEY: 'x'.repeat(40), FIRST_SUPERUSER_PASSWORD: 'a-strong-one-1' }
  it.each(['staging', 'production'])('%s refuses default or weak secrets, naming the variable', (environment) => {
    for (const [env, name] of [
      [{ SECRET_KEY: '' }, 'SECRET_KEY'],
      [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
      [{ FIRST_SUPERUSER_PASSWORD: 'changethis' }, 'FIRST_SUPERUSER_PASSWORD'],
      [{ FIRST_SUPERUSER_PASSWORD: 'short' }, 'FIRST_SUPERUSER_PASSWORD'],
      [{ RATE_LIMITS: 'off' }, 'RATE_LIMITS'],
    ] as const) {
      const load = () => loadConfig({ ...base, ENVIRONMENT: environment, ...env })
      expect(load).toThrow(ConfigError)
      expect(load).toThrow(new RegExp(`^${name} `))
    }
    const config = loadConfig({ ...base, ENVIRONMENT: environment })
    expect(config.apiDocs).toBe(false)
    expect(config.corsOrigins).toEqual([])
  })

  it('switches the request limits off only for a local instance that asks (the browser tests)', async () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).rateLimits).toBe(true)
    const unlimited = await createTestApp({ rateLimits: false })
    try {
      const attempts = Array.from({ length: 35 }, () =>
        unlimited.app.inject({
          method: 'POST',
          url: `${API}/login/access-token`,
          payload: 'username=nobody@example.com&password=wrong-password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      )
      const statuses = (await Promise.all(attempts)).map((answer) => answer.statusCode)
      expect(statuses.filter((status) => status === 429)).toEqual([])
    } finally {
      await unlimited.close()
    }
  })

  it('serves /docs only when API_DOCS allows', async () => {
    const off = await createTestApp({ apiDocs: false })
    try {
      expect((await off.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404)
    } finally {
      await off.close()
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/docs' })).statusCode).not.toBe(404)
  })
})

describe('the data directory lock', () => {
  it('takes over a lock whose pid runs but is another process (pid 1 after a restart)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'))
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: 1, start: '1', boot: 'another-boot' }))
    const unlock = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid)
    unlock()
  })

  it('refuses while the process that wrote the lock runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'))
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8')
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: process.ppid, start, boot }))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })
})

describe('errors before routing', () => {
  it('answers 431 (header fields too large) in the {detail} shape on a real socket', async () => {
    const port = await new Promise<number>((resolve) => {
      void ctx.app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
        const address = ctx.app.server.address()
        resolve(typeof address === 'object' && address ? address.port : 0)
      })
    })
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `${API}/utils/health-check/`, headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = ''
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode, body }))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request Header Fields Too Large' })
  })
})
