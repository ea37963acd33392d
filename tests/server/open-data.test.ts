import { gunzipSync } from 'node:zlib'
import * as cheerio from 'cheerio'
import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_LIMIT, OPEN_DATA_LICENSE } from '../../common/open-data.js'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import {
  API,
  createTestApp,
  createUser,
  heardAfter,
  openTestDatabase,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
  testConfig,
} from './helpers.js'

/** A name a naive CSV writer or reader would split: a comma, quotes and a line break. */
const TRICKY = 'Hack, "the" Sequel\nsecond line'
const HOSTILE = '<script>alert(1)</script> & <b>Bold</b>'
const OTHER_SITE = 'https://club.example'
const TRUSTED_SITE = 'http://localhost:5173'
const LICENSE_LINK = `<${OPEN_DATA_LICENSE.url}>; rel="license"`

type Item = Record<string, unknown> & { id: string }
interface ExportJson {
  license: string
  generated_at: string
  hackathons: Item[]
  series: Item[]
}

const DAY = 86_400_000
const inDays = (days: number, hour = 10) => {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hour, 0, 0, 0)
  return date
}

let ctx: TestContext
let editor: TestUser
let seriesId: string
let trickyId: string

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  seriesId = (await seedSeries(ctx, 'Open Series, "quoted"')).id
  trickyId = (
    await seedHackathon(ctx, {
      name: TRICKY,
      seriesId,
      themes: ['ai', 'climate'],
      languages: ['en', 'pt'],
      location: 'Lisbon, PT',
      startDate: inDays(20),
      endDate: inDays(21),
      registrationDeadline: inDays(10),
    })
  ).id
  await seedHackathon(ctx, { name: 'Past Hack', startDate: new Date('2020-01-01'), endDate: new Date('2020-01-02') })
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })
const readExport = async () => (await get(`${API}/hackathons/export.json`)).json() as ExportJson

