import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeAlertFilters } from '../../common/alerts.js'
import type { NewHackathon } from '../../server/db/repositories/hackathons.js'
import { API, createTestApp, expectValidationError, seedHackathon, seedSeries, type TestContext } from './helpers.js'

// The list's filters by the facts a hacker decides by: each alone, together, with the older
// filters and with `near`, and the same filters in the calendar, the feeds and the alerts.

const HOUR = 3_600_000
const DAY = 24 * HOUR
let ctx: TestContext
let seriesId: string
const now = Date.now()
const at = (offset: number) => new Date(now + offset)

/** Every hackathon below is upcoming unless it says otherwise, a month from now. */
const upcoming = { startDate: at(30 * DAY), endDate: at(32 * DAY) }

const HACKATHONS: Record<string, Partial<NewHackathon>> = {
  'Climate Code': {
    themes: ['climate', 'data'],
    registrationDeadline: at(10 * DAY),
    free: true,
    travelSupport: 'full',
    eligibility: ['university'],
    minAge: 18,
    languages: ['en', 'de'],
    prizeAmount: 5000,
    prizeCurrency: 'EUR',
    location: 'Berlin',
    latitude: 52.52,
    longitude: 13.405,
    attendanceMode: 'in_person',
  },
  'AI Sprint': {
    themes: ['ai'],
    registrationDeadline: at(HOUR),
    free: false,
    travelSupport: 'partial',
    eligibility: ['everyone'],
    beginnerFriendly: true,
    languages: ['en'],
    prizeAmount: 0,
    prizeCurrency: 'USD',
    attendanceMode: 'online',
  },
  'School Games': {
    themes: ['games', 'education'],
    registrationOpensAt: at(5 * DAY),
    registrationDeadline: at(20 * DAY),
    eligibility: ['high_school'],
    minAge: 14,
    beginnerFriendly: true,
    languages: ['fr'],
    travelSupport: 'none',
    location: 'Potsdam',
    latitude: 52.39,
    longitude: 13.06,
  },
  'Closed Chain': {
    themes: ['web3'],
    registrationOpensAt: at(-20 * DAY),
    registrationDeadline: at(-HOUR),
    prizeAmount: 100,
    prizeCurrency: 'USD',
  },
  'Plain Hack': {},
  'Ended Climate': {
    themes: ['climate'],
    startDate: at(-10 * DAY),
    endDate: at(-8 * DAY),
    registrationDeadline: at(-12 * DAY),
    free: true,
  },
}

async function list(query: string): Promise<string[]> {
  const order = query.includes('sort_by=') ? '' : 'sort_by=name&'
  const response = await ctx.app.inject({ url: `${API}/hackathons/?limit=100&${order}${query}` })
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200)
  const body = response.json() as { data: { name: string }[]; count: number }
  expect(body.count, query).toBe(body.data.length)
  return body.data.map((row) => row.name)
}

beforeAll(async () => {
  ctx = await createTestApp()
  seriesId = (await seedSeries(ctx, 'Green Series')).id
  for (const [name, values] of Object.entries(HACKATHONS)) {
    await seedHackathon(ctx, { name, ...upcoming, ...values, ...(name === 'Climate Code' ? { seriesId } : {}) })
  }
})
afterAll(() => ctx.close())

