import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HackathonConditions, hackathonsWhere } from '../../server/db/repositories/hackathons.js'
import { hackathons } from '../../server/db/schema.js'
import { createTestApp, seedHackathon, type TestContext } from './helpers.js'

// Matching a webhook's filters leaves out the bounds that only steer index scans; the rows selected
// must be the very rows the list selects, on every side of each bound.

const DAY = 86_400_000
const now = new Date()
const at = (days: number) => new Date(now.getTime() + days * DAY)
let ctx: TestContext

const PLACES = [
  { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { name: 'Potsdam', latitude: 52.39, longitude: 13.06 },
  { name: 'Hamburg', latitude: 53.55, longitude: 9.99 },
  { name: 'Fiji', latitude: -17.7, longitude: 179.9 },
  { name: 'Samoa', latitude: -13.8, longitude: -172.1 },
  { name: 'Svalbard', latitude: 89.5, longitude: 20 },
]
/** Long and short, ended, running and to come: each side of the status' start-date bound. */
const SPANS = [
  [-40, -30],
  [-2, -1],
  [-45, 5],
  [-1, 1],
  [3, 4],
  [60, 90],
]

beforeAll(async () => {
  ctx = await createTestApp()
  for (const [i, [start, end]] of SPANS.entries()) {
    for (const place of PLACES) {
      await seedHackathon(ctx, {
        name: `${place.name} ${i}`,
        location: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        startDate: at(start ?? 0),
        endDate: at(end ?? 0),
      })
    }
  }
})
afterAll(() => ctx.close())

async function selected(filters: HackathonConditions, scanBounds: boolean): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ name: hackathons.name })
    .from(hackathons)
    .where(hackathonsWhere(filters, now, { scanBounds }) ?? sql`true`)
  return rows.map((row) => row.name).sort()
}

const FILTER_SETS: [string, HackathonConditions][] = [
  ['upcoming', { status: 'upcoming' }],
  ['past', { status: 'past' }],
  ['near Berlin, 50 km', { near: { latitude: 52.52, longitude: 13.405, radiusKm: 50 } }],
  [
    'near Fiji across the antimeridian',
    { status: 'upcoming', near: { latitude: -16, longitude: 179, radiusKm: 1500 } },
  ],
  ['near the pole', { near: { latitude: 88, longitude: 0, radiusKm: 300 } }],
]

describe('filters without their scan bounds', () => {
  it.each(FILTER_SETS)('select the same hackathons as the list: %s', async (_, filters) => {
    const listed = await selected(filters, true)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThan(PLACES.length * SPANS.length)
    expect(await selected(filters, false)).toEqual(listed)
  })
})
