import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALERT_MESSAGES } from '../../common/alerts.js'
import { ROLE } from '../../common/roles.js'
import { SPAM_GUARD } from '../../common/spam-guard.js'
import { buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { alerts, apiTokens, suggestions, usedChallenges, users, webhooks } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { solvedPayload } from '../support/altcha.js'
import {
  API,
  createTestApp,
  createUser,
  hackathonBody,
  seedHackathon,
  type TestContext,
  type TestUser,
  testClock,
} from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

const FAILED = { detail: SPAM_GUARD.failed }
const MINUTE = 60_000

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
const clock = testClock()

beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp(
    { smtp: smtp.smtpConfig, spamGuard: true, spamGuardComplexity: 1000 },
    { spamGuard: { clock, schedule: false } },
  )
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

let counter = 0
const freshEmail = () => `guard-${++counter}-${randomUUID().slice(0, 8)}@example.com`
const freshIp = () => `10.77.${(++counter >> 8) & 255}.${counter & 255}`
const call = (options: InjectOptions) =>
  ctx.app.inject({ remoteAddress: freshIp(), ...options, url: `${API}${options.url}` })

async function solution(): Promise<string> {
  const response = await call({ method: 'GET', url: '/utils/challenge' })
  expect(response.statusCode).toBe(200)
  return solvedPayload(response.json())
}

/** The mails sent to `to` once a moment has passed (mail goes out after the answer). */
async function mailsSoonTo(to: string) {
  await new Promise((resolve) => setTimeout(resolve, 300))
  return smtp.mailsTo(to)
}

/** Each guarded write, as a person's form sends it, with `extra` added to its body (or query). */
const WRITES = {
  signUp: (extra: Record<string, string>, headers: Record<string, string> = {}) =>
    call({
      method: 'POST',
      url: '/users/signup',
      payload: { email: freshEmail(), password: 'long-enough-1', ...extra },
      headers,
    }),
  recoverPassword: (extra: Record<string, string>, headers: Record<string, string> = {}) =>
    call({
      method: 'POST',
      url: `/password-recovery/${encodeURIComponent(freshEmail())}`,
      headers: { ...(extra.altcha ? { [SPAM_GUARD.header]: extra.altcha } : {}), ...headers },
      query: extra.website ? { website: extra.website } : {},
    }),
  subscribeAlert: (extra: Record<string, string>, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url: '/alerts/', payload: { email: freshEmail(), frequency: 'weekly', ...extra }, headers }),
}
const SUCCESS = { signUp: 201, recoverPassword: 200, subscribeAlert: 202 } as const

describe('GET /utils/challenge', () => {
  it('answers a signed challenge of the configured complexity, valid ten minutes, never cached', async () => {
    const response = await call({ method: 'GET', url: '/utils/challenge' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const challenge = response.json()
    expect(challenge.parameters.algorithm).toBe(SPAM_GUARD.algorithm)
    expect(challenge.signature).toEqual(expect.any(String))
    expect(challenge.parameters.expiresAt * 1000 - clock.now().getTime()).toBeGreaterThan(9 * MINUTE)
    expect(challenge.parameters.expiresAt * 1000 - clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE)
  })
})

describe.each(Object.keys(WRITES) as (keyof typeof WRITES)[])('%s with SPAM_GUARD=on', (write) => {
  it('is refused without a solution, and accepted with one', async () => {
    const without = await WRITES[write]({})
    expect(without.statusCode).toBe(400)
    expect(without.json()).toEqual(FAILED)
    const withOne = await WRITES[write]({ altcha: await solution() })
    expect(withOne.statusCode, withOne.body).toBe(SUCCESS[write])
  })

  it('answers the same 400 for a wrong, malformed, used or expired solution', async () => {
    const good = await solution()
    const decoded = JSON.parse(Buffer.from(good, 'base64').toString())
    const wrong = Buffer.from(
      JSON.stringify({ ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 } }),
    ).toString('base64')
    for (const bad of [wrong, 'not base64 json', Buffer.from('{"challenge":1}').toString('base64'), 'x'.repeat(3000)]) {
      const response = await WRITES[write]({ altcha: bad })
      expect(response.statusCode, bad.slice(0, 20)).toBe(400)
      expect(response.json()).toEqual(FAILED)
    }
    expect((await WRITES[write]({ altcha: good })).statusCode).toBe(SUCCESS[write])
    const replayed = await WRITES[write]({ altcha: good })
    expect(replayed.statusCode).toBe(400)
    expect(replayed.json()).toEqual(FAILED)

    const late = await solution()
    clock.advance(SPAM_GUARD.challengeTtlSeconds * 1000 + 1000)
    try {
      const expired = await WRITES[write]({ altcha: late })
      expect(expired.statusCode).toBe(400)
      expect(expired.json()).toEqual(FAILED)
    } finally {
      clock.advance(-(SPAM_GUARD.challengeTtlSeconds * 1000 + 1000))
    }
  })
})

describe('the X-Altcha header', () => {
  it('carries the solution of a sign-up as the body field does', async () => {
    const response = await WRITES.signUp({}, { [SPAM_GUARD.header]: await solution() })
    expect(response.statusCode, response.body).toBe(201)
  })
})

describe('a solution is used once across processes', () => {
  it('is refused by a second app on the same database once the first took it', async () => {
    // On PostgreSQL the second process has its own pool; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const other = await buildApp({
      config: ctx.config,
      db: second?.db ?? ctx.database.db,
      spamGuard: { clock, schedule: false },
    })
    try {
      const payload = await solution()
      const first = await WRITES.subscribeAlert({ altcha: payload })
      expect(first.statusCode).toBe(202)
      const again = await other.inject({
        method: 'POST',
        url: `${API}/alerts/`,
        payload: { email: freshEmail(), frequency: 'weekly', altcha: payload },
        remoteAddress: freshIp(),
      })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual(FAILED)
    } finally {
      await other.close()
      await second?.close()
    }
  })
})

