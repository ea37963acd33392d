import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { MESSAGES } from '../../server/messages.js'
import { API, createTestApp, createUser, logIn, TEST_PASSWORD, type TestContext } from './helpers.js'

/** The contract's limits (DESIGN.md section 5) against the cheap-exhaustion attacks they exist for. */

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.json()).toEqual({ detail: MESSAGES.tooManyRequests })
}

function multipart(data: Buffer) {
  const boundary = `----abuse-${randomBytes(6).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('log-in', () => {
  it('refuses a username spray from one address after 30 tries a minute, while reads are served', async () => {
    const ip = '10.60.0.1'
    for (let i = 0; i < 30; i++) {
      expect((await logIn(ctx, `nobody-${i}@example.com`, 'guess', ip)).statusCode).toBe(400)
    }
    expect429(await logIn(ctx, 'nobody-30@example.com', 'guess', ip))
    const read = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/`, remoteAddress: ip })
    expect(read.statusCode).toBe(200)
    // Another address is not affected.
    const { user } = await createUser(ctx)
    expect((await logIn(ctx, user.email, TEST_PASSWORD, '10.60.0.2')).statusCode).toBe(200)
  })

  it('counts password recovery the same way, per address', async () => {
    const ip = '10.60.1.1'
    const recover = (email: string) =>
      ctx.app.inject({ method: 'POST', url: `${API}/password-recovery/${email}`, remoteAddress: ip })
    for (let i = 0; i < 30; i++) expect((await recover(`r${i}@example.com`)).statusCode).toBe(200)
    expect429(await recover('r30@example.com'))
  })
})

describe('sign-up', () => {
  it('answers 429 after 10 accounts an hour from one address', async () => {
    const signUp = (i: number, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/users/signup`,
        payload: { email: `flood-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'long-enough-1' },
        remoteAddress: ip,
      })
    for (let i = 0; i < 10; i++) expect((await signUp(i, '10.61.0.1')).statusCode).toBe(201)
    expect429(await signUp(10, '10.61.0.1'))
    expect((await signUp(11, '10.61.0.2')).statusCode).toBe(201)
  })
})

describe('URL auto-completion', () => {
  it('counts per user: new sessions and padded headers neither reset nor escape the limit', async () => {
    const { user, headers, token } = await createUser(ctx, { role: ROLE.editor })
    const complete = (authorization: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/utils/complete-hackathon/?url=not-a-url`,
        headers: { authorization },
      })
    const second = await logIn(ctx, user.email, TEST_PASSWORD, '10.62.0.1')
    const sessions = [headers.authorization, `Bearer ${second.json().access_token}`, `bearer ${token}`]
    // Each call is counted (422: the URL is refused after the limit let it through).
    for (let i = 0; i < 20; i++) expect((await complete(sessions[i % sessions.length] as string)).statusCode).toBe(422)
    expect429(await complete(headers.authorization))
    expect429(await complete(`Bearer ${second.json().access_token}`))
    // Padding or appending makes the header malformed: 401, never a fresh allowance.
    for (const padded of [
      `Bearer ${token}xxxx`,
      `Bearer ${token} xxxx`,
      `Bearer  ${token}`,
      `${headers.authorization},`,
    ]) {
      expect((await complete(padded)).statusCode).toBe(401)
    }
  })
})

describe('uploads', () => {
  it('refuses a GIF bomb (38 frames of 1000 x 1000 in 65 kB) with 413 before decoding it', async () => {
    const side = 1000
    const frames = 38
    const raw = Buffer.alloc(side * side * frames * 3)
    for (let i = 0; i < frames; i++) raw.fill(i * 6, i * side * side * 3, (i + 1) * side * side * 3)
    const gif = await sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
      .gif()
      .toBuffer()
    expect(gif.length).toBeLessThan(100_000)
    const { headers } = await createUser(ctx)
    const body = multipart(gif)
    const started = performance.now()
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/utils/upload-image/`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    })
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json()).toEqual({ detail: expect.any(String) })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('stores at most 20 images a day for a role-0 user', async () => {
    const { headers } = await createUser(ctx)
    const upload = async () => {
      const png = await sharp(randomBytes(16 * 16 * 3), { raw: { width: 16, height: 16, channels: 3 } })
        .png()
        .toBuffer()
      const body = multipart(png)
      return ctx.app.inject({
        method: 'POST',
        url: `${API}/utils/upload-image/`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
        remoteAddress: `10.63.0.${Math.floor(Math.random() * 250)}`,
      })
    }
    for (let i = 0; i < 20; i++) expect((await upload()).statusCode).toBe(201)
    expect429(await upload())
  })
})

describe('two app instances on one database', () => {
  it('share one caller allowance: 30 log-in tries from one address across both, then 429 on either', async () => {
    // On PostgreSQL the second instance has its own pool, as a second process would.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const other = await buildApp({ config: ctx.config, db: second?.db ?? ctx.database.db })
    try {
      const ip = '10.64.0.1'
      const tryOn = (app: typeof other, i: number) =>
        app.inject({
          method: 'POST',
          url: `${API}/login/access-token`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: `spray-${i}@example.com`, password: 'guess' }).toString(),
          remoteAddress: ip,
        })
      for (let i = 0; i < 30; i++) expect((await tryOn(i % 2 ? other : ctx.app, i)).statusCode).toBe(400)
      expect429(await tryOn(ctx.app, 30))
      expect429(await tryOn(other, 31))
    } finally {
      await other.close()
      await second?.close()
    }
  })
})
