import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import { createAccessToken } from '../../server/services/security.js'
import { createTestApp, createUser, logIn, TEST_PASSWORD, type TestContext } from './helpers.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/v1/users/me', headers })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('POST /login/access-token', () => {
  it('answers a bearer token that opens /login/test-token', async () => {
    const { user } = await createUser(ctx)
    const response = await logIn(ctx, user.email.toUpperCase(), TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.token_type).toBe('bearer')
    const test = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: bearer(body.access_token),
    })
    expect(test.statusCode).toBe(200)
    expect(test.json()).toMatchObject({ id: user.id, email: user.email, role: ROLE.user, is_active: true })
    expect(test.json()).not.toHaveProperty('hashed_password')
  })

  it('answers the same 400 for a wrong password and an unknown account', async () => {
    const { user } = await createUser(ctx)
    for (const [email, password] of [
      [user.email, 'wrong-password'],
      ['nobody@example.com', TEST_PASSWORD],
    ] as const) {
      const response = await logIn(ctx, email, password)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: MESSAGES.incorrectLogin })
    }
  })

  it("refuses an inactive user with 'Inactive user'", async () => {
    const { user } = await createUser(ctx, { isActive: false })
    const response = await logIn(ctx, user.email, TEST_PASSWORD)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Inactive user' })
  })

  it('slows guessing down: the 11th try in a minute answers 429 with Retry-After', async () => {
    const { user } = await createUser(ctx)
    for (let i = 0; i < 10; i++) expect((await logIn(ctx, user.email, 'guess', '10.1.1.1')).statusCode).toBe(400)
    const blocked = await logIn(ctx, user.email, TEST_PASSWORD, '10.1.1.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json()).toHaveProperty('detail')
    // Another client is not blocked for the same account.
    expect((await logIn(ctx, user.email, TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200)
  })

  it('answers 422 with the detail list when a field is missing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40example.com',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'password'], msg: expect.any(String) })
  })
})

describe('access tokens', () => {
  const refused = async (headers: Record<string, string>) => {
    const response = await me(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
  }

  it('are required, and a malformed one is refused', async () => {
    await refused({})
    await refused(bearer('not-a-jwt'))
    await refused({ authorization: 'Basic dXNlcjpwYXNz' })
  })

  it('are refused once expired or when signed with another key', async () => {
    const { user } = await createUser(ctx)
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(ctx.config.secretKey))
    await refused(bearer(expired))
    await refused(bearer(await createAccessToken(user.id, 'another-secret-key-that-is-long-enough-123', 5)))
    expect((await me(bearer(await createAccessToken(user.id, ctx.config.secretKey, 5)))).statusCode).toBe(200)
  })

  it('stop working at once for a deleted or deactivated user', async () => {
    const deleted = await createUser(ctx)
    expect((await me(deleted.headers)).statusCode).toBe(200)
    await ctx.app.repos.users.remove(deleted.user.id)
    await refused(deleted.headers)

    const deactivated = await createUser(ctx)
    await ctx.app.repos.users.update(deactivated.user.id, { isActive: false })
    await refused(deactivated.headers)
  })

  it("answer 403 'The user doesn't have enough privileges' for a role too low", async () => {
    const { headers } = await createUser(ctx, { role: ROLE.editor })
    const response = await ctx.app.inject({ url: '/api/v1/users/', headers })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: "The user doesn't have enough privileges" })
  })
})