describe('the cleanup', () => {
  it('deletes the used solutions once their challenge has expired, and keeps the others', async () => {
    expect((await WRITES.subscribeAlert({ altcha: await solution() })).statusCode).toBe(202)
    const stored = async () =>
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(usedChallenges))[0]?.n ?? 0
    const before = await stored()
    expect(before).toBeGreaterThan(0)
    await ctx.app.spamGuard.cleanUp()
    expect(await stored(), 'none has expired yet').toBe(before)
    clock.advance(SPAM_GUARD.challengeTtlSeconds * 1000 + 1000)
    try {
      await ctx.app.spamGuard.cleanUp()
      expect(await stored()).toBe(0)
    } finally {
      clock.advance(-(SPAM_GUARD.challengeTtlSeconds * 1000 + 1000))
    }
  })
})

describe('the honeypot', () => {
  it('answers a filled sign-up as a success, and stores and sends nothing', async () => {
    const email = freshEmail()
    const response = await call({
      method: 'POST',
      url: '/users/signup',
      payload: { email, password: 'long-enough-1', website: 'http://spam.example' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ email, role: ROLE.user, is_active: true })
    expect(await ctx.app.repos.users.findByEmail(email)).toBeUndefined()
    expect(await mailsSoonTo(email)).toEqual([])
  })

  it('answers a filled recovery as a success, and sends nothing', async () => {
    const { user } = await createUser(ctx)
    const response = await call({
      method: 'POST',
      url: `/password-recovery/${encodeURIComponent(user.email)}`,
      query: { website: 'spam' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: MESSAGES.recoverySent })
    expect(await mailsSoonTo(user.email)).toEqual([])
  })

  it('answers a filled alert subscription as a success, and stores and sends nothing', async () => {
    const email = freshEmail()
    const response = await call({
      method: 'POST',
      url: '/alerts/',
      payload: { email, frequency: 'weekly', website: 'spam' },
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ message: ALERT_MESSAGES.accepted })
    expect(await ctx.database.db.select().from(alerts).where(eq(alerts.email, email))).toEqual([])
    expect(await mailsSoonTo(email)).toEqual([])
  })

  it('answers a filled suggestion as a suggestion, and stores none', async () => {
    const author = await createUser(ctx)
    const body = hackathonBody({ name: 'Honeypot Hack', website: 'spam' })
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: author.headers,
      payload: body,
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ kind: 'new', status: 'pending', name: 'Honeypot Hack' })
    const stored = await ctx.database.db.select().from(suggestions).where(eq(suggestions.submittedById, author.user.id))
    expect(stored).toEqual([])
  })
})

describe('hackathon writes', () => {
  const send = (method: 'POST' | 'PATCH' | 'PUT', as: TestUser, payload: Record<string, unknown>, id = '') =>
    ctx.app.inject({ method, url: `${API}/hackathons/${id}`, headers: as.headers, payload })

  it("need a solution for a role-0 user's suggestion, new or edit", async () => {
    const author = await createUser(ctx)
    const refused = await send('POST', author, hackathonBody())
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual(FAILED)
    const suggested = await send('POST', author, hackathonBody({ altcha: await solution() }))
    expect(suggested.statusCode, suggested.body).toBe(202)

    const listed = await seedHackathon(ctx)
    const edit = { name: 'Renamed Hack' }
    expect((await send('PATCH', author, edit, listed.id)).statusCode).toBe(400)
    expect((await send('PATCH', author, { ...edit, altcha: await solution() }, listed.id)).statusCode).toBe(202)
    const replace = hackathonBody({ name: 'Replaced Hack' })
    expect((await send('PUT', author, replace, listed.id)).statusCode).toBe(400)
    expect((await send('PUT', author, { ...replace, altcha: await solution() }, listed.id)).statusCode).toBe(202)
  })

  it("need none for an editor's create or edit, which applies at once", async () => {
    const editor = await createUser(ctx, { role: ROLE.editor })
    const created = await send('POST', editor, hackathonBody())
    expect(created.statusCode, created.body).toBe(201)
    expect((await send('PATCH', editor, { name: 'Edited' }, created.json().id)).statusCode).toBe(200)
  })
})

