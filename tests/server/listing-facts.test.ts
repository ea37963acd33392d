import type { Static } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationStatus } from '../../common/registration.js'
import { ROLE } from '../../common/roles.js'
import type { HackathonPublic } from '../../server/schemas/hackathons.js'
import type { SuggestionPublic } from '../../server/schemas/suggestions.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  hackathonBody,
  sendHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

type Hackathon = Static<typeof HackathonPublic>
type Suggestion = Static<typeof SuggestionPublic>

// The facts a hacker decides by, each a row of the field table: through the API, the suggestions and their review.
let ctx: TestContext
let editor: TestUser
let user: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  user = await createUser(ctx, { role: ROLE.user })
})
afterAll(() => ctx.close())

const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${id}` })).json() as Hackathon

describe('travel support', () => {
  it('is unset until given, then stored, changed and cleared like any optional field', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody(), editor)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json() as Hackathon
    expect((await read(id)).travel_support).toBeNull()

    const set = await sendHackathon(ctx, 'PATCH', { travel_support: 'partial' }, editor, id)
    expect(set.statusCode, set.body).toBe(200)
    expect(await read(id)).toMatchObject({ travel_support: 'partial' })

    const listed = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/?limit=1000` })
    expect((listed.json() as { data: Hackathon[] }).data.find((row) => row.id === id)?.travel_support).toBe('partial')

    const cleared = await sendHackathon(ctx, 'PATCH', { travel_support: null }, editor, id)
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((await read(id)).travel_support).toBeNull()
  })

  it('refuses a value outside none, partial and full with 422, changing nothing', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'full' }), editor)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json() as Hackathon
    for (const value of ['some', 'FULL', 3, true]) {
      expectValidationError(await sendHackathon(ctx, 'PATCH', { travel_support: value }, editor, id), [
        'body',
        'travel_support',
      ])
    }
    expectValidationError(await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'paid' }), editor), [
      'body',
      'travel_support',
    ])
    expect((await read(id)).travel_support).toBe('full')
  })

  it("is proposed by a user's suggestion, shown as a change, and applied on approval", async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'none' }), editor)
    const { id } = created.json() as Hackathon
    const suggested = await sendHackathon(ctx, 'PATCH', { travel_support: 'full' }, user, id)
    expect(suggested.statusCode, suggested.body).toBe(202)
    const suggestion = suggested.json() as Suggestion
    expect(suggestion).toMatchObject({ kind: 'update', travel_support: 'full', name: null })
    expect(suggestion.hackathon).toMatchObject({ travel_support: 'none' })
    expect((await read(id)).travel_support).toBe('none')

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestion.id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await read(id)).travel_support).toBe('full')
  })

  it("is kept by a new hackathon's suggestion and cleared by an update's ('' shows the clearing)", async () => {
    const proposed = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'partial' }), user)
    expect(proposed.statusCode, proposed.body).toBe(202)
    const suggestion = proposed.json() as Suggestion
    expect(suggestion).toMatchObject({ kind: 'new', travel_support: 'partial' })

    const listed = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'full' }), editor)
    const { id } = listed.json() as Hackathon
    const clearing = await sendHackathon(ctx, 'PATCH', { travel_support: null }, user, id)
    expect(clearing.statusCode, clearing.body).toBe(202)
    expect(clearing.json()).toMatchObject({ travel_support: '' })
  })
})

