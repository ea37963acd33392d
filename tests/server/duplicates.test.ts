import { randomUUID } from 'node:crypto'
import type { Static } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { ROLE } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import type { HackathonPublic } from '../../server/schemas/hackathons.js'
import type { SuggestionPublic } from '../../server/schemas/suggestions.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  seedHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

/** A hackathon as the API answers it. */
type Hackathon = Static<typeof HackathonPublic>
/** A suggestion as the API answers it. */
type Suggestion = Static<typeof SuggestionPublic>

/**
 * A hackathon's page is listed once: addresses that name the same page (scheme, case of the host,
 * `www.`, default port, trailing slash, fragment, tracking parameters, order of the others) are one
 * address, and every way of listing one twice answers 409 with the id of the listed hackathon. GET
 * /hackathons/duplicates warns a form before that, also of similar names on overlapping dates.
 */

let ctx: TestContext
let editor: TestUser
let user: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  user = await createUser(ctx, { role: ROLE.user })
})
afterAll(() => ctx?.close())

/** A host of its own for each test, so no test meets another's addresses. */
const freshHost = () => `dup-${randomUUID().slice(0, 8)}.example.org`

const body = (url: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Listed Once',
  url,
  start_date: '2031-05-01T09:00:00Z',
  end_date: '2031-05-02T18:00:00Z',
  ...overrides,
})
const create = (url: string, as: TestUser = editor, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: `${API}/hackathons/`, headers: as.headers, payload: body(url, overrides) })
const edit = (method: 'PUT' | 'PATCH', id: string, payload: Record<string, unknown>, as: TestUser = editor) =>
  ctx.app.inject({ method, url: `${API}/hackathons/${id}`, headers: as.headers, payload })
const approve = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `${API}/suggestions/${id}/approve`, headers: editor.headers })

