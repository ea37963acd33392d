import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import type { ListingChanges } from '../../server/db/listing-changes.js'
import { VisitorCache } from '../../server/read-path/visitor-cache.js'
import {
  API,
  createUser,
  heardAfter,
  logIn,
  nextChange,
  openTestDatabase,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
  testConfig,
} from './helpers.js'

/**
 * Visitors' list answers are kept between changes. What a client must never notice is a stale list:
 * each test reads through the cache and checks the answer against a change made in between.
 */

const UPCOMING = `${API}/hackathons/?status=upcoming&sort_by=start_date&sort_order=asc&limit=100&skip=0`

interface CachedContext extends TestContext {
  changes: ListingChanges
}

/** An app that hears the database's listing changes, as the real server does, on its own or a shared database. */
async function cachedApp(database?: TestContext['database']): Promise<CachedContext> {
  const ownDatabase = database ? undefined : await openTestDatabase()
  const handle = database ?? (ownDatabase as TestContext['database'])
  const changes = await handle.listingChanges()
  const config = testConfig()
  const app = await buildApp({ config, db: handle.db, listingChanges: changes })
  await app.ready()
  return {
    app,
    config,
    database: handle,
    changes,
    async close() {
      await app.close()
      await changes.stop()
      await ownDatabase?.close()
    },
  }
}

const names = (body: string) => (JSON.parse(body) as { data: { name: string }[] }).data.map((h) => h.name)

/** Makes a write and waits until the app has heard of it. */
const written = <T>(write: () => Promise<T>) => heardAfter(ctx.changes, write)

let ctx: CachedContext
let editor: TestUser

beforeAll(async () => {
  ctx = await cachedApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  await written(() => seedHackathon(ctx, { name: 'Kept Hack' }))
})
afterAll(() => ctx.close())

