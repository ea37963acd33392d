import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { ROLE, type Role } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import { createAccessToken, hashPassword } from '../../server/services/security.js'
import { API, createTestApp, seedHackathon, seedSeries, TEST_PASSWORD, type TestContext } from './helpers.js'

/**
 * Invariants under concurrent requests: each round fires the racing requests together
 * (`Promise.all` of `inject()`, which the server runs interleaved, each query on its own pooled
 * connection) and checks the invariant right after.
 *
 * Races are only real on PostgreSQL (TEST_DATABASE_URL): PGlite has one connection, so its
 * transactions run one after the other whatever the code does. On PGlite the same rounds run, but
 * fewer, as a check that the locking code works there too; they cannot catch a missing lock.
 */
const ROUNDS = process.env.TEST_DATABASE_URL ? 25 : 3

let ctx: TestContext
let hashed: string

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await ctx.database.db.execute(statement))
}

/** A user straight in the database, with a token (one shared hash: argon2 per user would be slow). */
async function user(role: Role) {
  const row = await ctx.app.repos.users.create({
    email: `race-${randomUUID()}@example.com`,
    name: null,
    hashedPassword: hashed,
    role,
  })
  const token = await createAccessToken(row.id, ctx.config.secretKey, 60)
  return { id: row.id, headers: { authorization: `Bearer ${token}` } }
}

/** Two fresh admins, and no other active admin: the next change decides whether one remains. */
async function twoLastAdmins() {
  await ctx.database.db.execute(sql`update users set is_active = false where role >= ${ROLE.admin}`)
  return [await user(ROLE.admin), await user(ROLE.admin)] as const
}

const activeAdmins = async () =>
  Number(
    (await query<{ n: number }>(sql`select count(*)::int as n from users where role >= ${ROLE.admin} and is_active`))[0]
      ?.n,
  )

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort()

beforeAll(async () => {
  ctx = await createTestApp()
  hashed = await hashPassword(TEST_PASSWORD)
})

afterAll(async () => {
  await ctx?.close()
})

describe('the last active admin', () => {
  type Change = (actor: { headers: Record<string, string> }, target: { id: string }) => Promise<{ statusCode: number }>
  const demote: Change = (actor, target) =>
    ctx.app.inject({ method: 'PATCH', url: `${API}/users/${target.id}`, headers: actor.headers, payload: { role: 5 } })
  const deactivate: Change = (actor, target) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/${target.id}`,
      headers: actor.headers,
      payload: { is_active: false },
    })
  const remove: Change = (actor, target) =>
    ctx.app.inject({ method: 'DELETE', url: `${API}/users/${target.id}`, headers: actor.headers })

  it.each([
    ['demote each other', demote, demote],
    ['deactivate each other', deactivate, deactivate],
    ['delete each other', remove, remove],
    ['one demotes while the other deletes', demote, remove],
    ['one deactivates while the other demotes', deactivate, demote],
  ] as const)('two admins who %s at once leave one active admin', async (_, first, second) => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoLastAdmins()
      const responses = await Promise.all([first(a, b), second(b, a)])
      // The loser is refused: 409 (last admin), or 403/401 when it was already demoted, deactivated
      // or deleted by the time its request was authenticated. Never a 500.
      expect(
        statuses(responses).filter((s) => s === 200),
        `round ${round}: ${statuses(responses)}`,
      ).toHaveLength(1)
      for (const s of statuses(responses)) expect([200, 401, 403, 409]).toContain(s)
      expect(await activeAdmins(), `round ${round}`).toBe(1)
    }
  })
})

describe('a suggestion is reviewed once', () => {
  async function pendingNew() {
    const submitter = await user(ROLE.user)
    const url = `https://race-${randomUUID()}.example/`
    const suggestion = await ctx.app.repos.suggestions.createPending(
      'new',
      null,
      {
        name: 'Race Hack',
        url,
        start_date: '2031-01-01T10:00:00.000Z',
        end_date: '2031-01-02T10:00:00.000Z',
      },
      submitter.id,
    )
    return { id: suggestion.id, url }
  }

  const review = (id: string, decision: 'approve' | 'reject', reviewer: { headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: `${API}/suggestions/${id}/${decision}`, headers: reviewer.headers })

  it.each([
    ['approve', 'approve'],
    ['approve', 'reject'],
    ['reject', 'reject'],
  ] as const)('two reviewers who %s and %s at once: exactly one wins, the other gets 409', async (first, second) => {
    const [one, two] = [await user(ROLE.editor), await user(ROLE.editor)]
    for (let round = 0; round < ROUNDS; round++) {
      const { id, url } = await pendingNew()
      const responses = await Promise.all([review(id, first, one), review(id, second, two)])
      expect(statuses(responses), `round ${round}`).toEqual([200, 409])
      const winner = responses.find((r) => r.statusCode === 200)?.json() as { status: string }
      const [stored] = await query<{ status: string }>(sql`select status from suggestions where id = ${id}`)
      expect(stored?.status).toBe(winner.status)
      // An approval applies its changes once: one hackathon, or none when rejected.
      const [created] = await query<{ n: number }>(sql`select count(*)::int as n from hackathons where url = ${url}`)
      expect(created?.n, `round ${round}`).toBe(winner.status === 'approved' ? 1 : 0)
    }
  })

  it('two reviewers approving one update suggestion at once apply it once', async () => {
    const [one, two] = [await user(ROLE.editor), await user(ROLE.editor)]
    const submitter = await user(ROLE.user)
    for (let round = 0; round < ROUNDS; round++) {
      const hackathon = await seedHackathon(ctx, { name: `Before ${round}` })
      const suggestion = await ctx.app.repos.suggestions.createPending(
        'update',
        hackathon.id,
        { name: `After ${round}` },
        submitter.id,
      )
      const responses = await Promise.all([
        review(suggestion.id, 'approve', one),
        review(suggestion.id, 'approve', two),
      ])
      expect(statuses(responses), `round ${round}`).toEqual([200, 409])
      expect((await ctx.app.repos.hackathons.findById(hackathon.id))?.name).toBe(`After ${round}`)
    }
  })
})