describe('GET /hackathons/ by facts', () => {
  it.each([
    ['themes=climate', ['Climate Code', 'Ended Climate']],
    ['themes=ai,games', ['AI Sprint', 'School Games']],
    ['registration=open', ['AI Sprint', 'Climate Code']],
    ['registration=closing_soon', ['AI Sprint']],
    ['registration=opens_soon', ['School Games']],
    ['eligibility=university', ['AI Sprint', 'Climate Code']],
    ['eligibility=high_school', ['AI Sprint', 'School Games']],
    ['age=16', ['AI Sprint', 'Closed Chain', 'Ended Climate', 'Plain Hack', 'School Games']],
    ['age=12', ['AI Sprint', 'Closed Chain', 'Ended Climate', 'Plain Hack']],
    ['free=true', ['Climate Code', 'Ended Climate']],
    ['travel_support=partial', ['AI Sprint', 'Climate Code']],
    ['travel_support=full', ['Climate Code']],
    ['beginner_friendly=true', ['AI Sprint', 'School Games']],
    ['language=de', ['Climate Code']],
    ['language=en', ['AI Sprint', 'Climate Code']],
    ['prizes=true', ['Climate Code', 'Closed Chain']],
  ])('%s alone', async (query, names) => {
    expect(await list(query)).toEqual(names)
  })

  it('combines the fact filters with each other', async () => {
    expect(await list('themes=climate,ai&free=true')).toEqual(['Climate Code', 'Ended Climate'])
    expect(await list('registration=open&beginner_friendly=true')).toEqual(['AI Sprint'])
    expect(await list('eligibility=high_school&age=15&language=fr')).toEqual(['School Games'])
    expect(await list('prizes=true&travel_support=partial')).toEqual(['Climate Code'])
  })

  it('combines them with the status, attendance, search, series and date filters', async () => {
    expect(await list('themes=climate&status=upcoming')).toEqual(['Climate Code'])
    expect(await list('themes=climate&status=past')).toEqual(['Ended Climate'])
    expect(await list('free=true&attendance_mode=in_person')).toEqual(['Climate Code'])
    expect(await list('beginner_friendly=true&q=games')).toEqual(['School Games'])
    expect(await list(`themes=climate&series=${seriesId}`)).toEqual(['Climate Code'])
    const from = at(-DAY).toISOString()
    expect(await list(`themes=climate&start_from=${encodeURIComponent(from)}`)).toEqual(['Climate Code'])
  })

  it('combines them with near, each hackathon with its distance', async () => {
    const berlin = 'near=52.52,13.40&radius_km=100'
    expect(await list(berlin)).toEqual(['Climate Code', 'School Games'])
    expect(await list(`${berlin}&beginner_friendly=true`)).toEqual(['School Games'])
    expect(await list(`${berlin}&themes=climate&sort_by=distance`)).toEqual(['Climate Code'])
  })

  it('sorts by the deadlines still ahead, soonest first, then the rest by start date', async () => {
    const names = async (order: string) => {
      const response = await ctx.app.inject({
        url: `${API}/hackathons/?limit=100&sort_by=registration_deadline&${order}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      return (response.json() as { data: { name: string }[] }).data.map((row) => row.name)
    }
    const ordered = await names('sort_order=asc')
    expect(ordered.slice(0, 3)).toEqual(['AI Sprint', 'Climate Code', 'School Games'])
    // The rest (a passed deadline, or none) by start date: the ended one started first.
    expect(ordered[3]).toBe('Ended Climate')
    expect(new Set(ordered.slice(4))).toEqual(new Set(['Closed Chain', 'Plain Hack']))
    expect(await names('sort_order=asc&registration=open')).toEqual(['AI Sprint', 'Climate Code'])
  })

  it.each([
    ['themes', 'cooking'],
    ['themes', 'ai,,climate'],
    ['themes', 'AI'],
    ['registration', 'closed'],
    ['eligibility', 'kids'],
    ['age', '100'],
    ['age', '-1'],
    ['age', '12.5'],
    ['free', 'false'],
    ['free', 'yes'],
    ['travel_support', 'none'],
    ['beginner_friendly', '1x'],
    ['language', 'EN'],
    ['language', 'eng'],
    ['prizes', 'false'],
    ['sort_by', 'deadline'],
  ])('answers %s=%s with 422 naming it', async (name, value) => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/?${name}=${encodeURIComponent(value)}` })
    expectValidationError(response, ['query', name])
  })
})

describe('the calendar and the feeds under the fact filters', () => {
  it('the subscribable calendar lists only the upcoming hackathons the filters select', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/calendar.ics?themes=climate,games` })
    expect(response.statusCode, response.body).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(response.body))
    const summaries = calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('summary'))
    expect(summaries).toEqual(expect.arrayContaining(['Climate Code', 'School Games']))
    expect(summaries).not.toContain('AI Sprint')
    expect(summaries).not.toContain('Ended Climate')
  })

  it('the feeds carry only the hackathons the filters select, and link back to the same filters', async () => {
    const json = await ctx.app.inject({ url: `${API}/hackathons/feed.json?free=true&themes=climate` })
    expect(json.statusCode, json.body).toBe(200)
    const feed = json.json() as { feed_url: string; home_page_url: string; items: { title: string }[] }
    expect(feed.items.map((item) => item.title).sort()).toEqual(['Climate Code', 'Ended Climate'])
    expect(feed.feed_url).toMatch(/\/hackathons\/feed\.json\?themes=climate&free=true$/)
    expect(feed.home_page_url).toMatch(/\/\?themes=climate&free=true$/)

    const atom = await ctx.app.inject({ url: `${API}/hackathons/feed.xml?prizes=true` })
    expect(atom.statusCode, atom.body).toBe(200)
    expect(atom.body).toContain('Closed Chain')
    expect(atom.body).not.toContain('AI Sprint')
    expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/feed.xml?themes=cooking` }), [
      'query',
      'themes',
    ])
  })
})

describe('alerts under the fact filters', () => {
  it('keep the filters in a fixed order, describe them in words and send only what they select', async () => {
    const email = 'facts@example.com'
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: `${API}/alerts/`,
      payload: {
        email,
        frequency: 'daily',
        filters: { free: true, themes: 'data,climate', attendance_mode: 'in_person' },
      },
    })
    expect(subscribed.statusCode, subscribed.body).toBe(202)
    const [alert] = await ctx.app.repos.alerts.listByEmail(email)
    expect(alert?.filters).toEqual({ attendance_mode: 'in_person', themes: 'climate,data', free: true })
    expect(describeAlertFilters(alert?.filters ?? {})).toBe('In person hackathons, about Climate or Data, free')

    const news = await ctx.app.repos.alerts.news(
      { filters: alert?.filters ?? {}, newsSince: at(-DAY) },
      at(DAY),
      new Date(),
      25,
    )
    expect(news.hackathons.map((row) => row.name)).toEqual(['Climate Code'])

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${API}/alerts/`,
      payload: { email, frequency: 'daily', filters: { registration: 'someday' } },
    })
    expectValidationError(refused, ['body', 'filters', 'registration'])
  })

  it('describe each fact in words after the older filters', () => {
    expect(
      describeAlertFilters({
        q: 'AI',
        registration: 'open',
        eligibility: 'high_school',
        age: 16,
        travel_support: 'partial',
        beginner_friendly: true,
        language: 'de',
        prizes: true,
      }),
    ).toBe(
      'Hackathons matching ‘AI’, registration open, open to high-school students, open at age 16, with travel support, beginner-friendly, in German, with prizes',
    )
    expect(describeAlertFilters({})).toBe('Hackathons of every kind')
  })
})
