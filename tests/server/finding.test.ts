import type { Static } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTENDANCE_MODES } from '../../common/hackathon-fields.js'
import { LIMITS } from '../../common/limits.js'
import { ROLE } from '../../common/roles.js'
import { TIME_ZONE_MESSAGES } from '../../common/timezones.js'
import { MESSAGES } from '../../server/messages.js'
import type { HackathonPublic } from '../../server/schemas/hackathons.js'
import type { SuggestionPublic } from '../../server/schemas/suggestions.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  hackathonBody,
  seedHackathon,
  seedSeries,
  sendHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

/** A hackathon as the API answers it. */
type Hackathon = Static<typeof HackathonPublic>
/** A suggestion as the API answers it. */
type Suggestion = Static<typeof SuggestionPublic>

/**
 * Finding a hackathon, as a client sees it: how people attend and the venue's zone on every read and
 * write (suggestions included), and the homepage's search, filters, paging and counts.
 */

const body = (overrides: Record<string, unknown> = {}) => hackathonBody({ name: 'Finding Hack', ...overrides })

describe('attendance mode and time zone', () => {
  let ctx: TestContext
  let editor: TestUser
  let user: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
    editor = await createUser(ctx, { role: ROLE.editor })
    user = await createUser(ctx, { role: ROLE.user })
  })
  afterAll(() => ctx?.close())

  const send = (method: 'POST' | 'PUT' | 'PATCH', payload: Record<string, unknown>, as: TestUser, id = '') =>
    sendHackathon(ctx, method, payload, as, id)
  const read = async (id: string) => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/${id}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Hackathon
  }
  async function created(payload: Record<string, unknown>) {
    const response = await send('POST', body(payload), editor)
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as Hackathon
  }
  async function edited(method: 'PUT' | 'PATCH', id: string, payload: Record<string, unknown>) {
    const response = await send(method, payload, editor, id)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Hackathon
  }
  const approve = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `${API}/suggestions/${id}/approve`, headers: editor.headers })

  it('stores both on create and answers them on every read', async () => {
    const hackathon = await created({ attendance_mode: 'hybrid', timezone: 'Europe/Berlin' })
    expect(hackathon).toMatchObject({ attendance_mode: 'hybrid', timezone: 'Europe/Berlin' })
    expect(await read(hackathon.id)).toEqual(hackathon)
    const all = await ctx.app.inject({ url: `${API}/hackathons/`, query: { limit: '1000' } })
    expect((all.json() as { data: Hackathon[] }).data).toContainEqual(hackathon)
  })

  it.each(ATTENDANCE_MODES)('takes the attendance mode %s', async (mode) => {
    expect((await created({ attendance_mode: mode })).attendance_mode).toBe(mode)
  })

  it('answers null for both when a create leaves them out', async () => {
    expect(await created({})).toMatchObject({ attendance_mode: null, timezone: null })
  })

  it('changes each with PATCH, leaving the other as it was', async () => {
    const { id } = await created({ attendance_mode: 'in_person', timezone: 'Europe/Berlin' })
    expect(await edited('PATCH', id, { attendance_mode: 'online' })).toMatchObject({
      attendance_mode: 'online',
      timezone: 'Europe/Berlin',
    })
    expect(await edited('PATCH', id, { timezone: 'America/New_York' })).toMatchObject({
      attendance_mode: 'online',
      timezone: 'America/New_York',
    })
    expect(await read(id)).toMatchObject({ attendance_mode: 'online', timezone: 'America/New_York' })
  })

  it('clears each with null, and the zone also when sent blank', async () => {
    const { id } = await created({ attendance_mode: 'hybrid', timezone: 'Asia/Tokyo' })
    expect(await edited('PATCH', id, { attendance_mode: null, timezone: null })).toMatchObject({
      attendance_mode: null,
      timezone: null,
    })
    await edited('PATCH', id, { timezone: 'Asia/Tokyo' })
    expect(await edited('PATCH', id, { timezone: '  ' })).toMatchObject({ timezone: null })
    expect(await read(id)).toMatchObject({ attendance_mode: null, timezone: null })
  })

  it('replaces both with PUT, and clears them with PUT null', async () => {
    const { id } = await created({ attendance_mode: 'in_person', timezone: 'Europe/Berlin' })
    expect(await edited('PUT', id, body({ attendance_mode: 'hybrid', timezone: 'UTC' }))).toMatchObject({
      attendance_mode: 'hybrid',
      timezone: 'UTC',
    })
    expect(await edited('PUT', id, body({ attendance_mode: null, timezone: null }))).toMatchObject({
      attendance_mode: null,
      timezone: null,
    })
    expect(await read(id)).toMatchObject({ attendance_mode: null, timezone: null })
  })

  it.each(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'Asia/Calcutta', 'US/Eastern'])(
    'takes the IANA name or alias %s on create, PUT and PATCH, and keeps it as given',
    async (zone) => {
      const { id } = await created({ timezone: zone })
      expect(await read(id)).toMatchObject({ timezone: zone })
      await edited('PATCH', id, { timezone: 'Europe/Berlin' })
      expect(await edited('PATCH', id, { timezone: zone })).toMatchObject({ timezone: zone })
      await edited('PATCH', id, { timezone: null })
      expect(await edited('PUT', id, body({ timezone: zone }))).toMatchObject({ timezone: zone })
      expect(await read(id)).toMatchObject({ timezone: zone })
    },
  )

  const badZones = [
    'Mars/Olympus_Mons',
    'europe/berlin',
    'asia/kolkata',
    'Berlin',
    'GMT+2',
    '+05:30',
    'z'.repeat(LIMITS.timezoneMax + 1),
  ]

  it.each(badZones)(
    'refuses the zone %s with 422 on timezone, on create, PUT, PATCH and a suggestion',
    async (zone) => {
      const { id } = await created({ timezone: 'Europe/Berlin' })
      expectValidationError(await send('POST', body({ timezone: zone }), editor), ['body', 'timezone'])
      expectValidationError(await send('PUT', body({ timezone: zone }), editor, id), ['body', 'timezone'])
      expectValidationError(await send('PATCH', { timezone: zone }, editor, id), ['body', 'timezone'])
      expectValidationError(await send('POST', body({ timezone: zone }), user), ['body', 'timezone'])
      expectValidationError(await send('PATCH', { timezone: zone }, user, id), ['body', 'timezone'])
      expect((await read(id)).timezone).toBe('Europe/Berlin')
    },
  )

  it('words the unknown-zone error for the form', async () => {
    const response = await send('POST', body({ timezone: 'Mars/Olympus_Mons' }), editor)
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'timezone'], msg: TIME_ZONE_MESSAGES.unknown, type: expect.any(String) }],
    })
  })

  it.each(['remote', 'IN_PERSON', 'in person', 1])(
    'refuses the attendance mode %j with 422 on create, PUT and PATCH',
    async (mode) => {
      const { id } = await created({ attendance_mode: 'online' })
      expectValidationError(await send('POST', body({ attendance_mode: mode }), editor), ['body', 'attendance_mode'])
      expectValidationError(await send('PUT', body({ attendance_mode: mode }), editor, id), ['body', 'attendance_mode'])
      expectValidationError(await send('PATCH', { attendance_mode: mode }, editor, id), ['body', 'attendance_mode'])
      expect((await read(id)).attendance_mode).toBe('online')
    },
  )

  describe('suggested by a user with role 0', () => {
    it('a new hackathon carries both, and approving it lists them', async () => {
      const response = await send('POST', body({ attendance_mode: 'online', timezone: 'America/New_York' }), user)
      expect(response.statusCode, response.body).toBe(202)
      const suggestion = response.json() as Suggestion
      expect(suggestion).toMatchObject({ kind: 'new', attendance_mode: 'online', timezone: 'America/New_York' })
      const approved = await approve(suggestion.id)
      expect(approved.statusCode, approved.body).toBe(200)
      const { hackathon_id } = approved.json() as { hackathon_id: string }
      expect(await read(hackathon_id)).toMatchObject({ attendance_mode: 'online', timezone: 'America/New_York' })
    })

    it('an edit holds only the fields that change, and approving it applies them', async () => {
      const hackathon = await created({ attendance_mode: 'in_person', timezone: 'Europe/Berlin', location: 'Hall' })
      // The whole form, as PUT sends it: only the mode differs.
      const put = await send(
        'PUT',
        body({
          name: hackathon.name,
          url: hackathon.url,
          location: 'Hall',
          attendance_mode: 'hybrid',
          timezone: 'Europe/Berlin',
        }),
        user,
        hackathon.id,
      )
      expect(put.statusCode, put.body).toBe(202)
      expect(put.json()).toMatchObject({
        kind: 'update',
        name: null,
        location: null,
        attendance_mode: 'hybrid',
        timezone: null,
      })
      const patch = await send('PATCH', { timezone: 'Europe/Paris', attendance_mode: 'in_person' }, user, hackathon.id)
      expect(patch.statusCode, patch.body).toBe(202)
      const onlyZone = patch.json() as Suggestion
      expect(onlyZone).toMatchObject({ attendance_mode: null, timezone: 'Europe/Paris' })
      expect(await read(hackathon.id)).toMatchObject({ attendance_mode: 'in_person', timezone: 'Europe/Berlin' })

      expect((await approve(onlyZone.id)).statusCode).toBe(200)
      expect(await read(hackathon.id)).toMatchObject({
        attendance_mode: 'in_person',
        timezone: 'Europe/Paris',
        location: 'Hall',
      })
      expect((await approve((put.json() as Suggestion).id)).statusCode).toBe(200)
      expect(await read(hackathon.id)).toMatchObject({ attendance_mode: 'hybrid', timezone: 'Europe/Paris' })
    })

    it('an edit that clears both holds them as cleared, and approving it clears them', async () => {
      const hackathon = await created({ attendance_mode: 'online', timezone: 'Asia/Tokyo' })
      const response = await send('PATCH', { attendance_mode: null, timezone: null }, user, hackathon.id)
      expect(response.statusCode, response.body).toBe(202)
      const suggestion = response.json() as Suggestion
      expect(suggestion).toMatchObject({ attendance_mode: '', timezone: '' })
      expect((await approve(suggestion.id)).statusCode).toBe(200)
      expect(await read(hackathon.id)).toMatchObject({ attendance_mode: null, timezone: null })
    })

    it('an edit that repeats both answers 400: nothing to suggest', async () => {
      const hackathon = await created({ attendance_mode: 'online', timezone: 'Asia/Tokyo' })
      const response = await send('PATCH', { attendance_mode: 'online', timezone: 'Asia/Tokyo' }, user, hackathon.id)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ detail: MESSAGES.nothingToSuggest })
    })
  })
})