describe('the facts a hacker decides by', () => {
  const FACTS = {
    themes: ['ai', 'climate'],
    registration_opens_at: '2031-01-10T09:00:00.000Z',
    registration_deadline: '2031-02-20T23:59:00.000Z',
    prize_amount: 5000,
    prize_currency: 'EUR',
    free: true,
    eligibility: ['university', 'high_school'],
    min_age: 16,
    beginner_friendly: true,
    team_size_max: 4,
    languages: ['en', 'de'],
  }

  it('keeps 0 and false as values, not as unknown', async () => {
    const created = await sendHackathon(
      ctx,
      'POST',
      hackathonBody({ prize_amount: 0, prize_currency: 'USD', free: false, min_age: 0, latitude: 0, longitude: 0 }),
      editor,
    )
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ prize_amount: 0, free: false, min_age: 0, latitude: 0, longitude: 0 })
  })

  it('stores every fact given at creation and answers it as written', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody(FACTS), editor)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject(FACTS)
    const { id } = created.json() as Hackathon
    expect(await read(id)).toMatchObject(FACTS)
  })

  it.each([
    ['themes', { themes: ['ai', 'knitting'] }],
    ['themes', { themes: ['ai', 'ai'] }],
    ['themes', { themes: ['ai', 'web3', 'health', 'climate', 'education', 'fintech', 'games', 'hardware', 'space'] }],
    ['min_age', { min_age: 100 }],
    ['min_age', { min_age: -1 }],
    ['min_age', { min_age: 12.5 }],
    ['team_size_max', { team_size_max: 0 }],
    ['team_size_max', { team_size_max: 51 }],
    ['prize_amount', { prize_amount: 1_000_000_001, prize_currency: 'EUR' }],
    ['prize_currency', { prize_amount: 10, prize_currency: 'eur' }],
    ['eligibility', { eligibility: ['pensioners'] }],
    ['languages', { languages: ['EN'] }],
    ['languages', { languages: ['en', 'de', 'fr', 'it', 'es', 'nl'] }],
    ['free', { free: 'maybe' }],
  ])('refuses a malformed %s with 422 naming it (and the item of a list)', async (field, facts) => {
    const response = await sendHackathon(ctx, 'POST', hackathonBody(facts), editor)
    expect(response.statusCode, response.body).toBe(422)
    const locs = (response.json() as { detail: { loc: (string | number)[] }[] }).detail.map((issue) => issue.loc)
    expect(
      locs.some((loc) => loc[0] === 'body' && loc[1] === field),
      JSON.stringify(locs),
    ).toBe(true)
  })

  it.each([
    ['prize_currency', { prize_amount: 100 }],
    ['prize_amount', { prize_currency: 'USD' }],
    [
      'registration_opens_at',
      { registration_opens_at: '2031-02-01T00:00:00Z', registration_deadline: '2031-01-01T00:00:00Z' },
    ],
    ['registration_deadline', { registration_deadline: '2031-03-05T00:00:00Z' }],
  ])('refuses facts that disagree with each other with 422 naming %s', async (field, facts) => {
    expectValidationError(await sendHackathon(ctx, 'POST', hackathonBody(facts), editor), ['body', field])
  })

  it('judges the facts together with the hackathon as it is: moving the end before the deadline is refused', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody(FACTS), editor)
    const { id } = created.json() as Hackathon
    const moved = await sendHackathon(
      ctx,
      'PATCH',
      { end_date: '2031-02-01T00:00:00Z', start_date: '2031-01-31T00:00:00Z' },
      editor,
      id,
    )
    expectValidationError(moved, ['body', 'registration_deadline'])
    // A currency left without its amount: the amount is what is missing.
    const cleared = await sendHackathon(ctx, 'PATCH', { prize_amount: null }, editor, id)
    expectValidationError(cleared, ['body', 'prize_amount'])
    const both = await sendHackathon(ctx, 'PATCH', { prize_amount: null, prize_currency: null, themes: [] }, editor, id)
    expect(both.statusCode, both.body).toBe(200)
    expect(both.json()).toMatchObject({ prize_amount: null, prize_currency: null, themes: null })
  })

  it('derives registration_status from the dates', async () => {
    const day = 24 * 60 * 60 * 1000
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    const cases: [Record<string, unknown>, string | null][] = [
      [{}, null],
      [{ registration_opens_at: at(2 * day), registration_deadline: at(10 * day) }, 'opens_soon'],
      [{ registration_deadline: at(10 * day) }, 'open'],
      [{ registration_deadline: at(2 * day) }, 'closing_soon'],
      [{ registration_opens_at: at(-10 * day), registration_deadline: at(-day) }, 'closed'],
    ]
    for (const [dates, status] of cases) {
      const body = hackathonBody({ start_date: at(20 * day), end_date: at(21 * day), ...dates })
      const created = await sendHackathon(ctx, 'POST', body, editor)
      expect(created.statusCode, created.body).toBe(201)
      expect((created.json() as Hackathon).registration_status, JSON.stringify(dates)).toBe(status)
    }
  })

  it('lets a suggestion propose and clear a list of themes, shown as [] when cleared', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody({ themes: ['games'] }), editor)
    const { id } = created.json() as Hackathon
    const proposing = await sendHackathon(ctx, 'PATCH', { themes: ['games', 'hardware'], free: false }, user, id)
    expect(proposing.statusCode, proposing.body).toBe(202)
    expect(proposing.json()).toMatchObject({ themes: ['games', 'hardware'], free: false, languages: null })
    const clearing = await sendHackathon(ctx, 'PATCH', { themes: [] }, user, id)
    expect(clearing.statusCode, clearing.body).toBe(202)
    expect(clearing.json()).toMatchObject({ themes: [] })
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${(clearing.json() as Suggestion).id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await read(id)).toMatchObject({ themes: null })
  })

  it('tells the visitor cache the next moment a registration changes status', async () => {
    const created = await sendHackathon(
      ctx,
      'POST',
      hackathonBody({
        start_date: '2031-06-01T00:00:00Z',
        end_date: '2031-06-02T00:00:00Z',
        registration_opens_at: '2031-01-03T00:00:00Z',
        registration_deadline: '2031-01-08T00:00:00Z',
      }),
      editor,
    )
    expect(created.statusCode, created.body).toBe(201)
    const next = (after: string) => ctx.app.repos.hackathons.nextChangeAfter(new Date(after))
    // Before every other date this file stores: the opening, then 72 hours before the deadline, then the deadline.
    expect(await next('2031-01-01T00:00:00Z')).toEqual(new Date('2031-01-03T00:00:00Z'))
    expect(await next('2031-01-03T00:00:01Z')).toEqual(new Date('2031-01-05T00:00:00Z'))
    expect(await next('2031-01-05T00:00:01Z')).toEqual(new Date('2031-01-08T00:00:00Z'))
  })

  it('serves the theme vocabulary with labels and synonyms to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API}/themes/` })
    expect(response.statusCode).toBe(200)
    const { data, count } = response.json() as {
      data: { slug: string; label: string; synonyms: string[] }[]
      count: number
    }
    expect(count).toBe(data.length)
    expect(data.map((theme) => theme.slug)).toEqual(
      expect.arrayContaining([
        'ai',
        'web3',
        'health',
        'climate',
        'education',
        'fintech',
        'games',
        'hardware',
        'open-source',
        'social-good',
        'security',
        'data',
        'mobile',
        'space',
      ]),
    )
    expect(data.find((theme) => theme.slug === 'ai')).toMatchObject({
      label: 'AI',
      synonyms: expect.arrayContaining(['machine learning']),
    })
  })
})