describe('the open data export', () => {
  it('holds every hackathon, past and upcoming, as the public object, and every series, under CC0', async () => {
    const response = await get(`${API}/hackathons/export.json`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers.link).toBe(LICENSE_LINK)
    const body = response.json() as ExportJson
    expect(body.license).toBe('CC0-1.0')
    expect(Number.isNaN(Date.parse(body.generated_at))).toBe(false)
    const list = (await get(`${API}/hackathons/?limit=100`)).json() as { data: Item[]; count: number }
    expect(body.hackathons).toHaveLength(list.count)
    for (const hackathon of body.hackathons) {
      const one = (await get(`${API}/hackathons/${hackathon.id}`)).json() as Item
      expect(hackathon).toEqual(one)
    }
    expect(body.hackathons.map((item) => item.name)).toEqual(expect.arrayContaining([TRICKY, 'Past Hack']))
    const series = (await get(`${API}/series/${seriesId}`)).json() as Item
    expect(body.series).toEqual([series])
  })

  it('writes CSV that a real CSV parser reads back: the public field names, commas, quotes and line breaks', async () => {
    const response = await get(`${API}/hackathons/export.csv`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers.link).toBe(LICENSE_LINK)
    const [header, ...rows] = parse(response.body) as string[][]
    const one = (await get(`${API}/hackathons/${trickyId}`)).json() as Item
    expect(header).toEqual(Object.keys(one))
    expect(rows).toHaveLength(2)
    const records = parse(response.body, { columns: true }) as Record<string, string>[]
    const tricky = records.find((record) => record.id === trickyId)
    expect(tricky?.name).toBe(TRICKY)
    expect(tricky?.location).toBe('Lisbon, PT')
    expect(tricky?.themes).toBe('ai;climate')
    expect(tricky?.languages).toBe('en;pt')
    expect(tricky?.series).toBe('Open Series, "quoted"')
    expect(tricky?.series_id).toBe(seriesId)
    expect(tricky?.start_date).toBe(one.start_date)
    expect(tricky?.registration_status).toBe(one.registration_status)
    expect(tricky?.cancelled).toBe('false')
  })

  it('is compressed for a client that accepts it', async () => {
    const response = await get(`${API}/hackathons/export.json`, { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as ExportJson
    expect(body.hackathons.map((item) => item.id)).toContain(trickyId)
  })

  it.each(['json', 'csv'])('answers 304 to its ETag (%s) until a write changes it', async (format) => {
    const url = `${API}/hackathons/export.${format}`
    const first = await get(url)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\//)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await get(url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${trickyId}`,
      headers: editor.headers,
      payload: { description: `Changed for ${format}` },
    })
    expect(patched.statusCode).toBe(200)
    const changed = await get(url, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.body).toContain(`Changed for ${format}`)

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/series/${seriesId}`,
      headers: (await createUser(ctx, { role: ROLE.moderator })).headers,
      payload: { description: `Series changed for ${format}` },
    })
    expect(renamed.statusCode).toBe(200)
    const afterSeries = await get(url, { 'if-none-match': String(changed.headers.etag) })
    expect(afterSeries.statusCode).toBe(200)
  })

  it('reads every row when there are more than one page of them', async () => {
    const before = (await readExport()).hackathons.length
    await ctx.database.db.execute(sql`insert into hackathons (name, url, start_date, end_date)
      select 'Bulk ' || g, 'https://bulk.example/' || g, now() + interval '30 days', now() + interval '31 days'
      from generate_series(1, 2100) g`)
    const after = await readExport()
    expect(after.hackathons).toHaveLength(before + 2100)
    expect(new Set(after.hackathons.map((item) => item.id)).size).toBe(before + 2100)
    const csv = parse((await get(`${API}/hackathons/export.csv`)).body) as string[][]
    expect(csv).toHaveLength(before + 2100 + 1)
    await ctx.database.db.execute(sql`delete from hackathons where url like 'https://bulk.example/%'`)
  })
})

describe("the export kept for visitors by the read path's rules", () => {
  let cached: TestContext
  beforeAll(async () => {
    const database = await openTestDatabase()
    const listingChanges = await database.listingChanges()
    const app = await buildApp({ config: testConfig(), db: database.db, listingChanges })
    await app.ready()
    cached = {
      app,
      config: testConfig(),
      database,
      async close() {
        await app.close()
        await listingChanges.stop()
        await database.close()
      },
    }
    // Once the seed's notification is heard, only the test's own write may empty the cache.
    await heardAfter(listingChanges, () => seedHackathon(cached, { name: 'Kept Hack' }))
  })
  afterAll(() => cached.close())

  const download = async (encoding = 'identity') => {
    const response = await cached.app.inject({
      url: `${API}/hackathons/export.json`,
      headers: { 'accept-encoding': encoding },
    })
    const body = encoding === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body
    return { response, body: JSON.parse(body) as ExportJson }
  }

  it('serves the same answer from memory until a committed write, then reads the database again', async () => {
    const first = await download()
    const again = await download()
    // The very same bytes: a fresh read would carry a new generated_at.
    expect(again.body.generated_at).toBe(first.body.generated_at)
    expect(again.response.headers.etag).toBe(first.response.headers.etag)
    const zipped = await download('gzip')
    expect(zipped.response.headers['content-encoding']).toBe('gzip')
    expect((await download('gzip')).body.generated_at).toBe(zipped.body.generated_at)
    const kept304 = await cached.app.inject({
      url: `${API}/hackathons/export.json`,
      headers: { 'if-none-match': String(first.response.headers.etag) },
    })
    expect(kept304.statusCode).toBe(304)

    // Written straight to the database, as another process would: heard through its notification.
    await seedHackathon(cached, { name: 'Added Later' })
    await expect
      .poll(async () => (await download()).body.hackathons.map((item) => item.name), { timeout: 10_000 })
      .toContain('Added Later')
    const after = await download()
    expect(after.response.headers.etag).not.toBe(first.response.headers.etag)
  })
})

describe('reads from other sites (CORS)', () => {
  const PUBLIC_READS = () => [
    `${API}/hackathons/`,
    `${API}/hackathons/${trickyId}`,
    `${API}/series/`,
    `${API}/series/${seriesId}`,
    `${API}/themes/`,
    `${API}/hackathons/export.json`,
    `${API}/hackathons/export.csv`,
  ]

  it('lets any site read each public read, without credentials', async () => {
    for (const url of PUBLIC_READS()) {
      const response = await get(url, { origin: OTHER_SITE })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['access-control-allow-origin'], url).toBe('*')
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined()
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: OTHER_SITE, 'access-control-request-method': 'GET' },
      })
      expect(preflight.headers['access-control-allow-origin'], url).toBe('*')
    }
  })

  it("keeps the trusted SPA origin's credentialed answer on the public reads", async () => {
    const response = await get(`${API}/hackathons/`, { origin: TRUSTED_SITE })
    expect(response.headers['access-control-allow-origin']).toBe(TRUSTED_SITE)
    expect(response.headers['access-control-allow-credentials']).toBe('true')
  })

  it('allows no other site on what needs a login', async () => {
    const signedIn = [
      { method: 'GET', url: `${API}/users/me` },
      { method: 'GET', url: `${API}/hackathons/duplicates?name=x` },
      { method: 'GET', url: `${API}/suggestions/` },
      { method: 'POST', url: `${API}/hackathons/` },
      { method: 'DELETE', url: `${API}/series/${seriesId}` },
    ] as const
    for (const { method, url } of signedIn) {
      const response = await ctx.app.inject({ method, url, headers: { origin: OTHER_SITE, ...editor.headers } })
      expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined()
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: OTHER_SITE,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization',
        },
      })
      expect(preflight.headers['access-control-allow-origin'], `OPTIONS ${url}`).toBeUndefined()
    }
  })
})

const frameAncestors = (response: LightMyRequestResponse) =>
  /frame-ancestors ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1]

describe('framing', () => {
  it('lets any site frame /embed/list and nothing else', async () => {
    const embed = await get('/embed/list')
    expect(frameAncestors(embed)).toBe('*')
    expect(embed.headers['x-frame-options']).toBeUndefined()
    expect(String(embed.headers['content-security-policy'])).not.toMatch(/script-src [^;]*'self'/)
    for (const url of ['/', `${API}/hackathons/`, `${API}/hackathons/export.json`, '/sitemap.xml', '/embed']) {
      const response = await get(url)
      expect(frameAncestors(response), url).toBe("'self'")
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
  })
})

describe('/embed/list', () => {
  let embedCtx: TestContext
  const names: string[] = []
  beforeAll(async () => {
    embedCtx = await createTestApp()
    for (let i = 1; i <= 12; i++) {
      const name = `Upcoming ${String(i).padStart(2, '0')}`
      names.push(name)
      await seedHackathon(embedCtx, {
        name,
        startDate: inDays(i),
        endDate: inDays(i + 1),
        themes: i <= 2 ? ['ai'] : ['web'],
        attendanceMode: i === 3 ? 'online' : 'in_person',
        location: i === 3 ? null : 'Berlin',
        timezone: 'Europe/Berlin',
        cancelled: i === 4,
      })
    }
    await seedHackathon(embedCtx, { name: 'Ended', startDate: inDays(-5), endDate: inDays(-4), themes: ['ai'] })
    await seedHackathon(embedCtx, { name: HOSTILE, startDate: inDays(40), endDate: inDays(41), themes: ['security'] })
  })
  afterAll(() => embedCtx.close())

  const embed = (query = '', headers: Record<string, string> = {}) =>
    embedCtx.app.inject({ url: `/embed/list${query}`, headers })
  const itemsOf = (response: LightMyRequestResponse) => {
    const $ = cheerio.load(response.body)
    return $('li')
      .toArray()
      .map((li) => ({
        name: $(li).find('a.name').text(),
        href: $(li).find('a.name').attr('href'),
        meta: $(li).find('.meta').text(),
        cancelled: $(li).find('.cancelled').text(),
      }))
  }

  it('lists the next ten upcoming hackathons, soonest first, as links with dates, place and a More link', async () => {
    const response = await embed()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).not.toMatch(/<script/i)
    const items = itemsOf(response)
    expect(items.map((item) => item.name)).toEqual(names.slice(0, EMBED_LIMIT.default))
    expect(items[0]?.href).toMatch(/\/hackathons\/[0-9a-f-]{36}$/)
    expect(items[0]?.meta).toContain('(Europe/Berlin)')
    expect(items[0]?.meta).toContain('Berlin')
    expect(items[2]?.meta).toContain('Online')
    expect(items[3]?.cancelled).toBe('Cancelled')
    expect(items[0]?.cancelled).toBe('')
    const $ = cheerio.load(response.body)
    expect($('a:contains("More on")').attr('href')).toMatch(/\/$/)
  })

  it('takes the list filters and a limit; odd options fall back to their defaults', async () => {
    expect(itemsOf(await embed('?themes=ai')).map((item) => item.name)).toEqual(names.slice(0, 2))
    expect(itemsOf(await embed('?mode=online')).map((item) => item.name)).toEqual([names[2]])
    // The homepage's date presets: the one 40 days ahead is past the next 30 days, within three months.
    expect(itemsOf(await embed('?themes=security&when=30days'))).toHaveLength(0)
    expect(itemsOf(await embed('?themes=security&when=3months')).map((item) => item.name)).toEqual([HOSTILE])
    expect(itemsOf(await embed('?limit=3'))).toHaveLength(3)
    expect(itemsOf(await embed('?limit=50'))).toHaveLength(13)
    for (const odd of ['-1', '0', '51', 'ten', '2.5']) {
      expect(itemsOf(await embed(`?limit=${odd}`)), odd).toHaveLength(EMBED_LIMIT.default)
    }
    const neon = await embed('?theme=neon')
    expect(neon.statusCode).toBe(200)
    expect(neon.body).toContain('prefers-color-scheme:dark')
    const dark = await embed('?theme=dark')
    expect(dark.body).toContain('color-scheme:dark')
    expect(dark.body).not.toContain('prefers-color-scheme')
    const more = cheerio.load((await embed('?themes=ai&mode=online')).body)
    expect(more('a:contains("More on")').attr('href')).toMatch(/\/\?themes=ai&mode=online$/)
  })

  it('says "No upcoming hackathons match" when nothing does', async () => {
    const response = await embed('?themes=hardware')
    expect(response.statusCode).toBe(200)
    expect(itemsOf(response)).toHaveLength(0)
    expect(response.body).toContain('No upcoming hackathons match')
  })

  it.each([
    ['?colour=red', 'unknown filter "colour"'],
    ['?attendance_mode=online', 'unknown filter "attendance_mode"'],
    ['?when=someday', '"someday" is not a valid when'],
    ['?from=2027-02-30', '"2027-02-30" is not a valid from'],
    ['?status=past', 'unknown filter "status"'],
    ['?themes=not-a-theme', '"not-a-theme" is not a valid themes'],
    ['?near=91,0', '"91,0" is not a valid near'],
    ['?age=old', '"old" is not a valid age'],
  ])('answers 422 with a one-line reason for %s', async (query, reason) => {
    const response = await embed(query)
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(frameAncestors(response)).toBe('*')
    expect(cheerio.load(response.body)('.reason').text()).toBe(reason)
  })

  it('keeps names holding markup as text', async () => {
    const response = await embed('?themes=security')
    expect(response.body).not.toContain('<script>alert(1)</script>')
    expect(response.body).not.toContain('<b>Bold</b>')
    expect(itemsOf(response).map((item) => item.name)).toEqual([HOSTILE])
  })

  it("writes the dates in the reader's language, in the hackathon's zone, named", async () => {
    const german = await embed('?limit=1', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })
    const $ = cheerio.load(german.body)
    expect($('.meta span').attr('lang')).toBe('de-DE')
    const start = inDays(1)
    const expected = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(start)
    expect($('.meta span').text()).toContain(expected)
    expect($('.meta span').text()).toContain('(Europe/Berlin)')
    expect(german.headers.vary).toMatch(/accept-language/i)
  })
})
