import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION, EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { emailVerifications } from '../../server/db/schema.js'
import { createFirstAdmin } from '../../server/services/first-admin.js'
import { API, createTestApp, createUser, logIn, type TestContext, testClock } from './helpers.js'
import { type CapturedMail, linkIn, startSmtpCapture } from './support/smtp-capture.js'

const FRONTEND = 'http://hackathons.test'
const HOUR = 3_600_000

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
const clock = testClock(new Date('2030-06-05T12:00:00Z'))

beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND }, { emailVerification: { clock } })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

let counter = 0
const freshEmail = () => `verify-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`
const freshIp = () => `10.88.${(++counter >> 8) & 255}.${counter & 255}`
const call = (options: InjectOptions) => ctx.app.inject({ ...options, url: `${API}${options.url}` })

const LINK_PREFIX = `${FRONTEND}${EMAIL_VERIFICATION.path}?token=`
const isLinkMail = (mail: CapturedMail) => mail.text.includes(LINK_PREFIX)

/** Waits for the `nth` (1-based) mail carrying a verification link to `to` and answers its token. */
async function linkToken(to: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 5000
  for (;;) {
    const mails = smtp.mailsTo(to).filter(isLinkMail)
    const mail = mails[nth - 1]
    if (mail) return new URL(linkIn(mail, LINK_PREFIX)).searchParams.get('token') ?? ''
    if (Date.now() > deadline) throw new Error(`no verification mail #${nth} to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const verify = (token: string) => call({ method: 'POST', url: '/users/verify-email', payload: { token } })

async function signUp(email = freshEmail()) {
  const response = await call({
    method: 'POST',
    url: '/users/signup',
    payload: { email, password: 'long-enough-1' },
    remoteAddress: freshIp(),
  })
  expect(response.statusCode, response.body).toBe(201)
  const login = await logIn(ctx, email, 'long-enough-1', freshIp())
  expect(login.statusCode, 'logging in needs no verification').toBe(200)
  return { email, id: response.json().id as string, headers: { authorization: `Bearer ${login.json().access_token}` } }
}

const me = async (headers: Record<string, string>) =>
  (await call({ method: 'GET', url: '/users/me', headers })).json() as { email: string; email_verified: boolean }

describe('the link mailed at sign-up', () => {
  it('speaks the language the account signs up in', async () => {
    const email = freshEmail()
    const response = await call({
      method: 'POST',
      url: '/users/signup',
      payload: { email, password: 'long-enough-1', locale: 'de' },
      remoteAddress: freshIp(),
    })
    expect(response.statusCode, response.body).toBe(201)
    await linkToken(email)
    const mail = smtp.mailsTo(email).find(isLinkMail) as CapturedMail
    expect(mail.text).toContain('Bestätige deine E-Mail-Adresse')
    expect(mail.text).not.toContain('Verify your e-mail address')
  })

  it('verifies the address once, with the POST of its page (the link alone does not)', async () => {
    const account = await signUp()
    expect(await me(account.headers)).toMatchObject({ email_verified: false })
    const mail = smtp.mailsTo(account.email).find(isLinkMail) ?? (await smtp.mailTo(account.email))
    expect(mail.text).toContain(`valid for ${EMAIL_VERIFICATION.linkHours} hours`)
    const token = await linkToken(account.email)
    // The token is stored only hashed: the database never holds what the mail carried.
    const stored = await ctx.database.db
      .select({ tokenHash: emailVerifications.tokenHash })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, account.id))
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }])

    const used = await verify(token)
    expect(used.statusCode, used.body).toBe(200)
    expect(used.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified })
    expect(await me(account.headers)).toMatchObject({ email_verified: true })

    const again = await verify(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: 'Invalid token' })
  })

  it(`expires ${EMAIL_VERIFICATION.linkHours} hours after it was mailed`, async () => {
    const account = await signUp()
    const token = await linkToken(account.email)
    clock.advance(EMAIL_VERIFICATION.linkHours * HOUR + 1000)
    const late = await verify(token)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toEqual({ detail: 'Invalid token' })
    expect(await me(account.headers)).toMatchObject({ email_verified: false })
  })

  it('works just before it expires, and in any process on the database (nothing is kept in memory)', async () => {
    const account = await signUp()
    const token = await linkToken(account.email)
    clock.advance(EMAIL_VERIFICATION.linkHours * HOUR - 60_000)
    const other = await buildApp({ config: ctx.config, db: ctx.database.db, emailVerification: { clock } })
    try {
      const used = await other.inject({ method: 'POST', url: `${API}/users/verify-email`, payload: { token } })
      expect(used.statusCode, used.body).toBe(200)
    } finally {
      await other.close()
    }
    expect(await me(account.headers)).toMatchObject({ email_verified: true })
  })

  it.each([
    ['a token nobody was sent', { token: 'x'.repeat(43) }, 400],
    ['an empty token', { token: '' }, 422],
    ['an over-long token', { token: 'x'.repeat(EMAIL_VERIFICATION.tokenMax + 1) }, 422],
    ['no token', {}, 422],
  ])('answers %s with a clear 4xx', async (_case, payload, status) => {
    const response = await call({ method: 'POST', url: '/users/verify-email', payload })
    expect(response.statusCode).toBe(status)
  })
})

describe('a change of address', () => {
  it("resets the proof, mails the new address a link, and kills the old address's links", async () => {
    const account = await signUp()
    const oldToken = await linkToken(account.email)
    const renamed = freshEmail()
    const changed = await call({
      method: 'PATCH',
      url: '/users/me',
      headers: account.headers,
      payload: { email: renamed },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ email: renamed, email_verified: false })
    expect((await verify(oldToken)).statusCode).toBe(400)
    expect(await me(account.headers)).toMatchObject({ email_verified: false })
    expect((await verify(await linkToken(renamed))).statusCode).toBe(200)
    expect(await me(account.headers)).toMatchObject({ email_verified: true })

    // Verified, then moved again: the proof goes with the old address.
    const next = freshEmail()
    await call({ method: 'PATCH', url: '/users/me', headers: account.headers, payload: { email: next } })
    expect(await me(account.headers)).toMatchObject({ email: next, email_verified: false })
  })

  it('keeps the proof when only the letter case changes, and mails nothing', async () => {
    const account = await signUp()
    expect((await verify(await linkToken(account.email))).statusCode).toBe(200)
    const upper = account.email.toUpperCase()
    const changed = await call({
      method: 'PATCH',
      url: '/users/me',
      headers: account.headers,
      payload: { email: upper },
    })
    expect(changed.json()).toMatchObject({ email: upper, email_verified: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.mailsTo(account.email).filter(isLinkMail)).toHaveLength(1)
  })

  it('mails no link when a profile save sends the address unchanged', async () => {
    const account = await signUp()
    await linkToken(account.email)
    const saved = await call({
      method: 'PATCH',
      url: '/users/me',
      headers: account.headers,
      payload: { name: 'Renamed', email: account.email },
    })
    expect(saved.json()).toMatchObject({ name: 'Renamed', email_verified: false })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.mailsTo(account.email).filter(isLinkMail)).toHaveLength(1)
  })

  it("made by a moderator resets the proof too: another's address is never verified for them", async () => {
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const target = await createUser(ctx)
    expect(target.user.emailVerified).toBe(true)
    const changed = await call({
      method: 'PATCH',
      url: `/users/${target.user.id}`,
      headers: moderator.headers,
      payload: { email: freshEmail() },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ email_verified: false })
  })
})

describe('an account an admin creates', () => {
  it('stays unverified until its welcome mail’s link is used', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const email = freshEmail()
    const created = await call({
      method: 'POST',
      url: '/users/',
      headers: admin.headers,
      payload: { email, password: 'long-enough-1' },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ email_verified: false })
    const welcome = await smtp.mailTo(email)
    expect(welcome.text).toContain('An account has been created for you')
    expect(welcome.text).toContain(`${FRONTEND}/login`)
    expect((await verify(await linkToken(email))).statusCode).toBe(200)
    expect(await ctx.app.repos.users.findByEmail(email)).toMatchObject({ emailVerified: true })
  })

  it('except the first admin, whose address the operator named', async () => {
    const email = freshEmail()
    expect(await createFirstAdmin(ctx.database.db, email, 'long-enough-1')).toBe(true)
    expect(await ctx.app.repos.users.findByEmail(email)).toMatchObject({ role: ROLE.admin, emailVerified: true })
  })
})

describe('Send the link again', () => {
  it('mails a new link that works as the first; the earlier ones die once one is used', async () => {
    const account = await signUp()
    const first = await linkToken(account.email)
    const resent = await call({ method: 'POST', url: '/users/me/verify-email', headers: account.headers })
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.linkSent })
    const second = await linkToken(account.email, 2)
    expect(second).not.toBe(first)
    expect((await verify(second)).statusCode).toBe(200)
    expect((await verify(first)).statusCode).toBe(400)
  })

  it('mails nothing to a verified address', async () => {
    const account = await createUser(ctx)
    const response = await call({ method: 'POST', url: '/users/me/verify-email', headers: account.headers })
    expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.mailsTo(account.user.email)).toHaveLength(0)
  })

  it(`is limited to ${EMAIL_VERIFICATION.resendMax} an hour per user`, async () => {
    const limited = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND, rateLimits: true })
    try {
      const account = await createUser(limited, { emailVerified: false })
      const statuses = []
      for (let i = 0; i <= EMAIL_VERIFICATION.resendMax; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${API}/users/me/verify-email`,
          headers: account.headers,
          remoteAddress: freshIp(),
        })
        statuses.push(response.statusCode)
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined()
      }
      expect(statuses).toEqual([...Array(EMAIL_VERIFICATION.resendMax).fill(200), 429])
    } finally {
      await limited.close()
    }
  })

  it("shares that limit with changes of one's own address, so strangers' inboxes are not flooded", async () => {
    const limited = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND, rateLimits: true })
    try {
      const account = await createUser(limited)
      const strangers = [freshEmail(), freshEmail()]
      const patch = (payload: Record<string, unknown>) =>
        limited.app.inject({
          method: 'PATCH',
          url: `${API}/users/me`,
          headers: account.headers,
          payload,
          remoteAddress: freshIp(),
        })
      const resend = await limited.app.inject({
        method: 'POST',
        url: `${API}/users/me/verify-email`,
        headers: account.headers,
        remoteAddress: freshIp(),
      })
      expect(resend.statusCode).toBe(200)
      // Alternating two strangers' addresses: the link asked for above and four moves fill the hour.
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await patch({ email: strangers[i % 2] })).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 429])
      const refused = await patch({ email: strangers[0] })
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({ detail: expect.any(String) })
      // What was refused changed nothing: the address is the last one accepted.
      expect((await limited.app.repos.users.findById(account.user.id))?.email).toBe(strangers[1])
      // A save that keeps the address (the profile form sends it every time) is no change of address.
      const kept = await patch({ email: strangers[1]?.toUpperCase(), name: 'Still Allowed' })
      expect(kept.statusCode).toBe(200)
      for (const stranger of strangers) expect(await smtp.mailsArrivedTo(stranger, 2, isLinkMail)).toHaveLength(2)
    } finally {
      await limited.close()
    }
  })
})