describe('registrationStatus, at each boundary', () => {
  const end = new Date('2031-03-10T18:00:00Z')
  const opensAt = new Date('2031-02-01T09:00:00Z')
  const deadline = new Date('2031-03-01T12:00:00Z')
  const hours = (n: number) => n * 60 * 60 * 1000
  it.each([
    ['a millisecond before the opening', opensAt.getTime() - 1, 'opens_soon'],
    ['at the opening', opensAt.getTime(), 'open'],
    ['a millisecond more than 72 hours before the deadline', deadline.getTime() - hours(72) - 1, 'open'],
    ['72 hours before the deadline', deadline.getTime() - hours(72), 'closing_soon'],
    ['a millisecond before the deadline', deadline.getTime() - 1, 'closing_soon'],
    ['at the deadline', deadline.getTime(), 'closed'],
  ])('%s', (_, now, status) => {
    expect(registrationStatus({ end, opensAt, deadline }, new Date(now))).toBe(status)
  })

  it('is closed once the hackathon has ended, even without a deadline, and null without registration dates', () => {
    expect(registrationStatus({ end, opensAt, deadline: null }, new Date(end.getTime() + 1))).toBe('closed')
    expect(registrationStatus({ end, opensAt, deadline: null }, new Date(end.getTime()))).toBe('open')
    expect(registrationStatus({ end, opensAt: null, deadline: null }, new Date(0))).toBeNull()
  })
})