describe('POST /users/signup', () => {
  const signUp = (payload: Record<string, unknown>, app = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/v1/users/signup', payload })

  it('creates an active role-0 account, ignoring fields a visitor may not set', async () => {
    const email = `Signup-${Date.now()}@Example.com`
    const response = await signUp({ email, name: 'Sam', password: 'long-enough-1', role: ROLE.admin, is_active: false })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ email, name: 'Sam', role: ROLE.user, is_active: true })
    expect((await logIn(ctx, email, 'long-enough-1')).statusCode).toBe(200)
  })

  it('keeps the language the site spoke at sign-up, and refuses one it does not speak', async () => {
    const email = `Sprache-${Date.now()}@example.com`
    const created = await signUp({ email, password: 'long-enough-1', locale: 'de' })
    expect(created.statusCode).toBe(201)
    expect(created.json().locale).toBe('de')
    const unknown = await signUp({ email: `x-${email}`, password: 'long-enough-1', locale: 'xx' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().detail[0].loc).toEqual(['body', 'locale'])
    expect((await signUp({ email: `none-${email}`, password: 'long-enough-1' })).json().locale).toBeNull()
  })

  it('answers 409 for an e-mail that differs only in case', async () => {
    const email = `Twice-${Date.now()}@example.com`
    expect((await signUp({ email, password: 'long-enough-1' })).statusCode).toBe(201)
    const again = await signUp({ email: email.toUpperCase(), password: 'long-enough-1' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: MESSAGES.emailTaken })
  })

  it('answers 422 with the detail list for a 7-character password or a bad e-mail', async () => {
    const short = await signUp({ email: `short-${Date.now()}@example.com`, password: '1234567' })
    expect(short.statusCode).toBe(422)
    expect(short.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: expect.any(String), type: expect.any(String) }),
    ])
    const bad = await signUp({ email: 'not-an-email', password: 'long-enough-1' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail[0].loc).toEqual(['body', 'email'])
  })

  it('answers 403 when registration is closed', async () => {
    const closed = await createTestApp({ usersOpenRegistration: false })
    try {
      const response = await signUp(
        { email: `closed-${Date.now()}@example.com`, password: 'long-enough-1' },
        closed.app,
      )
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: MESSAGES.registrationClosed })
    } finally {
      await closed.close()
    }
  })
})

describe('/users/me', () => {
  it('reads and updates the name and e-mail, and refuses a taken e-mail', async () => {
    const self = await createUser(ctx)
    const other = await createUser(ctx)
    expect((await me(self.headers)).json()).toMatchObject({ id: self.user.id, email: self.user.email })

    const email = `renamed-${Date.now()}@example.com`
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: self.headers, payload })
    const updated = await update({ name: 'New Name', email, role: ROLE.admin })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({ name: 'New Name', email, role: ROLE.user })

    const taken = await update({ email: other.user.email.toUpperCase() })
    expect(taken.statusCode).toBe(409)
    expect((await me(self.headers)).json().email).toBe(email)
  })

  it('keeps the language its owner picks, forgets it on null, and refuses one the site does not speak', async () => {
    const self = await createUser(ctx)
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: self.headers, payload })
    expect((await me(self.headers)).json().locale).toBeNull()
    expect((await update({ locale: 'pt-BR' })).json().locale).toBe('pt-BR')
    expect((await me(self.headers)).json().locale).toBe('pt-BR')
    const unknown = await update({ locale: 'klingon' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().detail[0].loc).toEqual(['body', 'locale'])
    expect((await me(self.headers)).json().locale).toBe('pt-BR')
    expect((await update({ locale: null })).json().locale).toBeNull()
  })

  it('changes the password only with the current one, and never to the same', async () => {
    const self = await createUser(ctx)
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me/password', headers: self.headers, payload })

    const wrong = await change({ current_password: 'not-my-password', new_password: 'brand-new-pass' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: 'Incorrect password' })
    const same = await change({ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD })
    expect(same.statusCode).toBe(400)
    expect(same.json()).toEqual({ detail: MESSAGES.samePassword })
    const short = await change({ current_password: TEST_PASSWORD, new_password: 'short' })
    expect(short.statusCode).toBe(422)

    expect((await change({ current_password: TEST_PASSWORD, new_password: 'brand-new-pass' })).statusCode).toBe(200)
    expect((await logIn(ctx, self.user.email, TEST_PASSWORD)).statusCode).toBe(400)
    expect((await logIn(ctx, self.user.email, 'brand-new-pass')).statusCode).toBe(200)
  })

  it('deletes a user account, whose token then stops working; an admin may not delete themselves', async () => {
    const self = await createUser(ctx)
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: self.headers })
    expect(removed.statusCode).toBe(200)
    expect((await me(self.headers)).statusCode).toBe(401)

    const admin = await createUser(ctx, { role: ROLE.admin })
    const refused = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: admin.headers })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: MESSAGES.adminSelfDelete })
    expect((await me(admin.headers)).statusCode).toBe(200)
  })
})
