import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { ROLE } from '../../common/roles.js'
import { hackathons } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  seedHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'
import { multipartBody } from './support/operations.js'

/**
 * Approving many suggestions at once (POST /suggestions/approve): each by the single approval's
 * rules and in its own transaction, so one that cannot be approved is reported with why and
 * neither stops nor undoes the others.
 */

let ctx: TestContext
let editor: TestUser
let user: TestUser

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  user = await createUser(ctx, { role: ROLE.user })
})
afterAll(() => ctx.close())

const address = () => `https://approve.example/${randomUUID()}`

/** A pending suggestion of a new hackathon at `url`, as a user's create files it. */
async function suggestNew(url = address(), name = 'Bulk Hack') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: user.headers,
    payload: { name, url, start_date: '2031-09-01T09:00:00Z', end_date: '2031-09-02T18:00:00Z' },
  })
  expect(response.statusCode, response.body).toBe(202)
  return (response.json() as { id: string }).id
}

const approveMany = (ids: string[], as = editor) =>
  ctx.app.inject({ method: 'POST', url: `${API}/suggestions/approve`, headers: as.headers, payload: { ids } })

const listed = async (url: string) =>
  (await ctx.database.db.select().from(hackathons).where(eq(hackathons.url, url)))[0]
const statusOf = async (id: string) =>
  (
    (await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/${id}`, headers: editor.headers })).json() as {
      status: string
    }
  ).status

describe('POST /suggestions/approve', () => {
  it('approves each, reporting those that fail with why, without undoing or stopping the others', async () => {
    const [firstUrl, takenUrl, lastUrl] = [address(), address(), address()]
    const first = await suggestNew(firstUrl)
    const rejected = await suggestNew()
    const reject = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${rejected}/reject`,
      headers: editor.headers,
    })
    expect(reject.statusCode).toBe(200)
    const taken = await suggestNew(takenUrl)
    // Listed meanwhile by someone else: approving the suggestion would list it twice.
    await seedHackathon(ctx, { url: takenUrl })
    const missing = randomUUID()
    const last = await suggestNew(lastUrl)

    const response = await approveMany([first, rejected, taken, missing, last])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      approved: 2,
      failed: [
        { id: rejected, detail: MESSAGES.suggestionNotPending },
        { id: taken, detail: HACKATHON_LIST_MESSAGES.alreadyListed },
        { id: missing, detail: MESSAGES.suggestionNotFound },
      ],
    })
    expect(await listed(firstUrl)).toMatchObject({ name: 'Bulk Hack' })
    expect(await listed(lastUrl)).toMatchObject({ name: 'Bulk Hack' })
    expect([await statusOf(first), await statusOf(rejected), await statusOf(taken), await statusOf(last)]).toEqual([
      'approved',
      'rejected',
      'pending',
      'approved',
    ])
  })

  it('approves twice nothing: a second call reports each as reviewed already', async () => {
    const id = await suggestNew()
    expect((await approveMany([id])).json()).toEqual({ approved: 1, failed: [] })
    expect((await approveMany([id])).json()).toEqual({
      approved: 0,
      failed: [{ id, detail: MESSAGES.suggestionNotPending }],
    })
  })

  it('accepts all the suggestions a CSV import filed', async () => {
    const urls = [address(), address(), address()]
    const csv = [
      'name,url,start_date,end_date',
      ...urls.map((url, i) => `CSV ${i},${url},2031-10-01 09:00Z,2031-10-02T09:00Z`),
    ]
    const { payload, headers } = multipartBody('file', 'a.csv', 'text/csv', Buffer.from(csv.join('\n')))
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sources/csv`,
      headers: { ...editor.headers, ...headers },
      payload,
    })
    expect(upload.json()).toMatchObject({ suggested: 3, invalid: [] })
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `${API}/suggestions/?status=pending&limit=1000`,
      headers: editor.headers,
    })
    const ids = (pending.json() as { data: { id: string; source: string; url: string }[] }).data
      .filter((suggestion) => suggestion.source === 'import' && urls.includes(suggestion.url))
      .map((suggestion) => suggestion.id)
    expect(ids).toHaveLength(3)
    expect((await approveMany(ids)).json()).toEqual({ approved: 3, failed: [] })
    for (const [i, url] of urls.entries()) expect(await listed(url)).toMatchObject({ name: `CSV ${i}` })
  })

  it('takes 1 to 100 distinct ids, and only from an editor up', async () => {
    expectValidationError(await approveMany([]), ['body', 'ids'])
    const many = Array.from({ length: 101 }, () => randomUUID())
    expectValidationError(await approveMany(many), ['body', 'ids'])
    const id = randomUUID()
    expectValidationError(await approveMany([id, id]), ['body', 'ids'])
    expectValidationError(await approveMany(['not-a-uuid']), ['body', 'ids', 0])
    const refused = await approveMany([await suggestNew()], user)
    expect(refused.statusCode).toBe(403)
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/approve`,
      payload: { ids: [randomUUID()] },
    })
    expect(anonymous.statusCode).toBe(401)
    const hundred = Array.from({ length: 100 }, () => randomUUID())
    expect((await approveMany(hundred)).json()).toMatchObject({ approved: 0, failed: { length: 100 } })
  })
})
