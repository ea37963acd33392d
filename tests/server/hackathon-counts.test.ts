import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hackathonsRepository } from '../../server/db/repositories/hackathons.js'
import { createTestApp, seedHackathon, seedSeries, type TestContext } from './helpers.js'

/** The cached counts of GET /hackathons/ stay exact: after any write, from any process, as time passes. */
describe('hackathon counts', () => {
  let ctx: TestContext
  const page = { skip: 0, limit: 1, sortBy: 'start_date', sortOrder: 'asc' } as const
  const ends = new Date('2031-06-01T12:00:00Z')
  const before = new Date(ends.getTime() - 60_000)
  const after = new Date(ends.getTime() + 60_000)
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  // Two repositories on one database: two API processes sharing one PostgreSQL.
  const counts = async (now: Date, seriesId?: string) => {
    const [one, other] = [hackathonsRepository(ctx.database.db), hackathonsRepository(ctx.database.db)]
    const read = async (repo: typeof one) => ({
      upcoming: (await repo.list({ ...page, now, seriesId, status: 'upcoming' })).count,
      past: (await repo.list({ ...page, now, seriesId, status: 'past' })).count,
      all: (await repo.list({ ...page, now, seriesId })).count,
    })
    const first = await read(one)
    expect(await read(other)).toEqual(first)
    expect(await read(one)).toEqual(first) // now from the cache
    return first
  }

  it('follows inserts, updates and deletes, also those made outside the API', async () => {
    const start = new Date(ends.getTime() - 86_400_000)
    expect(await counts(before)).toEqual({ upcoming: 0, past: 0, all: 0 })
    const a = await seedHackathon(ctx, { startDate: start, endDate: ends })
    expect(await counts(before)).toEqual({ upcoming: 1, past: 0, all: 1 })
    await seedHackathon(ctx, { startDate: new Date('2020-01-01T00:00:00Z'), endDate: new Date('2020-01-02T00:00:00Z') })
    expect(await counts(before)).toEqual({ upcoming: 1, past: 1, all: 2 })
    // A write no repository made (a migration, psql, another service) counts the same.
    await ctx.database.db.execute(
      sql`update hackathons set end_date = '2020-02-01T00:00:00Z', start_date = '2020-01-31T00:00:00Z' where id = ${a.id}`,
    )
    expect(await counts(before)).toEqual({ upcoming: 0, past: 2, all: 2 })
    await ctx.app.repos.hackathons.remove(a.id)
    expect(await counts(before)).toEqual({ upcoming: 0, past: 1, all: 1 })
  })

  it('moves a hackathon from upcoming to past once it has ended, with no write in between', async () => {
    const series = await seedSeries(ctx, 'Counted')
    await seedHackathon(ctx, { startDate: new Date(ends.getTime() - 3_600_000), endDate: ends, seriesId: series.id })
    expect(await counts(before, series.id)).toEqual({ upcoming: 1, past: 0, all: 1 })
    expect(await counts(ends, series.id)).toEqual({ upcoming: 1, past: 0, all: 1 })
    expect(await counts(after, series.id)).toEqual({ upcoming: 0, past: 1, all: 1 })
    // And back, for a process whose clock is behind.
    expect(await counts(before, series.id)).toEqual({ upcoming: 1, past: 0, all: 1 })
  })

  it('follows a series delete, which clears series_id through the foreign key', async () => {
    const series = await seedSeries(ctx, 'Deleted')
    await seedHackathon(ctx, { seriesId: series.id })
    expect((await counts(before, series.id)).all).toBe(1)
    await ctx.app.repos.series.remove(series.id)
    expect((await counts(before, series.id)).all).toBe(0)
  })
})