describe('the visitor cache', () => {
  it("answers a visitor's repeated read without the database, byte for byte, and a 304 to its ETag", async () => {
    const list = vi.spyOn(ctx.app.repos.hackathons, 'list')
    const first = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'br' } })
    const second = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'br' } })
    expect(list).toHaveBeenCalledTimes(1)
    list.mockRestore()
    expect(second.statusCode).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe('no-cache')
    expect(second.headers.vary).toMatch(/accept-encoding/i)
    expect(names(brotliDecompressSync(second.rawPayload).toString())).toContain('Kept Hack')

    const revalidated = await ctx.app.inject({
      url: UPCOMING,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers['content-encoding']).toBeUndefined()
  })

  it('answers a burst of visitors after a change with one read of the database', async () => {
    await written(() => seedHackathon(ctx, { name: 'Burst Hack' }))
    const list = vi.spyOn(ctx.app.repos.hackathons, 'list')
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.app.inject({ url: UPCOMING })))
    expect(list).toHaveBeenCalledTimes(1)
    list.mockRestore()
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(names(answer.body)).toContain('Burst Hack')
    }
  })

  it('keeps its answers through writes that change no listing (an alert, a log-in), not through one that does', async () => {
    await written(() => seedHackathon(ctx, { name: 'Alerted Hack' }))
    const list = vi.spyOn(ctx.app.repos.hackathons, 'list')
    try {
      await ctx.app.inject({ url: UPCOMING })
      const subscribed = await ctx.app.inject({
        method: 'POST',
        url: `${API}/alerts/`,
        payload: { email: 'cache-reader@example.com', frequency: 'weekly' },
      })
      expect(subscribed.statusCode).toBe(202)
      expect((await logIn(ctx, editor.user.email, editor.password)).statusCode).toBe(200)
      await ctx.app.inject({ url: UPCOMING })
      expect(list).toHaveBeenCalledTimes(1)

      const moderator = await createUser(ctx, { role: ROLE.moderator })
      const series = await ctx.app.inject({
        method: 'POST',
        url: `${API}/series/`,
        headers: moderator.headers,
        payload: { name: 'Cache Series' },
      })
      expect(series.statusCode).toBeLessThan(300)
      await ctx.app.inject({ url: UPCOMING })
      expect(list).toHaveBeenCalledTimes(2)
    } finally {
      list.mockRestore()
    }
  })

  it('keeps one answer per encoding, each decoding to the same list', async () => {
    const br = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'br' } })
    const gzip = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'gzip' } })
    const gzipAgain = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'gzip' } })
    const identity = await ctx.app.inject({ url: UPCOMING, headers: { 'accept-encoding': 'identity' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzipAgain.rawPayload.equals(gzip.rawPayload)).toBe(true)
    expect(identity.headers['content-encoding']).toBeUndefined()
    const lists = [brotliDecompressSync(br.rawPayload), gunzipSync(gzip.rawPayload), identity.rawPayload]
    expect(new Set(lists.map((body) => body.toString())).size).toBe(1)
  })

  it("shows an editor's new hackathon in the very next visitor read, and the editor's own reads are never kept", async () => {
    await ctx.app.inject({ url: UPCOMING })
    const heard = nextChange(ctx.changes)
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: editor.headers,
      payload: {
        name: 'Fresh Hack',
        url: 'https://fresh-hack.example',
        start_date: '2031-06-01T09:00:00Z',
        end_date: '2031-06-02T18:00:00Z',
      },
    })
    expect(created.statusCode).toBe(201)
    // Read before the database's notification can have arrived: the app's own write counts at once.
    expect(names((await ctx.app.inject({ url: UPCOMING })).body)).toContain('Fresh Hack')
    await heard

    const list = vi.spyOn(ctx.app.repos.hackathons, 'list')
    await ctx.app.inject({ url: UPCOMING, headers: editor.headers })
    await ctx.app.inject({ url: UPCOMING, headers: editor.headers })
    expect(list).toHaveBeenCalledTimes(2)
    list.mockRestore()
  })

  it('drops its answers on a write that never went through this app (the database notifies it)', async () => {
    await ctx.app.inject({ url: UPCOMING })
    await written(() =>
      ctx.database.db.execute(sql`update hackathons set name = 'Renamed Behind' where name = 'Kept Hack'`),
    )
    expect(names((await ctx.app.inject({ url: UPCOMING })).body)).toContain('Renamed Behind')
  })

  it("drops its answers when a series is renamed, since lists carry their series' names", async () => {
    const series = await written(() => seedSeries(ctx, 'Old Series Name'))
    await written(() => seedHackathon(ctx, { name: 'Serial Hack', seriesId: series.id }))
    const before = await ctx.app.inject({ url: UPCOMING })
    expect(before.body).toContain('Old Series Name')
    await written(() =>
      ctx.database.db.execute(sql`update series set name = 'New Series Name' where id = ${series.id}`),
    )
    const after = await ctx.app.inject({ url: UPCOMING })
    expect(after.body).toContain('New Series Name')
    expect(after.body).not.toContain('Old Series Name')
  })

  it('drops its answers when a listing gains organisers, since lists say which ones organisers keep', async () => {
    const hackathon = await written(() => seedHackathon(ctx, { name: 'Claimed Behind' }))
    const owner = await createUser(ctx)
    const marked = (body: string) =>
      (JSON.parse(body) as { data: { id: string; verified_organizer: boolean }[] }).data.find(
        (row) => row.id === hackathon.id,
      )?.verified_organizer
    expect(marked((await ctx.app.inject({ url: UPCOMING })).body)).toBe(false)
    await written(() => ctx.app.repos.organizers.add(hackathon.id, owner.user.id, null))
    expect(marked((await ctx.app.inject({ url: UPCOMING })).body)).toBe(true)
  })

  it("drops its answers when an organiser's account is deactivated or reactivated, as only active ones vouch", async () => {
    const hackathon = await written(() => seedHackathon(ctx, { name: 'Vouched For' }))
    const owner = await createUser(ctx)
    const colleague = await createUser(ctx)
    const marked = async () =>
      (
        JSON.parse((await ctx.app.inject({ url: UPCOMING })).body) as {
          data: { id: string; verified_organizer: boolean }[]
        }
      ).data.find((row) => row.id === hackathon.id)?.verified_organizer
    const item = async () =>
      ((await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}` })).json() as { verified_organizer: boolean })
        .verified_organizer
    await written(() => ctx.app.repos.organizers.add(hackathon.id, owner.user.id, null))
    expect([await marked(), await item()]).toEqual([true, true])
    // Written behind the app's back, as another process or psql would: only the database's notice tells.
    const setActive = (user: TestUser, active: boolean) =>
      written(() => ctx.database.db.execute(sql`update users set is_active = ${active} where id = ${user.user.id}`))
    await setActive(owner, false)
    expect([await marked(), await item()]).toEqual([false, false])
    await setActive(owner, true)
    expect([await marked(), await item()]).toEqual([true, true])
    // Another active organiser still vouches for it.
    await written(() => ctx.app.repos.organizers.add(hackathon.id, colleague.user.id, null))
    await setActive(owner, false)
    expect([await marked(), await item()]).toEqual([true, true])
    // Deleting the last one's account takes its organiser row, whose own notice drops the answers.
    await written(() => ctx.database.db.execute(sql`delete from users where id = ${colleague.user.id}`))
    expect([await marked(), await item()]).toEqual([false, false])
  })

  it('keeps nothing while changes cannot be heard', async () => {
    const deaf: ListingChanges = { listening: false, onChange: () => {}, stop: async () => {} }
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, listingChanges: deaf })
    try {
      const list = vi.spyOn(app.repos.hackathons, 'list')
      await app.inject({ url: UPCOMING })
      await app.inject({ url: UPCOMING })
      expect(list).toHaveBeenCalledTimes(2)
    } finally {
      await app.close()
    }
  })
})

describe('how long a kept answer holds', () => {
  const answer = { body: Buffer.from('{}'), contentType: 'application/json', etag: '"1"', lastModified: undefined }

  function cacheAt(clock: { now: number }) {
    const listeners: (() => void)[] = []
    const changes: ListingChanges = {
      listening: true,
      onChange: (listener) => listeners.push(listener),
      stop: async () => {},
    }
    const cache = new VisitorCache({ changes, now: () => clock.now, maxAgeMs: 60_000 })
    const change = () => {
      for (const listener of listeners) listener()
    }
    return { cache, change }
  }

  it('until the next hackathon ends, when a list by status changes without any write', () => {
    const clock = { now: Date.parse('2031-01-01T00:00:00Z') }
    const { cache } = cacheAt(clock)
    const read = cache.begin()
    cache.keep('k', { ...answer, generation: read.generation }, read.startedAt, new Date(clock.now + 10_000))
    clock.now += 10_000
    expect(cache.find('k')).toBeDefined()
    clock.now += 1
    expect(cache.find('k')).toBeUndefined()
  })

  it('at most its maximum age, and never past a change heard while it was read', () => {
    const clock = { now: Date.parse('2031-01-01T00:00:00Z') }
    const { cache, change } = cacheAt(clock)
    const read = cache.begin()
    cache.keep('k', { ...answer, generation: read.generation }, read.startedAt, undefined)
    clock.now += 60_001
    expect(cache.find('k')).toBeUndefined()

    const racing = cache.begin()
    change()
    cache.keep('r', { ...answer, generation: racing.generation }, racing.startedAt, undefined)
    expect(cache.find('r')).toBeUndefined()
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let other: CachedContext

  beforeAll(async () => {
    other = await cachedApp(ctx.database)
  })
  afterAll(() => other.close())

  it("one process's write is in the other's next visitor read once it hears of it", async () => {
    await other.app.inject({ url: UPCOMING })
    const heard = nextChange(other.changes)
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: editor.headers,
      payload: {
        name: 'Across Processes',
        url: 'https://across-processes.example',
        start_date: '2031-07-01T09:00:00Z',
        end_date: '2031-07-02T18:00:00Z',
      },
    })
    expect(created.statusCode).toBe(201)
    await heard
    expect(names((await other.app.inject({ url: UPCOMING })).body)).toContain('Across Processes')
  })

  it('stops keeping answers when its listening connection is cut, and listens again', async () => {
    const cut = nextChange(other.changes)
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    )
    await cut
    expect(other.changes.listening).toBe(false)
    const list = vi.spyOn(other.app.repos.hackathons, 'list')
    await other.app.inject({ url: UPCOMING })
    await other.app.inject({ url: UPCOMING })
    expect(list).toHaveBeenCalledTimes(2)
    list.mockRestore()
    await vi.waitFor(() => expect(other.changes.listening).toBe(true), { timeout: 10_000, interval: 100 })
  })
})