describe('an e-mail address has one account', () => {
  const accounts = async (email: string) =>
    Number(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`,
        )
      )[0]?.n,
    )

  it('two sign-ups with one address at once: one 201, one 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `signup-${randomUUID()}@example.com`
      const responses = await Promise.all(
        [email, email.toUpperCase()].map((address, i) =>
          ctx.app.inject({
            method: 'POST',
            url: `${API}/users/signup`,
            payload: { email: address, password: TEST_PASSWORD },
            remoteAddress: `10.9.${round}.${i + 1}`,
          }),
        ),
      )
      expect(statuses(responses), `round ${round}`).toEqual([201, 409])
      expect(await accounts(email)).toBe(1)
    }
  })

  it('two admins creating one address at once: one 201, one 409', async () => {
    const [a, b] = [await user(ROLE.admin), await user(ROLE.admin)]
    for (let round = 0; round < ROUNDS; round++) {
      const email = `create-${randomUUID()}@example.com`
      const responses = await Promise.all(
        [
          [a, email],
          [b, email.toUpperCase()],
        ].map(([actor, address]) =>
          ctx.app.inject({
            method: 'POST',
            url: `${API}/users/`,
            headers: (actor as { headers: Record<string, string> }).headers,
            payload: { email: address, password: TEST_PASSWORD },
          }),
        ),
      )
      expect(statuses(responses), `round ${round}`).toEqual([201, 409])
      expect(await accounts(email)).toBe(1)
    }
  })

  it('two users moving to one address at once: one 200, one 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await user(ROLE.user), await user(ROLE.user)]
      const email = `move-${randomUUID()}@example.com`
      const responses = await Promise.all(
        [
          [a, email],
          [b, email.toUpperCase()],
        ].map(([actor, address]) =>
          ctx.app.inject({
            method: 'PATCH',
            url: `${API}/users/me`,
            headers: (actor as { headers: Record<string, string> }).headers,
            payload: { email: address },
          }),
        ),
      )
      expect(statuses(responses), `round ${round}`).toEqual([200, 409])
      expect(await accounts(email)).toBe(1)
    }
  })
})

describe('a page is listed once', () => {
  it('two editors creating one page at once, written two ways: one 201, one 409 naming the winner', async () => {
    const [a, b] = [await user(ROLE.editor), await user(ROLE.editor)]
    for (let round = 0; round < ROUNDS; round++) {
      const host = `race-${randomUUID()}.example`
      const responses = await Promise.all(
        [
          [a, `https://${host}/hack`],
          [b, `HTTP://www.${host}/hack/?utm_source=race`],
        ].map(([actor, url]) =>
          ctx.app.inject({
            method: 'POST',
            url: `${API}/hackathons/`,
            headers: (actor as { headers: Record<string, string> }).headers,
            payload: { name: 'Race Hack', url, start_date: '2031-01-01T10:00:00Z', end_date: '2031-01-02T10:00:00Z' },
          }),
        ),
      )
      expect(statuses(responses), `round ${round}: ${responses.map((r) => r.body)}`).toEqual([201, 409])
      const winner = responses.find((r) => r.statusCode === 201)?.json() as { id: string }
      const loser = responses.find((r) => r.statusCode === 409)?.json()
      expect(loser, `round ${round}`).toEqual({ detail: HACKATHON_LIST_MESSAGES.alreadyListed, existing_id: winner.id })
      const [listed] = await query<{ n: number }>(
        sql`select count(*)::int as n from hackathons where url_key = hackathon_url_key(${`https://${host}/hack`})`,
      )
      expect(listed?.n, `round ${round}`).toBe(1)
    }
  })

  it('two suggestions of one page approved at once: one 200, one 409 that stays pending', async () => {
    const [one, two] = [await user(ROLE.editor), await user(ROLE.editor)]
    const submitter = await user(ROLE.user)
    for (let round = 0; round < ROUNDS; round++) {
      const host = `race-${randomUUID()}.example`
      const suggested = []
      for (const url of [`https://${host}/hack`, `https://www.${host}/hack/#top`]) {
        const fields = { name: 'Race Hack', url, start_date: '2031-01-01T10:00:00.000Z' }
        const end_date = '2031-01-02T10:00:00.000Z'
        suggested.push(
          await ctx.app.repos.suggestions.createPending('new', null, { ...fields, end_date }, submitter.id),
        )
      }
      const responses = await Promise.all(
        suggested.map((suggestion, i) =>
          ctx.app.inject({
            method: 'POST',
            url: `${API}/suggestions/${suggestion.id}/approve`,
            headers: (i === 0 ? one : two).headers,
          }),
        ),
      )
      expect(statuses(responses), `round ${round}: ${responses.map((r) => r.body)}`).toEqual([200, 409])
      const winner = responses.find((r) => r.statusCode === 200)?.json() as { hackathon_id: string }
      expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({
        detail: HACKATHON_LIST_MESSAGES.alreadyListed,
        existing_id: winner.hackathon_id,
      })
      const states = await query<{ status: string }>(
        sql`select status from suggestions where id in (${suggested[0]?.id}, ${suggested[1]?.id}) order by status`,
      )
      expect(states.map((row) => row.status)).toEqual(['approved', 'pending'])
    }
  })
})