async function listed(url: string): Promise<Hackathon> {
  const response = await create(url)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Hackathon
}
async function read(id: string): Promise<Hackathon> {
  const response = await ctx.app.inject({ url: `${API}/hackathons/${id}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Hackathon
}
async function suggestion(id: string): Promise<Suggestion> {
  const response = await ctx.app.inject({ url: `${API}/suggestions/${id}`, headers: editor.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Suggestion
}
const hackathonCount = async () =>
  ((await ctx.app.inject({ url: `${API}/hackathons/`, query: { limit: '1' } })).json() as { count: number }).count

function expectDuplicateOf(response: { statusCode: number; body: string; json(): unknown }, existing: Hackathon) {
  expect(response.statusCode, response.body).toBe(409)
  expect(response.json()).toEqual({ detail: HACKATHON_LIST_MESSAGES.alreadyListed, existing_id: existing.id })
}

// [listed address, address of the same page], on the test's own {host} ({HOST}: in capitals).
const SAME_PAGE: [string, string][] = [
  ['https://{host}/hack', 'https://www.{host}/hack/?utm_source=x#top'],
  ['https://{host}/hack', 'http://{host}/hack'],
  ['https://{host}/hack', 'HTTPS://{HOST}/hack/'],
  ['https://{host}/hack', 'https://www.{host}/hack/'],
  ['https://{host}/hack', 'https://{host}:443/hack'],
  ['http://{host}/hack', 'http://{host}:80/hack'],
  ['https://{host}/hack', 'https://{host}/hack?ref=x'],
  ['https://{host}/hack', 'https://{host}/hack?fbclid=IwAR0abc'],
  ['https://{host}/hack', 'https://{host}/hack?gclid=Cj0abc&utm_medium=mail&utm_campaign=spring'],
  ['https://{host}/hack?b=2&a=1', 'https://{host}/hack?a=1&b=2'],
  ['https://{host}/hack?b=2&a=1', 'http://www.{host}/hack/?a=1&fbclid=z&b=2#dates'],
  ['https://www.{HOST}/hack/?utm_source=x#top', 'https://{host}/hack'],
]
// [listed address, address of another page]
const OTHER_PAGE: [string, string][] = [
  ['https://{host}/hack', 'https://{host}/hack/2031'],
  ['https://{host}/hack', 'https://{host}/other'],
  ['https://{host}/hack', 'https://{host}/hack?id=2'],
  ['https://{host}/hack', 'https://{host}/hack?reference=x'],
  ['https://{host}/hack?b=2&a=1', 'https://{host}/hack?a=1'],
  ['https://{host}/hack?a=1', 'https://{host}/hack?a=2'],
  ['https://{host}/hack', 'https://sub.{host}/hack'],
  ['https://{host}/hack', 'https://{host}:8443/hack'],
]

/** The pair of addresses on a fresh host. */
function pair(addresses: [string, string]): [string, string] {
  const host = freshHost()
  const on = (address: string) => address.replace('{host}', host).replace('{HOST}', host.toUpperCase())
  return [on(addresses[0]), on(addresses[1])]
}

describe('one address per page', () => {
  it.each(SAME_PAGE)('creating %s then %s: 409 with the listed one', async (...addresses) => {
    const [first, second] = pair(addresses)
    const existing = await listed(first)
    const before = await hackathonCount()
    expectDuplicateOf(await create(second), existing)
    expect(await hackathonCount()).toBe(before)
  })

  it.each(OTHER_PAGE)('creating %s then %s: both listed', async (...addresses) => {
    const [first, second] = pair(addresses)
    await listed(first)
    await listed(second)
  })

  it('refuses a PUT or PATCH moving a hackathon to another one’s page, changing nothing', async () => {
    const host = freshHost()
    const other = await listed(`https://${host}/taken?b=2&a=1`)
    const moved = await listed(`https://${host}/mine`)
    expectDuplicateOf(await edit('PATCH', moved.id, { url: `http://www.${host}/taken/?a=1&b=2&gclid=x` }), other)
    expectDuplicateOf(await edit('PUT', moved.id, body(`https://${host}/taken?a=1&b=2`, { name: 'Moved over' })), other)
    expect(await read(moved.id)).toMatchObject({ name: 'Listed Once', url: `https://${host}/mine` })
  })

  it('lets a hackathon be edited without touching its address, or to its own page with tracking added', async () => {
    const host = freshHost()
    const own = `https://${host}/own`
    const hackathon = await listed(own)
    const renamed = await edit('PATCH', hackathon.id, { name: 'Renamed' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const replaced = await edit('PUT', hackathon.id, body(own, { name: 'Replaced' }))
    expect(replaced.statusCode, replaced.body).toBe(200)
    const tracked = await edit('PATCH', hackathon.id, { url: `https://www.${host}/own/?utm_source=newsletter` })
    expect(tracked.statusCode, tracked.body).toBe(200)
    expect(await read(hackathon.id)).toMatchObject({
      name: 'Replaced',
      url: `https://www.${host}/own/?utm_source=newsletter`,
    })
    const back = await edit('PUT', hackathon.id, body(own))
    expect(back.statusCode, back.body).toBe(200)
  })

  describe('suggested by a user with role 0', () => {
    const mine = async () =>
      (
        (await ctx.app.inject({ url: `${API}/suggestions/mine`, headers: user.headers })).json() as {
          count: number
        }
      ).count

    it('refuses a new hackathon whose page is listed, storing no suggestion', async () => {
      const host = freshHost()
      const existing = await listed(`https://${host}/hack`)
      const before = await mine()
      expectDuplicateOf(await create(`http://www.${host}/hack/?utm_source=x`, user), existing)
      expect(await mine()).toBe(before)
    })

    it('refuses an edit moving a hackathon to another one’s page, and takes one to its own page', async () => {
      const host = freshHost()
      const other = await listed(`https://${host}/taken`)
      const hackathon = await listed(`https://${host}/mine`)
      const before = await mine()
      expectDuplicateOf(await edit('PATCH', hackathon.id, { url: `https://${host}/taken#about` }, user), other)
      expectDuplicateOf(await edit('PUT', hackathon.id, body(`HTTP://${host}/taken/`), user), other)
      expect(await mine()).toBe(before)
      const own = await edit('PATCH', hackathon.id, { url: `https://${host}/mine?fbclid=x` }, user)
      expect(own.statusCode, own.body).toBe(202)
    })

    it('approving a new hackathon whose page was listed meanwhile: 409, still pending, nothing listed', async () => {
      const host = freshHost()
      const proposed = await create(`https://${host}/hack`, user)
      expect(proposed.statusCode, proposed.body).toBe(202)
      const { id } = proposed.json() as Suggestion
      const existing = await listed(`https://www.${host}/hack/`)
      const before = await hackathonCount()
      expectDuplicateOf(await approve(id), existing)
      expect(await suggestion(id)).toMatchObject({ status: 'pending' })
      expect(await hackathonCount()).toBe(before)
      // Once the listed one is gone, the suggestion can be approved.
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/hackathons/${existing.id}`,
        headers: (await createUser(ctx, { role: ROLE.moderator })).headers,
      })
      expect(removed.statusCode, removed.body).toBe(200)
      expect((await approve(id)).statusCode).toBe(200)
    })

    it('approving an edit to a page listed meanwhile: 409, still pending, the hackathon unchanged', async () => {
      const host = freshHost()
      const hackathon = await listed(`https://${host}/mine`)
      const proposed = await edit('PATCH', hackathon.id, { url: `https://${host}/new`, name: 'Moved' }, user)
      expect(proposed.statusCode, proposed.body).toBe(202)
      const { id } = proposed.json() as Suggestion
      const existing = await listed(`http://${host}/new?utm_campaign=x`)
      expectDuplicateOf(await approve(id), existing)
      expect(await suggestion(id)).toMatchObject({ status: 'pending' })
      expect(await read(hackathon.id)).toMatchObject({ name: 'Listed Once', url: `https://${host}/mine` })
    })

    it('approving an edit that keeps the page under another spelling is fine', async () => {
      const host = freshHost()
      const hackathon = await listed(`https://${host}/mine`)
      const proposed = await edit('PATCH', hackathon.id, { url: `https://www.${host}/mine/` }, user)
      expect(proposed.statusCode, proposed.body).toBe(202)
      const approved = await approve((proposed.json() as Suggestion).id)
      expect(approved.statusCode, approved.body).toBe(200)
      expect((await read(hackathon.id)).url).toBe(`https://www.${host}/mine/`)
    })
  })
})

describe('GET /hackathons/duplicates', () => {
  interface Ref {
    id: string
    name: string
    url: string
    start_date: string
    end_date: string
  }
  const find = (query: Record<string, string>, as: TestUser | null = user) =>
    ctx.app.inject({ url: `${API}/hackathons/duplicates`, query, headers: as ? as.headers : {} })
  async function found(query: Record<string, string>) {
    const response = await find(query)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { same_url: Ref | null; similar: Ref[] }
  }
  const dates = (start: string, end: string) => ({ start_date: start, end_date: end })

  let harbour: Hackathon
  let host = ''
  beforeAll(async () => {
    host = freshHost()
    harbour = (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: editor.headers,
        payload: {
          name: 'Hack the Harbour 2031',
          url: `https://${host}/harbour?edition=2031&lang=en`,
          start_date: '2031-08-01T09:00:00Z',
          end_date: '2031-08-03T17:00:00Z',
        },
      })
    ).json() as Hackathon
  })

  it('finds the hackathon listed under the same page, however the address is written', async () => {
    const { same_url } = await found({
      url: `HTTP://www.${host.toUpperCase()}/harbour/?lang=en&utm_source=x&edition=2031`,
    })
    expect(same_url).toEqual({
      id: harbour.id,
      name: 'Hack the Harbour 2031',
      url: `https://${host}/harbour?edition=2031&lang=en`,
      start_date: '2031-08-01T09:00:00.000Z',
      end_date: '2031-08-03T17:00:00.000Z',
    })
    expect((await found({ url: `https://${host}/harbour?edition=2030&lang=en` })).same_url).toBeNull()
  })

  it('leaves out the hackathon being edited (exclude)', async () => {
    expect(await found({ url: `https://${host}/harbour?lang=en&edition=2031`, exclude: harbour.id })).toEqual({
      same_url: null,
      similar: [],
    })
    const similar = await found({
      name: 'Hack the Harbor 2031',
      ...dates('2031-08-02T00:00:00Z', '2031-08-02T12:00:00Z'),
      exclude: harbour.id,
    })
    expect(similar.similar.map((ref) => ref.id)).not.toContain(harbour.id)
  })

  it('finds a similar name whose dates overlap', async () => {
    for (const [start, end] of [
      ['2031-08-02T00:00:00Z', '2031-08-02T12:00:00Z'], // inside
      ['2031-07-30T00:00:00Z', '2031-08-01T09:00:00Z'], // ends as it starts
      ['2031-08-03T17:00:00Z', '2031-08-10T00:00:00Z'], // starts as it ends
      ['2031-07-01T00:00:00Z', '2031-09-01T00:00:00Z'], // around it
    ] as const) {
      const { same_url, similar } = await found({ name: 'hack the harbor 2031', ...dates(start, end) })
      expect(same_url).toBeNull()
      expect(
        similar.map((ref) => ref.id),
        `${start}..${end}`,
      ).toContain(harbour.id)
    }
    // A start alone stands for a one-instant hackathon.
    const single = await found({ name: 'Hack the Harbour', start_date: '2031-08-02T10:00:00+02:00' })
    expect(single.similar.map((ref) => ref.id)).toContain(harbour.id)
  })

  it('finds no similar name on other dates, and no dissimilar name on the same dates', async () => {
    const later = await found({
      name: 'Hack the Harbour 2031',
      ...dates('2031-08-03T17:00:01Z', '2031-08-05T00:00:00Z'),
    })
    expect(later.similar).toEqual([])
    const earlier = await found({
      name: 'Hack the Harbour 2031',
      ...dates('2030-08-01T09:00:00Z', '2030-08-03T17:00:00Z'),
    })
    expect(earlier.similar).toEqual([])
    const other = await found({
      name: 'Quantum Poetry Meetup',
      ...dates('2031-08-01T09:00:00Z', '2031-08-03T17:00:00Z'),
    })
    expect(other.similar).toEqual([])
  })

  it('names the hackathon under the same page once, as same_url, even when its name is alike', async () => {
    const both = await found({
      url: `https://${host}/harbour?edition=2031&lang=en`,
      name: 'Hack the Harbour 2031',
      ...dates('2031-08-01T09:00:00Z', '2031-08-03T17:00:00Z'),
    })
    expect(both.same_url?.id).toBe(harbour.id)
    expect(both.similar.map((ref) => ref.id)).not.toContain(harbour.id)
  })

  it('answers nothing similar without dates, or with an end before the start', async () => {
    expect((await found({ name: 'Hack the Harbour 2031' })).similar).toEqual([])
    const reversed = await found({
      name: 'Hack the Harbour 2031',
      ...dates('2031-08-03T00:00:00Z', '2031-08-01T00:00:00Z'),
    })
    expect(reversed.similar).toEqual([])
  })

  it('answers 422 for an address that is not a web address or a date that is not one', async () => {
    expectValidationError(await find({ url: `${host}/harbour` }), ['query', 'url'])
    expectValidationError(await find({ name: 'x', start_date: '2031-02-30T00:00:00Z' }), ['query', 'start_date'])
    expectValidationError(await find({ exclude: 'not-a-uuid' }), ['query', 'exclude'])
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await find({ url: `https://${host}/harbour?edition=2031&lang=en` }, null)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
  })

  it('answers any signed-in role, and lists a seeded hackathon too', async () => {
    const seeded = await seedHackathon(ctx, { url: `https://${host}/seeded` })
    for (const role of [ROLE.editor, ROLE.moderator, ROLE.admin] as const) {
      const response = await find({ url: `https://www.${host}/seeded/` }, await createUser(ctx, { role }))
      expect(response.statusCode, response.body).toBe(200)
      expect((response.json() as { same_url: Ref }).same_url.id).toBe(seeded.id)
    }
  })
})
