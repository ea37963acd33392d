import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import { createPasswordResetToken } from '../../server/services/security.js'
import { createTestApp, createUser, logIn, TEST_PASSWORD, type TestContext } from './helpers.js'
import { linkIn, startSmtpCapture } from './support/smtp-capture.js'

const FRONTEND = 'http://hackathons.test'

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

const recover = (email: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${email}` })
const reset = (token: string, newPassword: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: newPassword } })
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

describe('password recovery by e-mail', () => {
  it("is written in the account's language, else in the one the request asks for", async () => {
    const { user: picked } = await createUser(ctx, { locale: 'ja' })
    const { user: unpicked } = await createUser(ctx)
    const asFrench = { 'accept-language': 'fr-FR,fr;q=0.9' }
    for (const email of [picked.email, unpicked.email]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/password-recovery/${email}`,
        headers: asFrench,
      })
      expect(response.statusCode).toBe(200)
    }
    const japanese = await smtp.mailTo(picked.email)
    expect(japanese.text).toContain('パスワードの回復')
    expect(japanese.text).toContain('<html lang="ja">')
    const french = await smtp.mailTo(unpicked.email)
    expect(french.text).toContain('Récupération du mot de passe')
    expect(french.text).toContain('<html lang="fr">')
    expect(french.text).not.toContain('Password recovery')
  })

  it('answers the same for an unknown address, and mails nobody', async () => {
    const { user } = await createUser(ctx)
    const known = await recover(user.email)
    const unknown = await recover('nobody-here@example.com')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    await smtp.mailTo(user.email)
    expect(smtp.mails.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false)
  })

  it('mails a reset link that works once; the password changes', async () => {
    const { user } = await createUser(ctx)
    expect((await recover(user.email)).statusCode).toBe(200)
    const mail = await smtp.mailTo(user.email)
    const link = linkIn(mail, `${FRONTEND}/reset-password?token=`)
    expect(mail.text).toContain('48 hours')

    const first = await reset(tokenOf(link), 'a-brand-new-password')
    expect(first.statusCode).toBe(200)
    expect((await logIn(ctx, user.email, 'a-brand-new-password')).statusCode).toBe(200)
    expect((await logIn(ctx, user.email, TEST_PASSWORD)).statusCode).toBe(400)

    const second = await reset(tokenOf(link), 'yet-another-password')
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual({ detail: MESSAGES.invalidToken })
  })

  it('refuses a forged token or an access token with 400 Invalid token', async () => {
    const { user, token: accessToken } = await createUser(ctx)
    for (const token of ['garbage', accessToken]) {
      const response = await reset(token, 'a-brand-new-password')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: MESSAGES.invalidToken })
    }
    expect((await logIn(ctx, user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a link once EMAIL_RESET_TOKEN_EXPIRE_HOURS have passed', async () => {
    const { user } = await createUser(ctx)
    const token = await createPasswordResetToken(user, ctx.config.secretKey, ctx.config.emailResetTokenExpireHours)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + (ctx.config.emailResetTokenExpireHours + 1) * 3_600_000)
      const late = await reset(token, 'a-brand-new-password')
      expect(late.statusCode).toBe(400)
      expect(late.json()).toEqual({ detail: MESSAGES.invalidToken })
    } finally {
      vi.useRealTimers()
    }
    // The same link was good before it expired.
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(200)
  })

  it('previews the reset e-mail as HTML for an admin only', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const url = `/api/v1/password-recovery-html-content/${moderator.user.email}`
    const preview = await ctx.app.inject({ method: 'POST', url, headers: admin.headers })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toContain('text/html')
    expect(preview.body).toContain(`${FRONTEND}/reset-password?token=`)
    expect((await ctx.app.inject({ method: 'POST', url, headers: moderator.headers })).statusCode).toBe(403)
  })
})

describe('other e-mails', () => {
  it('welcomes a user an admin creates', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const email = `welcome-${Date.now()}@example.com`
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: admin.headers,
      payload: { email, password: 'long-enough-1', role: ROLE.editor },
    })
    expect(created.statusCode).toBe(201)
    const mail = await smtp.mailTo(email)
    expect(mail.text).toContain(FRONTEND)
    expect(mail.text).not.toContain('long-enough-1')
  })

  it('sends a test e-mail for an admin only', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const editor = await createUser(ctx, { role: ROLE.editor })
    const send = (headers: Record<string, string>, to: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/utils/test-email/?email_to=${to}`, headers })
    expect((await send(editor.headers, 'refused@example.com')).statusCode).toBe(403)
    const sent = await send(admin.headers, 'test-inbox@example.com')
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toEqual({ message: MESSAGES.testEmailSent })
    await smtp.mailTo('test-inbox@example.com')
    expect(smtp.mails.some((mail) => mail.to.includes('refused@example.com'))).toBe(false)
  })
})
