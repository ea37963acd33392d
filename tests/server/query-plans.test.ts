import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FactFilters } from '../../common/fact-filters.js'
import type { HackathonSortKey, SortOrder } from '../../common/hackathon-list.js'
import type { Database, DatabaseHandle } from '../../server/db/index.js'
import {
  alertsRepository,
  hackathonsRepository,
  relatedRepository,
  remindersRepository,
  seriesRepository,
  sourcesRepository,
  suggestionsRepository,
  usersRepository,
} from '../../server/db/repositories/index.js'
import { type CapturedStatement, capturingDb } from '../support/capturing-db.js'
import { openTestDatabase } from './helpers.js'

/**
 * Every list query the API issues must be answered through an index, not by reading a whole table
 * of hackathons, suggestions or users: on a realistic amount of data (thousands of rows, statistics
 * gathered by ANALYZE, visibility map set by VACUUM as autovacuum would), the SQL the repositories
 * actually send is captured through a drizzle logger on the test database's own client, and each
 * statement's EXPLAIN must name no `Seq Scan` of those tables. Small tables (series) may be scanned.
 */

const HACKATHONS = 5000
const USERS = 2000
const SUGGESTIONS = 3000
const WATCHED = /Seq Scan on (hackathons|suggestions|users)\b/

describe('query plans of the list queries', () => {
  let handle: DatabaseHandle
  let db: Database
  const captured: CapturedStatement[] = []
  let seriesId: string
  let userId: string

  /** EXPLAIN of a captured statement; `forced` turns seq scans off for it alone (SET LOCAL). */
  async function explain({ query, params }: CapturedStatement, forced = false): Promise<string> {
    const client = (handle.db as unknown as { $client: PGlite | Pool }).$client
    const lines = (rows: unknown[]) => (rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n')
    if (!forced) return lines((await (client as Pool).query(`explain ${query}`, params)).rows)
    if (handle.kind === 'pglite') {
      return (client as PGlite).transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off')
        return lines((await tx.query(`explain ${query}`, params)).rows)
      })
    }
    const connection = await (client as Pool).connect()
    try {
      await connection.query('begin')
      await connection.query('set local enable_seqscan = off')
      return lines((await connection.query(`explain ${query}`, params)).rows)
    } finally {
      await connection.query('rollback')
      connection.release()
    }
  }

  /**
   * Runs `call` through the capturing repositories and checks the plan of every statement it sent.
   * `strict`: the planner, left alone, must use an index (the homepage feeds and the admin table,
   * whose first rows an index yields directly). Otherwise a seq scan the planner prefers at this
   * size is accepted only if the same statement, with seq scans off, is answered without one: that
   * proves an index serves it (at 5,000 rows a scan can legitimately be cheaper for a count of half
   * the table, a search matching every row, or a join of a few thousand users; with 100,000 rows
   * the planner picks the index, see the figures in the pull request), while a missing index still
   * fails, as PostgreSQL falls back to a seq scan when nothing else can answer.
   */
  async function expectIndexed(label: string, call: () => Promise<unknown>, { strict = false } = {}) {
    captured.length = 0
    await call()
    expect(captured.length, label).toBeGreaterThan(0)
    for (const statement of [...captured]) {
      let plan = await explain(statement)
      if (!strict && WATCHED.test(plan)) plan = await explain(statement, true)
      expect(plan.match(WATCHED), `${label}\n${statement.query}\n${plan}`).toBeNull()
    }
  }

  beforeAll(async () => {
    handle = await openTestDatabase()
    const run = (query: string) => handle.db.execute(sql.raw(query))
    await run(`insert into series (name) select 'Series ' || i from generate_series(1, 50) i`)
    await run(`insert into users (email, name, hashed_password, role, created_at)
      select 'user' || i || '@example.com', 'User ' || i, repeat('x', 97), i % 3,
             now() - i * interval '1 hour'
      from generate_series(1, ${USERS}) i`)
    // As many upcoming as past, one a day around now, a quarter of them in a series; two in three
    // placed over the whole globe, from pole to pole and across the antimeridian; two in three close
    // their registration two days before they start (set here, not by an update, which would move
    // the rows and undo their order by start date). Each has some of the other facts a hacker
    // decides by: a theme, cost, travel, audience, age, level, language and prize, spread so that
    // every filter selects a few per cent.
    await run(`insert into hackathons (name, description, url, start_date, end_date, location, series_id, latitude, longitude,
        registration_deadline, themes, free, travel_support, eligibility, min_age, beginner_friendly, languages,
        prize_amount, prize_currency)
      select 'Hackathon ' || (i % 97) || ' edition ' || i, 'A weekend of building things, number ' || i,
             'https://example.com/' || i, now() + (i - ${HACKATHONS / 2}) * interval '1 day',
             now() + (i - ${HACKATHONS / 2} + 2) * interval '1 day',
             case when i % 3 = 0 then null else 'City ' || (i % 40) end,
             case when i % 4 = 0 then (select id from series order by name offset (i % 50) limit 1) end,
             case when i % 3 <> 0 then -89 + (abs(hashtext(i || 'lat')) % 17800) / 100.0 end,
             case when i % 3 <> 0 then -180 + (abs(hashtext(i || 'lon')) % 36000) / 100.0 end,
             case when i % 3 <> 1 then now() + (i - ${HACKATHONS / 2} - 2) * interval '1 day' end,
             case when i % 2 = 0 then array[(array['ai', 'web3', 'health', 'climate', 'education', 'fintech', 'games',
               'hardware', 'open-source', 'social-good', 'security', 'data', 'mobile', 'space'])[1 + i % 14]] end,
             case when i % 4 = 0 then i % 11 = 0 end, case when i % 4 = 1 then (array['none', 'partial', 'full'])[1 + i % 3] end,
             case when i % 4 = 2 then array[(array['everyone', 'university', 'high_school', 'professionals'])[1 + (i / 4) % 4]] end,
             case when i % 6 = 0 then 16 + i % 5 end, case when i % 4 = 3 then i % 13 = 0 end,
             case when i % 3 = 0 then array[(array['en', 'de', 'fr', 'es', 'ja', 'pt', 'it', 'nl', 'pl'])[1 + i % 9]] end,
             case when i % 17 = 0 then 1000 * (i % 9) end, case when i % 17 = 0 then 'EUR' end
      from generate_series(1, ${HACKATHONS}) i`)
    // Each user saved a few hackathons, past and upcoming.
    await run(`insert into saved_hackathons (user_id, hackathon_id)
      select u.id, h.id
      from (select id, row_number() over (order by email) as n from users) u
      join (select id, row_number() over (order by url) as n from hackathons) h on h.n % 1000 = u.n % 1000`)
    // A third each in person, online and hybrid, and some with none.
    await run(`update hackathons set attendance_mode = (array['in_person', 'online', 'hybrid'])[1 + abs(hashtext(url)) % 3]
      where abs(hashtext(url)) % 7 <> 0`)
    await run(`insert into suggestions (kind, hackathon_id, changes, status, submitted_by_id, created_at)
      select case when i % 2 = 0 then 'update' else 'new' end,
             case when i % 2 = 0 then (select id from hackathons order by name offset (i % 500) limit 1) end,
             jsonb_build_object('name', 'Suggested ' || i), (array['pending', 'approved', 'rejected'])[1 + i % 3],
             (select id from users order by email offset (i % 200) limit 1), now() - i * interval '1 minute'
      from generate_series(1, ${SUGGESTIONS}) i`)
    // Alerts of 1,000 addresses, confirmed a day ago, following searches, modes, series and places.
    await run(`insert into alerts (email, frequency, filters, confirmed_at, news_since)
      select 'subscriber' || (i % 1000) || '@example.com', case when i % 2 = 0 then 'daily' else 'weekly' end,
             (array['{"q": "edition 4"}', '{"attendance_mode": "online"}', '{"near": "48.85,2.35", "radius_km": 250}', '{}'])[1 + i % 4]::jsonb,
             now() - interval '1 day', now() - interval '1 day'
      from generate_series(1, 2000) i`)
    await run('vacuum analyze')
    seriesId = (
      (await handle.db.execute(sql.raw('select id from series order by name limit 1'))) as unknown as {
        rows: { id: string }[]
      }
    ).rows[0]?.id as string
    userId = (
      (await handle.db.execute(sql.raw('select id from users order by email limit 1'))) as unknown as {
        rows: { id: string }[]
      }
    ).rows[0]?.id as string
    db = await capturingDb(handle, captured)
  }, 120_000)
  afterAll(() => handle.close())

  const sorts: HackathonSortKey[] = ['name', 'start_date', 'end_date', 'location']
  const orders: SortOrder[] = ['asc', 'desc']
  const page = { skip: 0, limit: 100, sortBy: 'start_date', sortOrder: 'asc' } as const

  it.each(sorts.flatMap((sortBy) => orders.map((sortOrder) => [sortBy, sortOrder] as const)))(
    'the hackathons table sorted by %s %s, deep in the pages',
    async (sortBy, sortOrder) => {
      const repo = hackathonsRepository(db)
      // Twice: the first computes the count, the second reads it from the cache.
      for (let i = 0; i < 2; i++) {
        await expectIndexed(`${sortBy} ${sortOrder}`, () => repo.list({ skip: 1000, limit: 10, sortBy, sortOrder }), {
          strict: i === 1,
        })
      }
    },
  )

  it.each([
    ['upcoming', 'asc'],
    ['past', 'asc'],
    ['upcoming', 'desc'],
    ['past', 'desc'],
  ] as const)('the %s feed, start date %s', async (status, sortOrder) => {
    const repo = hackathonsRepository(db)
    // The first call also computes the count (half the table: a scan may be cheaper); the second,
    // what every homepage visit runs, reads the cached count.
    await expectIndexed(status, () => repo.list({ ...page, sortOrder, status }))
    await expectIndexed(status, () => repo.list({ ...page, sortOrder, status }), { strict: true })
    await expectIndexed(`${status} page 5`, () => repo.list({ ...page, sortOrder, status, skip: 400 }))
  })

  it('a series page, and its feeds', async () => {
    const repo = hackathonsRepository(db)
    for (const status of [undefined, 'upcoming', 'past'] as const) {
      await expectIndexed(`series ${status}`, () => repo.list({ ...page, seriesId, status }))
    }
  })

  it("a hackathon's related ones: its series, its themes, nearby", async () => {
    const repo = relatedRepository(db)
    const target = { id: '00000000-0000-4000-8000-000000000000', seriesId, themes: ['ai', 'data'] }
    await expectIndexed('related', () => repo.related({ ...target, latitude: 48.85, longitude: 2.35 }, new Date()))
    await expectIndexed('related, unplaced', () =>
      repo.related({ ...target, latitude: null, longitude: null }, new Date()),
    )
  })

  it("a chunk of a source's items matched to listings: by identity, by normalised address, by a near name with overlapping dates", async () => {
    const repo = sourcesRepository(db)
    const [listed] = (
      (await handle.db.execute(sql.raw('select id from hackathons order by url limit 1'))) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    const start = new Date()
    const end = new Date(start.getTime() + 2 * 24 * 3600_000)
    const probes = [
      { knownId: listed?.id ?? null, url: 'https://elsewhere.example/1', name: 'Anything at all', start, end },
      {
        knownId: null,
        url: 'https://www.example.com/42/?utm_source=feed',
        name: 'Hackathon 42 edition 42',
        start,
        end,
      },
      { knownId: null, url: 'https://elsewhere.example/2', name: 'Hackathon 42 edition 2542', start, end },
      { knownId: null, url: 'https://elsewhere.example/3', name: 'Nothing like it', start, end },
    ]
    await expectIndexed('matching', () => repo.matchListings(probes), { strict: true })
  })

  it.each(['edition 42', 'City 7', 'building'])('a search for %s', async (q) => {
    const repo = hackathonsRepository(db)
    await expectIndexed(`q=${q}`, () => repo.list({ ...page, sortBy: 'name', q }))
    await expectIndexed(`q=${q} upcoming`, () => repo.list({ ...page, q, status: 'upcoming' }))
  })

  it.each(['upcoming', 'past'] as const)('the %s feed of one attendance mode', async (status) => {
    const repo = hackathonsRepository(db)
    const filters = { ...page, status, attendanceMode: 'online' } as const
    await expectIndexed(`online ${status}`, () => repo.list(filters))
    await expectIndexed(`online ${status}, count cached`, () => repo.list(filters), { strict: true })
  })

  it('a start date range, alone and with the other filters', async () => {
    const repo = hackathonsRepository(db)
    const day = 86_400_000
    const range = { startFrom: new Date(Date.now() + 10 * day), startTo: new Date(Date.now() + 40 * day) }
    await expectIndexed('range', () => repo.list({ ...page, ...range }), { strict: true })
    await expectIndexed('range upcoming hybrid', () =>
      repo.list({ ...page, ...range, status: 'upcoming', attendanceMode: 'hybrid' }),
    )
    await expectIndexed('from, by name', () => repo.list({ ...page, sortBy: 'name', startFrom: range.startFrom }))
  })

  it.each([
    ['Potsdam', { latitude: 52.4, longitude: 13.07 }, 100],
    ['the antimeridian', { latitude: -17.8, longitude: 179.9 }, 500],
    ['the North Pole', { latitude: 89.5, longitude: 0 }, 250],
  ] as const)('hackathons near %s, nearest first and with the other filters', async (_label, point, radiusKm) => {
    const repo = hackathonsRepository(db)
    const near = { ...point, radiusKm }
    await expectIndexed('near', () => repo.list({ ...page, sortBy: 'distance', near }))
    await expectIndexed('near upcoming', () => repo.list({ ...page, status: 'upcoming', near }))
    await expectIndexed('placed, the map', () => repo.list({ ...page, placed: true, status: 'upcoming' }))
    await expectIndexed('near in person, by name', () =>
      repo.list({ ...page, sortBy: 'name', attendanceMode: 'in_person', near }),
    )
  })

  it.each<[string, FactFilters]>([
    ['themes', { themes: 'climate,space' }],
    ['registration open', { registration: 'open' }],
    ['registration closing soon', { registration: 'closing_soon' }],
    ['registration opening soon', { registration: 'opens_soon' }],
    ['eligibility', { eligibility: 'high_school' }],
    ['age', { age: 16 }],
    ['free', { free: true }],
    ['travel support', { travel_support: 'full' }],
    ['beginner-friendly', { beginner_friendly: true }],
    ['language', { language: 'ja' }],
    ['prizes', { prizes: true }],
    ['all of them', { themes: 'ai', registration: 'open', free: true, language: 'en', prizes: true }],
  ])('the fact filter %s, alone, on the homepage feeds and near a place', async (label, facts) => {
    const repo = hackathonsRepository(db)
    await expectIndexed(label, () => repo.list({ ...page, facts }))
    for (const status of ['upcoming', 'past'] as const) {
      await expectIndexed(`${label} ${status}`, () => repo.list({ ...page, status, facts }))
    }
    const near = { latitude: 52.4, longitude: 13.07, radiusKm: 500 }
    await expectIndexed(`${label} near`, () => repo.list({ ...page, sortBy: 'distance', near, facts }))
  })

  it('the registration deadlines still ahead, soonest first', async () => {
    const repo = hackathonsRepository(db)
    const byDeadline = { ...page, sortBy: 'registration_deadline' } as const
    await expectIndexed('deadline order', () => repo.list(byDeadline))
    await expectIndexed('deadline order, open', () =>
      repo.list({ ...byDeadline, status: 'upcoming', facts: { registration: 'open' } }),
    )
  })

  it('a search within one attendance mode', async () => {
    const repo = hackathonsRepository(db)
    await expectIndexed('q mode', () => repo.list({ ...page, q: 'edition 42', attendanceMode: 'in_person' }))
    await expectIndexed('q mode upcoming', () =>
      repo.list({ ...page, q: 'City 7', attendanceMode: 'hybrid', status: 'upcoming' }),
    )
  })

  it('the duplicate checks of a hackathon form: the same page, and similar names on overlapping dates', async () => {
    const repo = hackathonsRepository(db)
    await expectIndexed('same page', () => repo.findByUrl('https://www.example.com/42/?utm_source=x'), {
      strict: true,
    })
    const start = new Date(Date.now() + 3 * 86_400_000)
    await expectIndexed('similar', () =>
      repo.similar('Hackathon 42 edition 2542', start, new Date(start.getTime() + 86_400_000)),
    )
  })

  it('the series list with its hackathon counts', async () => {
    await expectIndexed('series', () => seriesRepository(db).list(0, 100))
  })

  it('the suggestions lists', async () => {
    const repo = suggestionsRepository(db)
    await expectIndexed('suggestions', () => repo.list({ skip: 0, limit: 100 }))
    await expectIndexed('suggestions deep', () => repo.list({ skip: 1000, limit: 10 }))
    await expectIndexed('pending', () => repo.list({ skip: 0, limit: 100, status: 'pending' }))
    await expectIndexed('mine', () => repo.list({ skip: 0, limit: 100, submittedById: userId }))
  })

  it("an alert's news, and the claim of due digests", async () => {
    const repo = alertsRepository(db)
    const now = new Date()
    const since = new Date(now.getTime() - 3600_000)
    for (const filters of [{ q: 'edition 42' }, { attendance_mode: 'online' as const }, { series: seriesId }, {}]) {
      await expectIndexed(`news ${JSON.stringify(filters)}`, () =>
        repo.news({ filters, newsSince: since }, now, now, 25),
      )
    }
    await expectIndexed('news near', () =>
      repo.news({ filters: { near: '48.85,2.35', radius_km: 250 }, newsSince: since }, now, now, 25),
    )
    await expectIndexed('claim', () => repo.claimDue(now, { limit: 50, force: true, claimSeconds: 900 }))
  })

  it('the claim of due deadline reminders', async () => {
    const repo = remindersRepository(db)
    await expectIndexed('reminders claim', () => repo.claimDue(new Date(), { limit: 50, claimSeconds: 900 }))
  })

  it('the users list', async () => {
    const repo = usersRepository(db)
    await expectIndexed('users', () => repo.list(0, 100))
    await expectIndexed('users deep', () => repo.list(1000, 10))
  })
})