describe('series membership', () => {
  const dangling = async () =>
    Number(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from hackathons h
              where h.series_id is not null and not exists (select 1 from series s where s.id = h.series_id)`,
        )
      )[0]?.n,
    )

  it('membership changes racing a delete of the series and each other: no 500, no dangling series_id', async () => {
    const admin = await user(ROLE.admin)
    for (let round = 0; round < ROUNDS; round++) {
      const [doomed, other] = [await seedSeries(ctx, `Doomed ${round}`), await seedSeries(ctx, `Other ${round}`)]
      const members = []
      for (let i = 0; i < 6; i++)
        members.push(await seedHackathon(ctx, { name: `Member ${round}.${i}`, seriesId: doomed.id }))
      const ids = members.map((h) => h.id)
      const put = (seriesId: string, hackathonIds: string[]) =>
        ctx.app.inject({
          method: 'PUT',
          url: `${API}/series/${seriesId}/hackathons`,
          headers: admin.headers,
          payload: { hackathon_ids: hackathonIds },
        })
      const responses = await Promise.all([
        put(doomed.id, ids.slice(0, 4)),
        ctx.app.inject({ method: 'DELETE', url: `${API}/series/${doomed.id}`, headers: admin.headers }),
        put(other.id, [...ids].reverse().slice(0, 4)),
        put(doomed.id, [...ids].reverse()),
        put(other.id, ids.slice(2)),
      ])
      for (const response of responses)
        expect([200, 404], `round ${round}: ${response.body}`).toContain(response.statusCode)
      expect(responses[1]?.statusCode, 'the delete').toBe(200)
      expect(await dangling(), `round ${round}`).toBe(0)
      expect(await ctx.app.repos.series.findById(doomed.id)).toBeUndefined()
    }
  })
})

describe('concurrent edits of one hackathon', () => {
  const DAY = 24 * 60 * 60 * 1000
  const START = Date.parse('2031-03-01T10:00:00Z')
  const at = (days: number) => new Date(START + days * DAY).toISOString()

  /**
   * Pairs of edits, each valid on the hackathon as it is, that together would break a rule: the
   * start moved past an end another request moves earlier, or the deadline moved past it.
   */
  const PAIRS = [
    ['the start and the end', { start_date: at(1.5) }, { end_date: at(0.5) }],
    ['the registration deadline and the end', { registration_deadline: at(1.5) }, { end_date: at(0.5) }],
  ] as const

  async function racing(round: number) {
    const editor = await user(ROLE.editor)
    const seeded = await seedHackathon(ctx, {
      name: `Racing dates ${round}`,
      startDate: new Date(START),
      endDate: new Date(START + 2 * DAY),
      registrationDeadline: new Date(START),
    })
    const patch = (payload: Record<string, string>) =>
      ctx.app.inject({ method: 'PATCH', url: `${API}/hackathons/${seeded.id}`, headers: editor.headers, payload })
    const keepsRules = async () =>
      (
        await query<{ ok: boolean }>(
          sql`select end_date >= start_date and registration_deadline <= end_date as ok
              from hackathons where id = ${seeded.id}`,
        )
      )[0]?.ok
    return { id: seeded.id, patch, keepsRules }
  }

  it.each(PAIRS)('moving %s at once: one applies, the other never answers 500', async (_, first, second) => {
    for (let round = 0; round < ROUNDS; round++) {
      const { patch, keepsRules } = await racing(round)
      const responses = await Promise.all([patch(first), patch(second)])
      // The loser is refused: 409 when it was checked on the hackathon as it read it and then found
      // it changed under its lock, 422 when it read the winner's change already.
      for (const response of responses) {
        expect([200, 409, 422], `round ${round}: ${response.body}`).toContain(response.statusCode)
      }
      expect(statuses(responses), `round ${round}`).toContain(200)
      expect(await keepsRules(), `round ${round}`).toBe(true)
    }
  })
})

/**
 * The same pairs, made to meet on the row lock every time: a transaction of the test holds the
 * hackathon's lock while both requests read it and pass their first check, so both then wait for the
 * lock, and the second to get it must judge its change on the hackathon the first left. Only
 * PostgreSQL has a second connection to hold the lock from.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent edits meeting on the row lock (PostgreSQL)', () => {
  const DAY = 24 * 60 * 60 * 1000
  const START = Date.parse('2031-03-01T10:00:00Z')
  const at = (days: number) => new Date(START + days * DAY).toISOString()

  it.each([
    ['the start and the end', { start_date: at(1.5) }, { end_date: at(0.5) }, MESSAGES.endBeforeStart],
    [
      'the registration deadline and the end',
      { registration_deadline: at(1.5) },
      { end_date: at(0.5) },
      MESSAGES.registrationDeadlineAfterEnd,
    ],
  ] as const)(
    'moving %s: 200 for the first, 409 naming the broken rule for the other',
    async (_, first, second, rule) => {
      const editor = await user(ROLE.editor)
      const seeded = await seedHackathon(ctx, {
        startDate: new Date(START),
        endDate: new Date(START + 2 * DAY),
        registrationDeadline: new Date(START),
      })
      const patch = (payload: Record<string, string>) =>
        ctx.app.inject({ method: 'PATCH', url: `${API}/hackathons/${seeded.id}`, headers: editor.headers, payload })
      const waitingForLock = async () =>
        Number(
          (
            await query<{ n: number }>(
              sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          )[0]?.n,
        )
      let responses: { statusCode: number; body: string }[] = []
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from hackathons where id = ${seeded.id} for update`)
        const sent = Promise.all([patch(first), patch(second)])
        for (let tries = 0; (await waitingForLock()) < 2; tries++) {
          expect(tries, 'both requests wait for the lock').toBeLessThan(500)
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        // Released at commit: the two requests go on, one after the other.
        void sent.then((answered) => {
          responses = answered
        })
      })
      for (let tries = 0; responses.length === 0; tries++) {
        expect(tries, 'both requests answer').toBeLessThan(500)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual([200, 409])
      expect(responses.find((r) => r.statusCode === 409)?.body).toBe(JSON.stringify({ detail: rule }))
      const hackathon = (await ctx.app.inject({ url: `${API}/hackathons/${seeded.id}` })).json() as Record<
        string,
        string
      >
      expect(Date.parse(hackathon.end_date ?? '')).toBeGreaterThanOrEqual(Date.parse(hackathon.start_date ?? ''))
    },
  )
})