describe('first suggestions', () => {
  const suggest = async (author: TestUser) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: author.headers,
      payload: hackathonBody({ altcha: await solution() }),
    })
    expect(response.statusCode).toBe(202)
    return response.json() as { id: string; first_from_account: boolean }
  }
  const reviewed = async (id: string, reviewer: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/${id}`, headers: reviewer.headers })).json()

  it('are marked while the account is younger than a day or has none approved, and not after', async () => {
    const editor = await createUser(ctx, { role: ROLE.editor })
    const author = await createUser(ctx)
    const first = await suggest(author)
    expect((await reviewed(first.id, editor)).first_from_account).toBe(true)

    // Approved, but the account is still new: its next one is still marked.
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${first.id}/approve`,
      headers: editor.headers,
    })
    expect(approve.statusCode, approve.body).toBe(200)
    const second = await suggest(author)
    expect((await reviewed(second.id, editor)).first_from_account).toBe(true)

    // Two days old with one approved: not marked.
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(users.id, author.user.id))
    expect((await reviewed(second.id, editor)).first_from_account).toBe(false)

    // An old account with none approved yet is marked.
    const other = await createUser(ctx)
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(users.id, other.user.id))
    const third = await suggest(other)
    expect((await reviewed(third.id, editor)).first_from_account).toBe(true)
  })
})

describe('POST /users/{id}/ban', () => {
  const ban = (as: TestUser, id: string) =>
    ctx.app.inject({ method: 'POST', url: `${API}/users/${id}/ban`, headers: as.headers })

  it('deactivates the account, rejects its pending suggestions, reverts its changes and deletes its alerts, API tokens and webhooks; History shows the changes undone', async () => {
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const editor = await createUser(ctx, { role: ROLE.editor })
    const spammer = await createUser(ctx)
    const listed = await seedHackathon(ctx, { name: 'Good Hack' })

    // An approved suggestion of theirs changed the listing (a revision authored by them) ...
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${listed.id}`,
      headers: spammer.headers,
      payload: { name: 'Buy Pills Hack', altcha: await solution() },
    })
    expect(changed.statusCode).toBe(202)
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${changed.json().id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    // ... another waits for review, and an alert of their address is confirmed.
    const pending = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: spammer.headers,
      payload: hackathonBody({ altcha: await solution() }),
    })
    expect(pending.statusCode).toBe(202)
    await ctx.database.db
      .insert(alerts)
      .values({ email: spammer.user.email.toLowerCase(), frequency: 'weekly', filters: {}, confirmedAt: new Date() })
    // ... and a script of theirs holds a token and posts to a webhook.
    await ctx.database.db.insert(apiTokens).values({
      userId: spammer.user.id,
      name: 'bot',
      scope: 'write',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    await ctx.database.db.insert(webhooks).values({
      userId: spammer.user.id,
      url: 'https://spam.example/hook',
      kind: 'standard',
      filters: {},
      events: ['hackathon.created'],
    })

    const response = await ban(moderator, spammer.user.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      reverted: 1,
      rejected: 1,
      alerts_deleted: 1,
      tokens_deleted: 1,
      webhooks_deleted: 1,
    })
    expect(await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.userId, spammer.user.id))).toEqual([])
    expect(await ctx.database.db.select().from(webhooks).where(eq(webhooks.userId, spammer.user.id))).toEqual([])

    const me = await ctx.app.inject({ method: 'GET', url: `${API}/users/me`, headers: spammer.headers })
    expect(me.statusCode, 'a banned account is signed out').toBe(401)
    const suggestion = await ctx.app.inject({
      method: 'GET',
      url: `${API}/suggestions/${pending.json().id}`,
      headers: editor.headers,
    })
    expect(suggestion.json().status).toBe('rejected')
    const hackathon = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${listed.id}` })
    expect(hackathon.json().name).toBe('Good Hack')
    const history = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${listed.id}/revisions` })
    const [newest, undone] = history.json().data
    expect(newest).toMatchObject({ source: 'revert', author_id: moderator.user.id, reverted_id: undone.id })
    expect(undone).toMatchObject({ author_id: spammer.user.id })
    expect(
      await ctx.database.db.select().from(alerts).where(eq(alerts.email, spammer.user.email.toLowerCase())),
    ).toEqual([])
  })

  it('follows the hierarchy of user edits', async () => {
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const admin = await createUser(ctx, { role: ROLE.admin })
    const peer = await createUser(ctx, { role: ROLE.moderator })
    expect((await ban(moderator, peer.user.id)).statusCode, 'a moderator bans only lower roles').toBe(403)
    expect((await ban(moderator, admin.user.id)).statusCode).toBe(403)
    expect((await ban(moderator, moderator.user.id)).statusCode, 'nobody bans themselves').toBe(403)
    expect((await ban(admin, randomUUID())).statusCode).toBe(404)
    const banned = await ban(admin, peer.user.id)
    expect(banned.statusCode).toBe(200)
    expect(banned.json()).toEqual({
      reverted: 0,
      rejected: 0,
      alerts_deleted: 0,
      tokens_deleted: 0,
      webhooks_deleted: 0,
    })
    expect((await ctx.app.repos.users.findById(peer.user.id))?.isActive).toBe(false)
  })
})
