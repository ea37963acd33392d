import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type App, buildApp } from '../../server/app.js'
import type { DatabaseHandle } from '../../server/db/index.js'
import { loggableError } from '../../server/plugins/app/error-handler.js'
import { API, openTestDatabase, testConfig } from './helpers.js'
import { linkIn, startSmtpCapture } from './support/smtp-capture.js'

/**
 * The server log through a whole account journey holds no password, no argon2 hash, no JWT, no
 * reset token or link and no SQL parameter list. E-mail goes through a real SMTP capture here, as in
 * production: without SMTP_HOST the local-development mailer writes e-mails (links included) to the
 * log on purpose, and in staging and production it writes only the recipient and subject (checked
 * below), so a shared log never holds a working reset link.
 */

const FRONTEND = 'http://hackathons.test'
const PASSWORD = 'journey-password-1'
const NEW_PASSWORD = 'journey-password-2'

/** An app whose log lines are kept in memory, at debug level (more than production's info). */
async function appWithLog(database: DatabaseHandle, overrides: Parameters<typeof testConfig>[0]) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const app = await buildApp({ config: testConfig(overrides), db: database.db, logger: { level: 'debug', stream } })
  await app.ready()
  return { app, log: () => lines.join('') }
}

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/

/** Waits for the `nth` (1-based) mail to `to`. */
async function nextMail(to: string, nth: number) {
  const deadline = Date.now() + 5000
  while (smtp.mailsTo(to).length < nth) {
    if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return smtp.mailsTo(to)[nth - 1] as NonNullable<ReturnType<typeof smtp.mailsTo>[number]>
}

let database: DatabaseHandle
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let app: App
let log: () => string

beforeAll(async () => {
  database = await openTestDatabase()
  smtp = await startSmtpCapture()
  ;({ app, log } = await appWithLog(database, { smtp: smtp.smtpConfig, frontendHost: FRONTEND }))
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
  await database?.close()
})

describe('the server log', () => {
  it('holds no secret through sign-up, log-in, recovery, reset and refused writes', async () => {
    const email = 'journey@example.com'
    const signup = await app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email, password: PASSWORD, name: 'Journey' },
    })
    expect(signup.statusCode, signup.body).toBe(201)

    const login = await app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    })
    expect(login.statusCode, login.body).toBe(200)
    const accessToken = (login.json() as { access_token: string }).access_token
    const auth = { authorization: `Bearer ${accessToken}` }
    expect((await app.inject({ method: 'GET', url: `${API}/users/me`, headers: auth })).statusCode).toBe(200)

    // The sign-up's verification link: its page and its use are logged, its token is not.
    const verifyLink = linkIn(await smtp.mailTo(email), `${FRONTEND}/verify-email?token=`)
    const verifyToken = new URL(verifyLink).searchParams.get('token') ?? ''
    await app.inject({ method: 'GET', url: `/verify-email?token=${verifyToken}` })
    const verified = await app.inject({
      method: 'POST',
      url: `${API}/users/verify-email`,
      payload: { token: verifyToken },
    })
    expect(verified.statusCode, verified.body).toBe(200)

    const recovery = await app.inject({ method: 'POST', url: `${API}/password-recovery/${email}` })
    expect(recovery.statusCode).toBe(200)
    const link = linkIn(await nextMail(email, 2), `${FRONTEND}/reset-password?token=`)
    const resetToken = new URL(link).searchParams.get('token') ?? ''
    // The SPA's page for the link is served by this server: its URL is logged, its token is not.
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` })
    const reset = await app.inject({
      method: 'POST',
      url: `${API}/reset-password/`,
      payload: { token: resetToken, new_password: NEW_PASSWORD },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const reused = await app.inject({
      method: 'POST',
      url: `${API}/reset-password/`,
      payload: { token: resetToken, new_password: PASSWORD },
    })
    expect(reused.statusCode).toBe(400)
    // The reset ended every earlier session: log in again with the new password.
    const relogin = await app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: NEW_PASSWORD }).toString(),
    })
    expect(relogin.statusCode, relogin.body).toBe(200)
    const session = { authorization: `Bearer ${relogin.json().access_token}` }

    const wrongLogin = await app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    })
    expect(wrongLogin.statusCode).toBe(400)
    const duplicate = await app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email, password: NEW_PASSWORD },
    })
    expect(duplicate.statusCode).toBe(409)
    const nul = await app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email: 'nul@example.com', password: NEW_PASSWORD, name: 'N\u0000L' },
    })
    expect(nul.statusCode).toBe(422)
    const badDate = await app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: session,
      payload: {
        name: 'Bad',
        url: 'https://bad.example/',
        start_date: '2026-02-30T10:00:00Z',
        end_date: '2026-03-01T10:00:00Z',
      },
    })
    expect(badDate.statusCode).toBe(422)
    const changed = await app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers: session,
      payload: { current_password: NEW_PASSWORD, new_password: PASSWORD },
    })
    expect(changed.statusCode, changed.body).toBe(200)

    const user = await app.repos.users.findByEmail(email)
    const text = log()
    expect(text).toContain('incoming request')
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      accessToken,
      resetToken,
      link,
      verifyToken,
      user?.hashedPassword ?? '$argon2',
    ]) {
      expect(text.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false)
    }
    expect(text).not.toMatch(JWT)
    expect(text).not.toContain('$argon2')
    expect(text).not.toMatch(/params:/)
  })

  it('keeps the parameters of a failed query out of what it logs', async () => {
    const error = await database.db.execute(sql`select ${'secret-parameter-value'}::int`).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    expect(JSON.stringify({ message: (error as Error).message })).toContain('secret-parameter-value')
    const safe = loggableError(error) as Error
    const logged = JSON.stringify({ message: safe.message, stack: safe.stack, cause: safe.cause })
    expect(logged).toContain('Failed query')
    expect(logged).not.toContain('secret-parameter-value')
  })

  it('redacts authorization headers and password fields whoever logs them', async () => {
    app.log.info(
      { req: { headers: { authorization: 'Bearer abc.def.ghi' } }, body: { password: 'p4ss-word', token: 't0k3n' } },
      'x',
    )
    const text = log()
    expect(text).not.toContain('abc.def.ghi')
    expect(text).not.toContain('p4ss-word')
    expect(text).not.toContain('t0k3n')
  })
})

describe('e-mail without SMTP_HOST', () => {
  it('goes to the log with its link in local development only; staging and production log no link', async () => {
    for (const environment of ['local', 'production'] as const) {
      const { app: bare, log: bareLog } = await appWithLog(database, {
        environment,
        smtp: undefined,
        frontendHost: FRONTEND,
      })
      await bare.inject({ method: 'POST', url: `${API}/password-recovery/journey@example.com` })
      // The mail is written to the log after the answer: wait for it as for a mail, not a fixed moment.
      await vi.waitFor(() => expect(bareLog()).toMatch(/reset-password\?token=|e-mail not sent/), { timeout: 10_000 })
      const text = bareLog()
      if (environment === 'local') {
        expect(text).toContain(`${FRONTEND}/reset-password?token=`)
      } else {
        expect(text).toContain('e-mail not sent')
        expect(text).not.toContain('reset-password?token=')
        expect(text).not.toMatch(JWT)
      }
      await bare.close()
    }
  })
})
