import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewHackathon } from '../../server/db/repositories/hackathons.js'
import { API, createTestApp, seedHackathon, seedSeries, type TestContext } from './helpers.js'

/** GET /hackathons/{id}/related: what a public hackathon page offers next to its facts. */

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const DAY = 86_400_000
const BERLIN = { latitude: 52.52, longitude: 13.405 }
const POTSDAM = { latitude: 52.39, longitude: 13.065 }
const TOKYO = { latitude: 35.68, longitude: 139.69 }

/** A hackathon starting `days` from now (negative: in the past), lasting a day. */
const hackathonIn = (days: number, name: string, values: Partial<NewHackathon> = {}) =>
  seedHackathon(ctx, {
    name,
    startDate: new Date(Date.now() + days * DAY),
    endDate: new Date(Date.now() + (days + 1) * DAY),
    ...values,
  })

async function relatedNames(id: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${id}/related` })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: { name: string }[] }).data.map((hackathon) => hackathon.name)
}

describe('related hackathons', () => {
  it('offers its series, shared themes and nearby ones, upcoming first, never itself', async () => {
    const series = await seedSeries(ctx, `Related Series ${randomUUID()}`)
    const target = await hackathonIn(30, 'Target', {
      seriesId: series.id,
      themes: ['ai', 'health'],
      ...BERLIN,
    })
    await hackathonIn(60, 'Next edition', { seriesId: series.id })
    await hackathonIn(-300, 'Last edition', { seriesId: series.id, themes: ['games'] })
    await hackathonIn(90, 'Both themes far away', { themes: ['health', 'ai'], ...TOKYO })
    await hackathonIn(10, 'Nearby, other theme', { themes: ['fintech'], ...POTSDAM })
    await hackathonIn(-20, 'Ended, same themes, same city', { themes: ['ai'], ...BERLIN })
    await hackathonIn(15, 'Unrelated', { themes: ['fintech'], ...TOKYO })

    expect(await relatedNames(target.id)).toEqual([
      'Next edition',
      // Nearby weighs as much as two shared themes: the sooner goes first.
      'Nearby, other theme',
      'Both themes far away',
      'Last edition',
    ])
  })

  it('offers at most four, the best related first, then the soonest', async () => {
    const target = await hackathonIn(20, 'Space target', { themes: ['space', 'hardware'] })
    for (const days of [50, 5, 40, 8, 30]) await hackathonIn(days, `Space ${days}`, { themes: ['space'] })
    await hackathonIn(45, 'Space hardware', { themes: ['hardware', 'space'] })
    expect(await relatedNames(target.id)).toEqual(['Space hardware', 'Space 5', 'Space 8', 'Space 30'])
  })

  it('offers nothing for a hackathon without a series, themes or a place', async () => {
    const loner = await hackathonIn(12, 'Loner')
    expect(await relatedNames(loner.id)).toEqual([])
  })

  it('answers 404 for an unknown hackathon and 422 for an id that is not one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${randomUUID()}/related` })
    expect(unknown.statusCode).toBe(404)
    const bad = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/not-an-id/related` })
    expect(bad.statusCode).toBe(422)
  })

  it('is a public read with an ETag that a visitor revalidates', async () => {
    const target = await hackathonIn(25, 'Cached target', { themes: ['mobile'] })
    await hackathonIn(26, 'Cached neighbour', { themes: ['mobile'] })
    const url = `${API}/hackathons/${target.id}/related`
    const first = await ctx.app.inject({ method: 'GET', url })
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    await hackathonIn(27, 'New neighbour', { themes: ['mobile'] })
    // Written straight to the database: the change notification, not this process's write, clears the cache.
    await expect.poll(() => relatedNames(target.id)).toEqual(['Cached neighbour', 'New neighbour'])
  })
})
