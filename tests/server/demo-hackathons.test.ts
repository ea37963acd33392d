import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SKIP_REASONS } from '../../common/sources.js'
import { wallClock } from '../../common/zoned-time.js'
import { runDemoSeed } from '../../server/demo-hackathons-cli.js'
import {
  DEMO_HACKATHONS,
  DEMO_SOURCE,
  demoHackathonValues,
  seasonOf,
  seedDemo,
} from '../../server/services/demo-hackathons.js'
import { API, createTestApp, type TestContext } from './helpers.js'

/** `npm run seed:demo`: a fresh database gets about 30 hackathons that show every listing fact. */

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

type Listed = Record<string, unknown> & { series: { name: string } | null }

async function publicList(query = ''): Promise<{ data: Listed[]; count: number }> {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/?limit=100${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const distinct = (rows: Listed[], field: string) => new Set(rows.flatMap((row) => row[field] ?? []))

describe('the demo seed', () => {
  it('lists about 30 varied hackathons with their facts in the public list, and adds nothing a second time', async () => {
    expect(await seedDemo(ctx.database.db)).toEqual({ added: DEMO_HACKATHONS.length, kept: 0, sourceAdded: true })
    const { data, count } = await publicList()
    expect(count).toBe(DEMO_HACKATHONS.length)
    expect(count).toBeGreaterThanOrEqual(25)

    expect(distinct(data, 'themes').size).toBeGreaterThanOrEqual(10)
    expect(distinct(data, 'prize_currency').size).toBeGreaterThanOrEqual(5)
    expect(distinct(data, 'free')).toEqual(new Set([true, false]))
    expect(distinct(data, 'travel_support')).toEqual(new Set(['none', 'partial', 'full']))
    expect(distinct(data, 'eligibility')).toEqual(new Set(['everyone', 'university', 'high_school', 'professionals']))
    expect(distinct(data, 'languages').size).toBeGreaterThanOrEqual(8)
    expect(distinct(data, 'attendance_mode')).toEqual(new Set(['in_person', 'online', 'hybrid']))
    expect(new Set(data.map((row) => row.registration_status))).toEqual(
      new Set(['opens_soon', 'open', 'closing_soon', 'closed', null]),
    )
    expect(distinct(data, 'location').size).toBeGreaterThanOrEqual(15)
    // Each starts in the daytime on its own clock (San Francisco's not at 01:00), online ones included.
    const startHours = data.map((row) => {
      const zone = String(row.timezone)
      return [row.name, zone, wallClock(new Date(String(row.start_date)), zone).hour]
    })
    expect(startHours.filter(([, , hour]) => Number(hour) < 8 || Number(hour) > 19)).toEqual([])
    // In-person ones are on the map.
    expect(data.filter((row) => row.attendance_mode !== 'online' && row.latitude === null)).toEqual([])
    const inSeries = data.flatMap((row) => (row.series ? [row.series.name] : []))
    expect(new Set(inSeries).size).toBeGreaterThanOrEqual(2)
    expect(inSeries.filter((name) => name === 'Spree Hacks')).toHaveLength(2)

    const past = await publicList('&status=past')
    const upcoming = await publicList('&status=upcoming')
    expect(past.count).toBeGreaterThanOrEqual(5)
    expect(upcoming.count).toBeGreaterThanOrEqual(15)

    expect(await seedDemo(ctx.database.db)).toEqual({ added: 0, kept: DEMO_HACKATHONS.length, sourceAdded: false })
    expect((await publicList()).count).toBe(DEMO_HACKATHONS.length)
    const series = await ctx.app.inject({ method: 'GET', url: `${API}/series/?limit=100` })
    const names = (series.json() as { data: { name: string }[] }).data.map((s) => s.name)
    expect(names.filter((name) => name === 'Spree Hacks')).toHaveLength(1)
    // Sixty writes and four list reads on the embedded database: past 20 s on a loaded two-core machine.
  }, 90_000)

  it('adds a source that read the calendar shipped with the project: its report and its suggestions, offline', async () => {
    // The test above seeded it; its events wait for review, and its report names what it skipped.
    const source = await ctx.app.repos.sources.findByUrl(DEMO_SOURCE.url)
    expect(source).toMatchObject({ name: DEMO_SOURCE.name, status: 'paused', lastError: null })
    expect(source?.lastRun).toMatchObject({ seen: 5, suggested: 2, created: 0, error: null })
    expect(source?.lastRun?.skipped.map((item) => item.reason).sort()).toEqual(
      [SKIP_REASONS.cancelled, SKIP_REASONS.noWebAddress, SKIP_REASONS.recurring].sort(),
    )
    const filed = await ctx.app.repos.suggestions.list({ skip: 0, limit: 10, sourceId: source?.id })
    expect(filed.data.map((row) => row.sourceName)).toEqual([DEMO_SOURCE.name, DEMO_SOURCE.name])
  })

  it('runs from the command line on the database the server uses (DATABASE_URL, else DATA_DIR)', async () => {
    const lines: string[] = []
    const print = { out: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
    if (ctx.database.url) {
      // PostgreSQL: the database the test above seeded.
      expect(await runDemoSeed({ DATABASE_URL: ctx.database.url }, print)).toBe(0)
      expect(lines).toEqual([`All ${DEMO_HACKATHONS.length} demo hackathons are in PostgreSQL already: nothing added`])
      return
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-hackathons-'))
    try {
      expect(await runDemoSeed({ DATA_DIR: dataDir }, print)).toBe(0)
      expect(lines).toEqual([`Added ${DEMO_HACKATHONS.length} demo hackathons to PGlite in ${join(dataDir, 'db')}`])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // A new embedded database is created and migrated first.
  }, 120_000)
})

describe("the demo seed's times and names, whenever it runs", () => {
  // Seeded late in the evening (UTC) on the first of each month of a year: the day differs by zone.
  const runs = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1, 22, 30)))
  const SEASON = /\b(Spring|Summer|Autumn|Fall|Winter)\b/
  const YEAR = /\b(20\d\d)\b/

  it("starts and ends every hackathon on the hour in the daytime of its venue's clock, an online one's in its zone", () => {
    for (const now of runs) {
      for (const hackathon of demoHackathonValues(now)) {
        const zone = hackathon.timezone
        expect(zone, hackathon.name).toBeTruthy()
        const start = wallClock(hackathon.startDate, String(zone))
        const end = wallClock(hackathon.endDate, String(zone))
        expect([start.minute, end.minute], hackathon.name).toEqual([0, 0])
        expect(start.hour, `${hackathon.name} starts at ${start.hour}:00 in ${zone}`).toBeGreaterThanOrEqual(8)
        expect(start.hour, `${hackathon.name} starts at ${start.hour}:00 in ${zone}`).toBeLessThanOrEqual(19)
        expect(end.hour, `${hackathon.name} ends at ${end.hour}:00 in ${zone}`).toBeGreaterThanOrEqual(12)
        expect(hackathon.endDate.getTime()).toBeGreaterThan(hackathon.startDate.getTime())
      }
    }
  })

  it('names a season or a year only when the start falls in it, and never two hackathons alike', () => {
    for (const now of runs) {
      const hackathons = demoHackathonValues(now)
      expect(new Set(hackathons.map((hackathon) => hackathon.name)).size).toBe(hackathons.length)
      for (const hackathon of hackathons) {
        const start = wallClock(hackathon.startDate, String(hackathon.timezone))
        const season = SEASON.exec(hackathon.name)?.[1]
        if (season) {
          const southern = (hackathon.latitude ?? 0) < 0
          expect(season, `${hackathon.name} starts ${start.year}-${start.month}`).toBe(seasonOf(start.month, southern))
        }
        const year = YEAR.exec(hackathon.name)?.[1]
        if (year) expect(Number(year), hackathon.name).toBe(start.year)
        expect(hackathon.name).not.toMatch(/last year/i)
      }
    }
    // The Spree editions, seeded on 27 November: the next in December is winter's, the last in June summer's.
    const names = demoHackathonValues(new Date(Date.UTC(2026, 10, 27, 8))).map((hackathon) => hackathon.name)
    expect(names).toEqual(expect.arrayContaining(['Spree Hacks Winter', 'Spree Hacks Summer']))
  })

  it('tells the seasons of the south from those of the north', () => {
    expect([12, 3, 6, 9].map((month) => seasonOf(month, false))).toEqual(['Winter', 'Spring', 'Summer', 'Autumn'])
    expect([12, 3, 6, 9].map((month) => seasonOf(month, true))).toEqual(['Summer', 'Autumn', 'Winter', 'Spring'])
  })
})