describe('GET /hackathons/: search, filters and paging', () => {
  let ctx: TestContext
  let series = ''
  let moderator: TestUser

  beforeAll(async () => {
    ctx = await createTestApp()
    moderator = await createUser(ctx, { role: ROLE.moderator })
    series = (await seedSeries(ctx, 'Robot League')).id
    const seed = async (name: string, start: string, values: Parameters<typeof seedHackathon>[1] = {}) => {
      const startDate = new Date(start)
      const endDate = new Date(startDate.getTime() + 86_400_000)
      await seedHackathon(ctx, { name, startDate, endDate, ...values })
    }
    // Upcoming ones in 2031, past ones in 2020; starts on and one millisecond around the day bounds.
    await seed('Alpha Robotics', '2031-03-01T00:00:00.000Z', {
      attendanceMode: 'in_person',
      location: 'Berlin',
      seriesId: series,
    })
    await seed('Beta Jam', '2031-03-01T23:59:59.999Z', { attendanceMode: 'online' })
    await seed('Gamma Hack', '2031-03-02T00:00:00.000Z', {
      attendanceMode: 'hybrid',
      location: 'Robotic Lab, Paris',
      seriesId: series,
    })
    await seed('Delta Hack', '2031-02-28T23:59:59.999Z', { description: 'For ROBOT fans' })
    await seed('Old Robots', '2020-05-01T10:00:00.000Z', { attendanceMode: 'in_person', seriesId: series })
    await seed('Epsilon Jam', '2020-06-01T10:00:00.000Z', { attendanceMode: 'online' })
    await seed('Zeta Hack', '2031-04-15T10:00:00+02:00', { attendanceMode: 'hybrid' })
  })
  afterAll(() => ctx?.close())

  const list = (query: Record<string, string | number>) =>
    ctx.app.inject({
      url: `${API}/hackathons/`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })
  /** The names a filter lists (sorted), checking count = the whole list. */
  async function names(query: Record<string, string | number>) {
    const response = await list({ limit: 1000, ...query })
    expect(response.statusCode, response.body).toBe(200)
    const { data, count } = response.json() as { data: Hackathon[]; count: number }
    expect(count).toBe(data.length)
    return data.map((row) => row.name).sort()
  }

  it('lists everything without a filter', async () => {
    expect(await names({})).toHaveLength(7)
  })

  it('searches name, description and location, case-insensitively', async () => {
    expect(await names({ q: 'robot' })).toEqual(['Alpha Robotics', 'Delta Hack', 'Gamma Hack', 'Old Robots'])
    expect(await names({ q: 'PARIS' })).toEqual(['Gamma Hack'])
    expect(await names({ q: 'fans' })).toEqual(['Delta Hack'])
    expect(await names({ q: '  jam  ' })).toEqual(['Beta Jam', 'Epsilon Jam'])
    expect(await names({ q: 'nowhere' })).toEqual([])
  })

  it('filters by status', async () => {
    expect(await names({ status: 'upcoming' })).toEqual([
      'Alpha Robotics',
      'Beta Jam',
      'Delta Hack',
      'Gamma Hack',
      'Zeta Hack',
    ])
    expect(await names({ status: 'past' })).toEqual(['Epsilon Jam', 'Old Robots'])
  })

  it('filters by series', async () => {
    expect(await names({ series })).toEqual(['Alpha Robotics', 'Gamma Hack', 'Old Robots'])
  })

  it('filters by attendance mode', async () => {
    expect(await names({ attendance_mode: 'in_person' })).toEqual(['Alpha Robotics', 'Old Robots'])
    expect(await names({ attendance_mode: 'online' })).toEqual(['Beta Jam', 'Epsilon Jam'])
    expect(await names({ attendance_mode: 'hybrid' })).toEqual(['Gamma Hack', 'Zeta Hack'])
    expectValidationError(await list({ attendance_mode: 'remote' }), ['query', 'attendance_mode'])
  })

  it('takes start_from and start_to as UTC days, both bounds included', async () => {
    expect(await names({ start_from: '2031-03-01' })).toEqual(['Alpha Robotics', 'Beta Jam', 'Gamma Hack', 'Zeta Hack'])
    expect(await names({ start_to: '2031-03-01' })).toEqual([
      'Alpha Robotics',
      'Beta Jam',
      'Delta Hack',
      'Epsilon Jam',
      'Old Robots',
    ])
    expect(await names({ start_from: '2031-03-01', start_to: '2031-03-01' })).toEqual(['Alpha Robotics', 'Beta Jam'])
    expect(await names({ start_from: '2031-03-02', start_to: '2031-03-01' })).toEqual([])
  })

  it('takes start_from and start_to as date-times in any zone, both bounds included', async () => {
    expect(await names({ start_from: '2031-03-01T00:00:00.001Z', start_to: '2031-03-02T01:00:00+01:00' })).toEqual([
      'Beta Jam',
      'Gamma Hack',
    ])
    expect(await names({ start_from: '2031-04-15T10:00:00+02:00' })).toEqual(['Zeta Hack'])
    expect(await names({ start_to: '2031-02-28T23:59:59.998Z', start_from: '2020-05-01T10:00:00Z' })).toEqual([
      'Epsilon Jam',
      'Old Robots',
    ])
  })

  it('combines every filter', async () => {
    const all = { q: 'hack', status: 'upcoming', series, attendance_mode: 'hybrid', start_from: '2031-03-01' }
    expect(await names(all)).toEqual(['Gamma Hack'])
    expect(await names({ ...all, start_to: '2031-03-01' })).toEqual([])
    expect(await names({ q: 'robot', status: 'upcoming' })).toEqual(['Alpha Robotics', 'Delta Hack', 'Gamma Hack'])
    expect(await names({ attendance_mode: 'in_person', status: 'past' })).toEqual(['Old Robots'])
    expect(await names({ attendance_mode: 'online', start_from: '2031-01-01' })).toEqual(['Beta Jam'])
  })

  it('pages a filtered list, counting every match on every page', async () => {
    const pages: string[][] = []
    for (const skip of [0, 2, 4, 6]) {
      const response = await list({ status: 'upcoming', sort_by: 'start_date', skip, limit: 2 })
      const { data, count } = response.json() as { data: Hackathon[]; count: number }
      expect(count).toBe(5)
      pages.push(data.map((row) => row.name))
    }
    expect(pages).toEqual([['Delta Hack', 'Alpha Robotics'], ['Beta Jam', 'Gamma Hack'], ['Zeta Hack'], []])
    const searched = await list({ q: 'robot', sort_by: 'start_date', sort_order: 'desc', skip: 1, limit: 2 })
    expect(searched.json()).toMatchObject({
      count: 4,
      data: [{ name: 'Alpha Robotics' }, { name: 'Delta Hack' }],
    })
  })

  it.each([
    '2026-02-30',
    '0000-01-01',
    'tomorrow',
    '2026-13-01',
    '2026-1-5',
    '2026-02-30T10:00:00Z',
    '2026-03-01T10:00:00',
    '',
  ])('answers 422 for start_from or start_to = %j, never 500', async (value) => {
    expectValidationError(await list({ start_from: value }), ['query', 'start_from'])
    expectValidationError(await list({ start_to: value }), ['query', 'start_to'])
  })

  it('keeps the cached counts of each filter right after a create, an edit and a delete', async () => {
    const counts = async () => {
      const read = async (query: Record<string, string>) =>
        ((await list({ limit: 1, ...query })).json() as { count: number }).count
      return {
        online: await read({ attendance_mode: 'online' }),
        onlineUpcoming: await read({ attendance_mode: 'online', status: 'upcoming' }),
        hybrid: await read({ attendance_mode: 'hybrid' }),
        all: await read({}),
      }
    }
    const before = await counts()
    expect(before).toEqual({ online: 2, onlineUpcoming: 1, hybrid: 2, all: 7 })
    expect(await counts()).toEqual(before) // from the cache
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: moderator.headers,
      payload: body({ attendance_mode: 'online' }),
    })
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json() as Hackathon
    expect(await counts()).toEqual({ online: 3, onlineUpcoming: 2, hybrid: 2, all: 8 })
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: moderator.headers,
      payload: { attendance_mode: 'hybrid' },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(await counts()).toEqual({ online: 2, onlineUpcoming: 1, hybrid: 3, all: 8 })
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/hackathons/${id}`,
      headers: moderator.headers,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await counts()).toEqual(before)
  })
})
