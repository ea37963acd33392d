import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { API_TOKENS } from '../../common/api-tokens.js'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { apiTokens } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { API, createTestApp, createUser, hackathonBody, type TestContext, type TestUser, testClock } from './helpers.js'

/** Low, so a test reaches it in a few calls; each test uses tokens of its own. */
const RATE = 5
const DAY_MS = 24 * 3_600_000
const clock = testClock(new Date())

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ apiTokenRatePerMinute: RATE }, { apiTokens: { clock } })
})
afterAll(async () => {
  await ctx?.close()
})

interface Created {
  id: string
  name: string
  scope: string
  token: string
  created_at: string
  expires_at: string
  last_used_at: string | null
}

async function mint(owner: TestUser, body: Record<string, unknown> = {}): Promise<Created> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/users/me/tokens`,
    headers: owner.headers,
    payload: { name: 'Discord bot', scope: 'write', ...body },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Created
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const me = (token: string, app = ctx.app) => app.inject({ url: `${API}/users/me`, headers: bearer(token) })

describe('personal API tokens', () => {
  it('are made, listed without their secret, and revoked by their owner', async () => {
    const owner = await createUser(ctx)
    const before = clock.now()
    const made = await mint(owner, { name: 'Release script', scope: 'read' })
    expect(made).toEqual({
      id: expect.any(String),
      name: 'Release script',
      scope: 'read',
      token: expect.stringMatching(/^hk_[\w-]{43}$/),
      created_at: before.toISOString(),
      expires_at: new Date(before.getTime() + API_TOKENS.expiresInDaysDefault * DAY_MS).toISOString(),
      last_used_at: null,
    })

    const list = await ctx.app.inject({ url: `${API}/users/me/tokens`, headers: owner.headers })
    expect(list.statusCode).toBe(200)
    const { token: _secret, ...listed } = made
    expect(list.json()).toEqual({ data: [listed], count: 1 })
    expect(list.body).not.toContain(made.token)

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/users/me/tokens/${made.id}`,
      headers: owner.headers,
    })
    expect(revoked.statusCode).toBe(204)
    const after = await ctx.app.inject({ url: `${API}/users/me/tokens`, headers: owner.headers })
    expect(after.json()).toEqual({ data: [], count: 0 })
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/users/me/tokens/${made.id}`,
      headers: owner.headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: MESSAGES.apiTokenNotFound })
  })

  it('act as their user, and the table never holds the token', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner, { expires_in_days: 7 })
    const answer = await me(made.token)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ id: owner.user.id, email: owner.user.email })

    const rows = await ctx.database.db.execute(sql`select * from ${apiTokens} where id = ${made.id}`)
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows)
    expect(stored).toContain(made.id)
    expect(stored).not.toContain(made.token)
    expect(stored).not.toContain(made.token.slice(API_TOKENS.prefix.length))
  })

  it('refuses a bad body with a 422 naming the field, storing nothing', async () => {
    const owner = await createUser(ctx)
    for (const [body, field] of [
      [{ name: 'x'.repeat(API_TOKENS.nameMax + 1), scope: 'read' }, 'name'],
      [{ name: 'Bot', scope: 'admin' }, 'scope'],
      [{ name: 'Bot', scope: 'read', expires_in_days: 0 }, 'expires_in_days'],
      [{ name: 'Bot', scope: 'read', expires_in_days: 366 }, 'expires_in_days'],
      [{ name: '   ', scope: 'read' }, 'name'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/me/tokens`,
        headers: owner.headers,
        payload: body,
      })
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(JSON.stringify(response.json())).toContain(field)
    }
    const rows = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id))
    expect(rows).toEqual([])
  })

  it('need a verified address to be made', async () => {
    const unverified = await createUser(ctx, { emailVerified: false })
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/me/tokens`,
      headers: unverified.headers,
      payload: { name: 'Bot', scope: 'read' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: EMAIL_VERIFICATION_MESSAGES.verifyFirst })
  })

  it('cannot mint tokens, nor take over the account', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner)
    const minted = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/me/tokens`,
      headers: bearer(made.token),
      payload: { name: 'Child', scope: 'write' },
    })
    expect(minted.statusCode).toBe(403)
    expect(minted.json()).toEqual({ detail: MESSAGES.sessionOnly })
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/me`,
      headers: bearer(made.token),
      payload: { email: 'thief@example.com' },
    })
    expect(moved.statusCode).toBe(403)
    const rows = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id))
    expect(rows).toHaveLength(1)
  })

  it('keep a read token to reads: a write is 403 with the reason, and nothing is stored', async () => {
    const owner = await createUser(ctx, { role: ROLE.editor })
    const read = await mint(owner, { scope: 'read' })
    const body = hackathonBody({ name: 'Read token hack' })
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: bearer(read.token),
      payload: body,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: 'This token is read-only' })
    const listed = await ctx.app.inject({
      url: `${API}/hackathons/?q=Read%20token%20hack`,
      headers: bearer(read.token),
    })
    expect(listed.statusCode).toBe(200)
    expect((listed.json() as { count: number }).count).toBe(0)

    const write = await mint(owner, { scope: 'write' })
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: bearer(write.token),
      payload: body,
    })
    expect(created.statusCode, created.body).toBe(201)
  })

  it('answer 401 once revoked, in every process on the database', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner)
    // On PostgreSQL the second process has its own pool; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const other = await buildApp({ config: ctx.config, db: second?.db ?? ctx.database.db, apiTokens: { clock } })
    try {
      await other.ready()
      expect((await me(made.token, other)).statusCode).toBe(200)
      const revoked = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/users/me/tokens/${made.id}`,
        headers: owner.headers,
      })
      expect(revoked.statusCode).toBe(204)
      for (const app of [other, ctx.app]) {
        const answer = await me(made.token, app)
        expect(answer.statusCode).toBe(401)
        expect(answer.json()).toEqual({ detail: MESSAGES.invalidCredentials })
      }
      // A public route too: the script meant to act as someone, so it learns its token no longer works.
      expect((await other.inject({ url: `${API}/hackathons/`, headers: bearer(made.token) })).statusCode).toBe(401)
    } finally {
      await other.close()
      await second?.close()
    }
  })

  it('answer 401 once expired', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner, { expires_in_days: 1 })
    expect((await me(made.token)).statusCode).toBe(200)
    const start = clock.now()
    try {
      clock.advance(DAY_MS + 1000)
      expect((await me(made.token)).statusCode).toBe(401)
    } finally {
      clock.set(start)
    }
  })

  it("end with their user's deactivation, ban or deletion", async () => {
    const deactivated = await createUser(ctx)
    const a = await mint(deactivated)
    expect((await me(a.token)).statusCode).toBe(200)
    await ctx.app.repos.users.update(deactivated.user.id, { isActive: false })
    expect((await me(a.token)).statusCode).toBe(401)
    // For good: reactivated, the account starts without them, as it starts without its sessions.
    await ctx.app.repos.users.update(deactivated.user.id, { isActive: true })
    expect((await me(a.token)).statusCode).toBe(401)
    expect(await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.userId, deactivated.user.id))).toEqual([])

    const banned = await createUser(ctx)
    const c = await mint(banned)
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const ban = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/${banned.user.id}/ban`,
      headers: moderator.headers,
    })
    expect(ban.statusCode, ban.body).toBe(200)
    expect((await me(c.token)).statusCode).toBe(401)

    const deleted = await createUser(ctx)
    const b = await mint(deleted)
    await ctx.app.repos.users.remove(deleted.user.id)
    expect((await me(b.token)).statusCode).toBe(401)
    const rows = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, b.id))
    expect(rows).toEqual([])
  })

  it('record their last use, at most once a minute', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner)
    const start = clock.now()
    const lastUsed = async () => {
      const list = await ctx.app.inject({ url: `${API}/users/me/tokens`, headers: owner.headers })
      return (list.json() as { data: Created[] }).data[0]?.last_used_at
    }
    try {
      await me(made.token)
      expect(await lastUsed()).toBe(start.toISOString())
      clock.advance(30_000)
      await me(made.token)
      expect(await lastUsed()).toBe(start.toISOString())
      clock.advance(31_000)
      await me(made.token)
      expect(await lastUsed()).toBe(clock.now().toISOString())
    } finally {
      clock.set(start)
    }
  })

  it('are limited per token across processes, and every answer says where the client stands', async () => {
    const owner = await createUser(ctx)
    const made = await mint(owner, { scope: 'read' })
    const other = await buildApp({ config: ctx.config, db: ctx.database.db, apiTokens: { clock } })
    try {
      await other.ready()
      for (let i = 1; i <= RATE; i++) {
        const answer = await (i % 2 ? ctx.app : other).inject({
          url: `${API}/hackathons/`,
          headers: bearer(made.token),
        })
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['ratelimit-limit']).toBe(String(RATE))
        expect(answer.headers['ratelimit-remaining']).toBe(String(RATE - i))
        const reset = Number(answer.headers['ratelimit-reset'])
        expect(reset).toBeGreaterThanOrEqual(1)
        expect(reset).toBeLessThanOrEqual(API_TOKENS.rateWindowSeconds)
      }
      const refused = await other.inject({ url: `${API}/hackathons/`, headers: bearer(made.token) })
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ detail: MESSAGES.tooManyRequests })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(refused.headers['ratelimit-remaining']).toBe('0')
      // A refused write carries them too.
      const write = await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: bearer(made.token),
        payload: hackathonBody(),
      })
      expect(write.statusCode).toBe(429)

      // Another token of the same account has its own count; a session has none.
      const fresh = await mint(owner, { scope: 'read' })
      const answer = await me(fresh.token)
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['ratelimit-remaining']).toBe(String(RATE - 1))
      const session = await ctx.app.inject({ url: `${API}/users/me`, headers: owner.headers })
      expect(session.headers['ratelimit-limit']).toBeUndefined()
    } finally {
      await other.close()
    }
  })

  it('are described in the OpenAPI document as a security scheme', async () => {
    const document = ctx.app.swagger() as unknown as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> }
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>
    }
    expect(document.components.securitySchemes.ApiToken).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.paths[`${API}/users/me/saved`]?.get?.security).toContainEqual({ ApiToken: [] })
    expect(document.paths[`${API}/users/me/tokens`]?.post?.security).not.toContainEqual({ ApiToken: [] })
  })
})
