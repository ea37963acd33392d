import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../common/i18n/locales.js'
import { ROLE } from '../../common/roles.js'
import { API, createTestApp, createUser, seedHackathon, seedSeries, type TestContext } from './helpers.js'

const SITE = 'https://hackathons.example'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ frontendHost: SITE })
})
afterAll(() => ctx.close())

async function sitemap(headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url: '/sitemap.xml', headers })
  const $ = cheerio.load(response.body, { xml: true })
  const entries = new Map(
    $('urlset > url')
      .toArray()
      .map((url) => [$(url).children('loc').text(), $(url).children('lastmod').text() || undefined]),
  )
  return { response, $, entries }
}

/** A page's addresses: in each language (`?lang=`), then the plain one, which follows the browser. */
const everyAddress = (url: string) => [...LOCALES.map((locale) => `${url}?lang=${locale}`), url]

describe('GET /sitemap.xml', () => {
  it('lists the homepage and the Open data page alone, without a date, while nothing is listed', async () => {
    const { response, $, entries } = await sitemap()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect($('urlset').attr('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect([...entries.keys()]).toEqual([...everyAddress(`${SITE}/`), ...everyAddress(`${SITE}/open-data`)])
    expect([...entries.values()].every((lastmod) => lastmod === undefined)).toBe(true)
  })

  it('lists every public page, with its lastmod where data makes it: the homepage, each series and each hackathon', async () => {
    const series = await seedSeries(ctx, 'Mapped Series')
    const inSeries = await seedHackathon(ctx, { name: 'Mapped One', seriesId: series.id })
    const alone = await seedHackathon(ctx, { name: 'Mapped Two' })
    const { response, entries } = await sitemap()
    const newest = new Date(Math.max(inSeries.updatedAt.getTime(), alone.updatedAt.getTime()))
    expect(entries.get(`${SITE}/`)).toBe(newest.toISOString())
    expect(entries.get(`${SITE}/hackathons/${inSeries.id}`)).toBe(inSeries.updatedAt.toISOString())
    expect(entries.get(`${SITE}/hackathons/${alone.id}`)).toBe(alone.updatedAt.toISOString())
    // A series page lists its hackathons: it changes when they do.
    const seriesChanged = new Date(Math.max(series.updatedAt.getTime(), inSeries.updatedAt.getTime()))
    expect(entries.get(`${SITE}/series/${series.id}`)).toBe(seriesChanged.toISOString())
    expect(entries.has(`${SITE}/open-data`)).toBe(true)
    expect(entries.size).toBe(5 * (LOCALES.length + 1))
    expect(response.headers['last-modified']).toBe(newest.toUTCString())
  })

  it("lists each page in every language, each address with the page's date and naming all the others", async () => {
    const hackathon = await seedHackathon(ctx, { name: 'Mapped Polyglot' })
    const { $, entries } = await sitemap()
    const page = `${SITE}/hackathons/${hackathon.id}`
    const addresses = everyAddress(page)
    const expected = Object.fromEntries([
      ...LOCALES.map((locale) => [locale, `${page}?lang=${locale}`]),
      ['x-default', page],
    ])
    for (const address of addresses) {
      expect(entries.get(address), address).toBe(hackathon.updatedAt.toISOString())
      const url = $('urlset > url')
        .toArray()
        .find((element) => $(element).children('loc').text() === address)
      const alternates = $(url)
        .children('xhtml\\:link')
        .toArray()
        .map((link) => [$(link).attr('hreflang'), $(link).attr('href')])
      expect(Object.fromEntries(alternates), address).toEqual(expected)
    }
  })

  it('answers 304 to its ETag, and a new sitemap after a change', async () => {
    const first = await sitemap()
    const etag = String(first.response.headers.etag)
    expect((await sitemap({ 'if-none-match': etag })).response.statusCode).toBe(304)
    const editor = await createUser(ctx, { role: ROLE.editor })
    const [id] = [...first.entries.keys()]
      .filter((loc) => loc.includes('/hackathons/') && !loc.includes('?'))
      .map((loc) => loc.split('/').at(-1))
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: editor.headers,
      payload: { name: 'Mapped Renamed' },
    })
    const after = await sitemap({ 'if-none-match': etag })
    expect(after.response.statusCode).toBe(200)
    expect(after.entries.get(`${SITE}/hackathons/${id}`)).toBe((patched.json() as { updated_at: string }).updated_at)
  })
})

describe('GET /robots.txt', () => {
  it('allows everything and names the sitemap', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Allow: /', '', `Sitemap: ${SITE}/sitemap.xml`, ''])
    const again = await ctx.app.inject({
      url: '/robots.txt',
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
