import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../common/limits.js'
import { ROLE } from '../../common/roles.js'
import { API, createTestApp, createUser, type TestContext, type TestUser } from './helpers.js'

const PASSWORD = 'long-enough-1'

let ctx: TestContext
let admin: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  admin = await createUser(ctx, { role: ROLE.admin })
})
afterAll(() => ctx.close())

const freshEmail = () => `limits-${randomUUID().slice(0, 8)}@example.com`
let address = 0

/** The three forms that set a username: sign-up, the own profile, and the admin's user form. */
const FORMS = {
  'sign-up (POST /users/signup)': (name: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email: freshEmail(), name, password: PASSWORD },
      remoteAddress: `10.9.0.${++address}`,
    }),
  'profile (PATCH /users/me)': async (name: unknown) => {
    const { headers } = await createUser(ctx)
    return ctx.app.inject({ method: 'PATCH', url: `${API}/users/me`, headers, payload: { name } })
  },
  'admin create (POST /users/)': (name: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/users/`,
      headers: admin.headers,
      payload: { email: freshEmail(), name, password: PASSWORD },
    }),
  'admin update (PATCH /users/{id})': async (name: unknown) => {
    const { user } = await createUser(ctx)
    return ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/${user.id}`,
      headers: admin.headers,
      payload: { name },
    })
  },
}

describe.each(Object.entries(FORMS))('the username on %s', (_, send) => {
  it.each([LIMITS.usernameMin - 1, LIMITS.usernameMax + 1])(
    'refuses %i characters (422 at body.name)',
    async (size) => {
      const response = await send('n'.repeat(size))
      expect(response.statusCode).toBe(422)
      expect(response.json().detail[0].loc).toEqual(['body', 'name'])
    },
  )

  it.each([LIMITS.usernameMin, LIMITS.usernameMax])('accepts %i characters', async (size) => {
    const name = 'n'.repeat(size)
    const response = await send(name)
    expect(response.statusCode, response.body).toBeLessThan(300)
    expect(response.json().name).toBe(name)
  })

  it('stores an empty name (a cleared form field) as no name, like null; refuses one of white space only', async () => {
    for (const empty of ['', null]) {
      const response = await send(empty)
      expect(response.statusCode, response.body).toBeLessThan(300)
      expect(response.json().name).toBeNull()
    }
    expect((await send('   ')).statusCode).toBe(422)
  })
})

describe('hackathon addresses', () => {
  it('accept http and https in any case', async () => {
    const editor = await createUser(ctx, { role: ROLE.editor })
    for (const [url, image] of [
      ['HTTPS://EXAMPLE.ORG', 'HTTP://EXAMPLE.ORG/logo.png'],
      ['Http://example.org/x', 'hTTps://example.org/logo.png'],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: editor.headers,
        payload: {
          name: `Case ${randomUUID()}`,
          url: `${url}/${randomUUID()}`,
          image,
          start_date: '2030-01-01T10:00:00Z',
          end_date: '2030-01-02T10:00:00Z',
        },
      })
      expect(response.statusCode, response.body).toBe(201)
    }
  })

  it('refuse other schemes', async () => {
    const editor = await createUser(ctx, { role: ROLE.editor })
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: editor.headers,
      payload: {
        name: 'Ftp',
        url: 'ftp://example.org',
        start_date: '2030-01-01T10:00:00Z',
        end_date: '2030-01-02T10:00:00Z',
      },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().detail[0].loc).toEqual(['body', 'url'])
  })
})

describe('e-mail addresses', () => {
  it.each(['no-at-sign', 'a@b', 'a b@example.com', `${'a'.repeat(LIMITS.emailMax)}@example.com`])(
    'refuse %s on sign-up',
    async (email) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/signup`,
        payload: { email, password: PASSWORD },
        remoteAddress: `10.9.1.${++address}`,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().detail[0].loc).toEqual(['body', 'email'])
    },
  )
})
