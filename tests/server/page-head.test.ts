import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageDescription } from '../../common/page-description.js'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import type { HackathonWithSeries } from '../../server/db/repositories/hackathons.js'
import { described, escapeHtml, jsonForScript } from '../../server/services/page-head.js'
import {
  API,
  createUser,
  openTestDatabase,
  seedHackathon,
  seedSeries,
  type TestContext,
  testConfig,
} from './helpers.js'

/** The shape of the built index.html: its own title and description, which the server replaces. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Upcoming and past hackathons" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Hackathons</title>
    <script defer src="/color-mode.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const SITE = 'https://hackathons.example'
const HOSTILE = `</script><script>alert(1)</script> "Quoted" 'single' <!-- comment $& & Hack`

const distDir = join(tmpdir(), `hackathons-head-${randomUUID()}`)
let ctx: TestContext
let berlin: HackathonWithSeries
let online: HackathonWithSeries
let hybrid: HackathonWithSeries
let hostile: HackathonWithSeries
let seriesId: string

beforeAll(async () => {
  mkdirSync(distDir, { recursive: true })
  writeFileSync(join(distDir, 'index.html'), INDEX)
  const database = await openTestDatabase()
  const config = testConfig({ frontendHost: SITE })
  const app = await buildApp({ config, db: database.db, distDir })
  await app.ready()
  ctx = {
    app,
    config,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
  seriesId = (await seedSeries(ctx, 'Summer Series', 'Every summer, somewhere.')).id
  berlin = await seedHackathon(ctx, {
    name: 'Berlin Summer Hack',
    description: 'Two days of building.',
    url: 'https://berlin.example/summer',
    image: '/api/v1/uploads/berlin.png',
    location: 'c-base, Berlin',
    attendanceMode: 'in_person',
    timezone: 'Europe/Berlin',
    seriesId,
    startDate: new Date('2031-06-01T08:00:00Z'),
    endDate: new Date('2031-06-02T16:00:00Z'),
  })
  online = await seedHackathon(ctx, {
    name: 'Remote Jam',
    url: 'https://remote.example/',
    attendanceMode: 'online',
    startDate: new Date('2031-05-01T12:00:00Z'),
    endDate: new Date('2031-05-01T20:00:00Z'),
  })
  hybrid = await seedHackathon(ctx, {
    name: 'Hybrid Hack',
    url: 'https://hybrid.example/',
    location: 'Lisbon',
    attendanceMode: 'hybrid',
    image: 'https://img.example/h.png',
    seriesId,
    startDate: new Date('2031-07-01T09:00:00Z'),
    endDate: new Date('2031-07-01T17:00:00Z'),
  })
  hostile = await seedHackathon(ctx, {
    name: HOSTILE,
    description: `Ends </script> early? <!-- no -->`,
    location: `"Quoted" <Hall>`,
    attendanceMode: 'in_person',
    startDate: new Date('2031-08-01T09:00:00Z'),
    endDate: new Date('2031-08-01T17:00:00Z'),
  })
  await seedHackathon(ctx, {
    name: 'Long Past Hack',
    startDate: new Date('2020-01-01T09:00:00Z'),
    endDate: new Date('2020-01-02T09:00:00Z'),
  })
})
afterAll(async () => {
  await ctx.close()
  rmSync(distDir, { recursive: true, force: true })
})

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url, headers })
  const $ = cheerio.load(response.body)
  const meta = (key: string) => {
    const found = $(`meta[property="${key}"], meta[name="${key}"]`)
    expect(found.length, key).toBeLessThanOrEqual(1)
    return found.attr('content')
  }
  const ldBlocks = $('script[type="application/ld+json"]')
  return {
    response,
    $,
    meta,
    title: $('title').text(),
    titles: $('title').length,
    descriptions: $('meta[name="description"]').length,
    canonical: $('link[rel="canonical"]').attr('href'),
    lang: $('html').attr('lang'),
    languages: Object.fromEntries(
      $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]),
    ),
    feeds: $('link[rel="alternate"][type]')
      .toArray()
      .map((link) => ({ type: $(link).attr('type'), href: $(link).attr('href') })),
    ldCount: ldBlocks.length,
    ld: ldBlocks.length ? (JSON.parse(ldBlocks.first().text()) as Record<string, unknown>) : undefined,
  }
}

describe("a hackathon's page, /hackathons/{id}", () => {
  it('carries its title, description, canonical URL, Open Graph and Twitter card', async () => {
    const view = await page(`/hackathons/${berlin.id}`)
    expect(view.response.statusCode).toBe(200)
    expect(view.response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(view.titles).toBe(1)
    expect(view.descriptions).toBe(1)
    expect(view.title).toBe('Berlin Summer Hack · Hackathons')
    // The description meta is the description, as the SPA sets it too.
    expect(view.meta('description')).toBe('Two days of building.')
    // A preview card says more: the dates read as the venue's clock does, naming its zone (Intl puts
    // thin spaces around the dash), the place and the description.
    const description = view.meta('og:description')
    expect(description?.replace(/\s/g, ' ')).toBe(
      '1 Jun 2031, 10:00 – 2 Jun 2031, 18:00 (Europe/Berlin) · c-base, Berlin. Two days of building.',
    )
    const url = `${SITE}/hackathons/${berlin.id}`
    expect(view.canonical).toBe(url)
    expect(view.meta('og:type')).toBe('website')
    expect(view.meta('og:title')).toBe('Berlin Summer Hack · Hackathons')
    expect(view.meta('og:url')).toBe(url)
    expect(view.meta('og:image')).toBe(`${SITE}/api/v1/uploads/berlin.png`)
    expect(view.meta('twitter:card')).toBe('summary_large_image')
    expect(view.meta('twitter:title')).toBe('Berlin Summer Hack · Hackathons')
    expect(view.meta('twitter:description')).toBe(description)
    expect(view.meta('twitter:image')).toBe(`${SITE}/api/v1/uploads/berlin.png`)
    expect(view.meta('robots')).toBeUndefined()
    // The SPA still loads.
    expect(view.$('#root')).toHaveLength(1)
    expect(view.$('script[src="/assets/index-abc123.js"]')).toHaveLength(1)
  })

  it('writes an in-person Event as JSON-LD, field by field', async () => {
    const { ld, ldCount } = await page(`/hackathons/${berlin.id}`)
    expect(ldCount).toBe(1)
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Berlin Summer Hack',
      description: 'Two days of building.',
      startDate: '2031-06-01T10:00:00+02:00',
      endDate: '2031-06-02T18:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'c-base, Berlin', address: 'c-base, Berlin' },
      image: [`${SITE}/api/v1/uploads/berlin.png`],
      url: `${SITE}/hackathons/${berlin.id}`,
      sameAs: 'https://berlin.example/summer',
    })
  })

  it('says the facts a hacker decides by in schema.org words: keywords, cost, audience and languages', async () => {
    const decided = await seedHackathon(ctx, {
      name: 'Decided Hack',
      themes: ['ai', 'climate'],
      free: true,
      eligibility: ['university', 'high_school'],
      minAge: 16,
      languages: ['en', 'de'],
    })
    const { ld } = await page(`/hackathons/${decided.id}`)
    // The other tests count the listed hackathons: this one leaves again.
    await ctx.app.repos.hackathons.remove(decided.id)
    expect(ld).toMatchObject({
      keywords: 'AI, Climate',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, url: decided.url },
      audience: {
        '@type': 'PeopleAudience',
        audienceType: 'University students, High-school students',
        suggestedMinAge: 16,
      },
      inLanguage: ['en', 'de'],
    })
  })

  it("gives a placed hackathon's Place its coordinates", async () => {
    const placed = await seedHackathon(ctx, {
      name: 'Placed Hack',
      location: 'Potsdam, Germany',
      attendanceMode: 'in_person',
      latitude: 52.39886,
      longitude: 13.06566,
    })
    const { ld } = await page(`/hackathons/${placed.id}`)
    // The other tests count the listed hackathons: this one leaves again.
    await ctx.app.repos.hackathons.remove(placed.id)
    expect(ld?.location).toEqual({
      '@type': 'Place',
      name: 'Potsdam, Germany',
      address: 'Potsdam, Germany',
      geo: { '@type': 'GeoCoordinates', latitude: 52.39886, longitude: 13.06566 },
    })
  })

  it('writes an online Event at a VirtualLocation in UTC, and a hybrid one at both', async () => {
    const remote = await page(`/hackathons/${online.id}`)
    expect(remote.ld).toMatchObject({
      startDate: '2031-05-01T12:00:00+00:00',
      endDate: '2031-05-01T20:00:00+00:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://remote.example/' },
    })
    expect(remote.ld).not.toHaveProperty('image')
    expect(remote.meta('description')).toBe('1 May 2031, 12:00–20:00 (UTC) · Online')
    expect(remote.meta('twitter:card')).toBe('summary')
    expect(remote.meta('og:image')).toBeUndefined()

    const both = await page(`/hackathons/${hybrid.id}`)
    expect(both.ld).toMatchObject({
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Lisbon', address: 'Lisbon' },
        { '@type': 'VirtualLocation', url: 'https://hybrid.example/' },
      ],
      image: ['https://img.example/h.png'],
    })
  })

  it("describes itself with the very text the SPA sets: the description, else the dates in the hackathon's zone and the place", async () => {
    // In a zone far from the viewer's; tests/web/hackathon-page.test.tsx shows the SPA setting these same texts.
    const auckland = await seedHackathon(ctx, {
      name: 'Auckland Hack',
      location: 'Auckland',
      attendanceMode: 'in_person',
      timezone: 'Pacific/Auckland',
      startDate: new Date('2031-03-01T20:00:00Z'),
      endDate: new Date('2031-03-02T05:00:00Z'),
    })
    const far = await page(`/hackathons/${auckland.id}`)
    // The other tests count the listed hackathons: this one leaves again.
    await ctx.app.repos.hackathons.remove(auckland.id)
    const served = [
      { hackathon: berlin, meta: (await page(`/hackathons/${berlin.id}`)).meta('description') },
      { hackathon: online, meta: (await page(`/hackathons/${online.id}`)).meta('description') },
      { hackathon: auckland, meta: far.meta('description') },
    ]
    for (const { hackathon, meta } of served) {
      expect(meta, hackathon.name).toBe(pageDescription(described(hackathon)))
    }
    expect(served.map(({ meta }) => meta?.replace(/\s/g, ' '))).toEqual([
      'Two days of building.',
      '1 May 2031, 12:00–20:00 (UTC) · Online',
      '2 Mar 2031, 09:00–18:00 (Pacific/Auckland) · Auckland',
    ])
  })

  it('keeps a hostile name inert: the same elements as any page, the text read back whole', async () => {
    const view = await page(`/hackathons/${hostile.id}`)
    expect(view.response.statusCode).toBe(200)
    expect(view.titles).toBe(1)
    expect(view.title).toBe(`${HOSTILE} · Hackathons`)
    expect(view.meta('og:title')).toBe(`${HOSTILE} · Hackathons`)
    expect(view.meta('description')).toBe('Ends </script> early? <!-- no -->')
    expect(view.meta('og:description')).toContain('"Quoted" <Hall>. Ends </script> early? <!-- no -->')
    // Only the page's own scripts: the color mode, the bundle and the one JSON-LD block.
    expect(view.$('script')).toHaveLength(3)
    expect(view.ldCount).toBe(1)
    expect(view.ld).toMatchObject({
      name: HOSTILE,
      description: 'Ends </script> early? <!-- no -->',
      location: { '@type': 'Place', name: '"Quoted" <Hall>', address: '"Quoted" <Hall>' },
    })
    // No comment was opened and the head still holds everything (nothing spilled into the body).
    expect(view.response.body).not.toContain('<!--')
    expect(
      view
        .$('body')
        .children()
        .toArray()
        .map((node) => node.tagName),
    ).toEqual(['div'])
  })

  it('answers an unknown or malformed id with 404, the SPA and noindex', async () => {
    for (const url of ['/hackathons/00000000-0000-4000-8000-000000000000', '/hackathons/not-an-id']) {
      const view = await page(url)
      expect(view.response.statusCode, url).toBe(404)
      expect(view.response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(view.meta('robots')).toBe('noindex')
      expect(view.$('#root')).toHaveLength(1)
      expect(view.title).toBe('Hackathons')
      expect(view.canonical).toBeUndefined()
      expect(view.ldCount).toBe(0)
    }
  })

  it('leaves the signed-in table at /hackathons as it was', async () => {
    const view = await page('/hackathons')
    expect(view.response.statusCode).toBe(200)
    expect(view.response.body).toBe(INDEX)
  })

  it('answers 304 to its ETag, and a new page after the hackathon changes', async () => {
    const url = `/hackathons/${online.id}`
    const first = await ctx.app.inject({ url })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\//)
    expect(first.headers['last-modified']).toBeDefined()
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    const editor = await createUser(ctx, { role: ROLE.editor })
    await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${online.id}`,
      headers: editor.headers,
      payload: { name: 'Remote Jam Renamed' },
    })
    const after = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    expect(cheerio.load(after.body)('title').text()).toBe('Remote Jam Renamed · Hackathons')
    const row = await ctx.app.repos.hackathons.findById(online.id)
    expect(after.headers['last-modified']).toBe(row?.updatedAt.toUTCString())
  })
})

describe('the homepage, /', () => {
  it("keeps the SPA's title and description, adds its canonical URL, card, feeds and an ItemList", async () => {
    const view = await page('/')
    expect(view.response.statusCode).toBe(200)
    expect(view.title).toBe('Hackathons')
    expect(view.titles).toBe(1)
    expect(view.descriptions).toBe(1)
    expect(view.meta('description')).toBe('Upcoming and past hackathons')
    expect(view.canonical).toBe(`${SITE}/`)
    expect(view.meta('og:title')).toBe('Hackathons')
    expect(view.meta('og:url')).toBe(`${SITE}/`)
    expect(view.feeds).toEqual([
      { type: 'application/atom+xml', href: `${SITE}/api/v1/hackathons/feed.xml` },
      { type: 'application/feed+json', href: `${SITE}/api/v1/hackathons/feed.json` },
    ])
    // The data preloads (both feeds, the map's setting) are still there.
    expect(view.$('link[rel="preload"]')).toHaveLength(3)
    const ld = view.ld as { '@type': string; itemListElement: { position: number; item: { name: string } }[] }
    expect(ld['@type']).toBe('ItemList')
    expect(ld.itemListElement.map((element) => element.position)).toEqual([1, 2, 3, 4])
    // The upcoming hackathons, soonest first; never the past ones.
    expect(ld.itemListElement.map((element) => element.item.name)).toEqual([
      expect.stringMatching(/^Remote Jam/),
      'Berlin Summer Hack',
      'Hybrid Hack',
      HOSTILE,
    ])
    expect(ld.itemListElement[1]?.item).toMatchObject({
      '@type': 'Event',
      url: `${SITE}/hackathons/${berlin.id}`,
      startDate: '2031-06-01T10:00:00+02:00',
    })
  })
})

describe("a series' page, /series/{id}", () => {
  it('carries its name, description, canonical URL, its feeds and an ItemList of its hackathons', async () => {
    const view = await page(`/series/${seriesId}`)
    expect(view.response.statusCode).toBe(200)
    expect(view.title).toBe('Summer Series · Hackathons')
    expect(view.meta('description')).toBe('Every summer, somewhere.')
    expect(view.canonical).toBe(`${SITE}/series/${seriesId}`)
    expect(view.meta('og:url')).toBe(`${SITE}/series/${seriesId}`)
    expect(view.feeds).toEqual([
      { type: 'application/atom+xml', href: `${SITE}/api/v1/hackathons/feed.xml?series=${seriesId}` },
      { type: 'application/feed+json', href: `${SITE}/api/v1/hackathons/feed.json?series=${seriesId}` },
    ])
    const ld = view.ld as { name: string; url: string; itemListElement: { item: { name: string } }[] }
    expect(ld).toMatchObject({ '@type': 'ItemList', name: 'Summer Series', url: `${SITE}/series/${seriesId}` })
    expect(ld.itemListElement.map((element) => element.item.name)).toEqual(['Hybrid Hack', 'Berlin Summer Hack'])
  })

  it('answers an unknown or malformed series with 404 and noindex', async () => {
    for (const url of ['/series/00000000-0000-4000-8000-000000000000', '/series/123']) {
      const view = await page(url)
      expect(view.response.statusCode, url).toBe(404)
      expect(view.meta('robots')).toBe('noindex')
    }
  })
})

describe('the Open data page, /open-data', () => {
  it('carries its title, description, canonical URL and card, for a search engine that runs no script', async () => {
    const view = await page('/open-data')
    expect(view.response.statusCode).toBe(200)
    expect(view.title).toBe('Open data · Hackathons')
    expect(view.titles).toBe(1)
    expect(view.descriptions).toBe(1)
    expect(view.meta('description')).toBe(
      'Every hackathon and series listed on Hackathons, free to download, reuse and show on your own site.',
    )
    expect(view.canonical).toBe(`${SITE}/open-data`)
    expect(view.meta('og:title')).toBe('Open data · Hackathons')
    expect(view.meta('og:url')).toBe(`${SITE}/open-data`)
    expect(view.meta('robots')).toBeUndefined()
  })
})

describe("a page in the reader's language", () => {
  const everyLanguage = (url: string) => ({
    en: `${url}?lang=en`,
    es: `${url}?lang=es`,
    fr: `${url}?lang=fr`,
    de: `${url}?lang=de`,
    'pt-BR': `${url}?lang=pt-BR`,
    ja: `${url}?lang=ja`,
    'x-default': url,
  })

  it('writes the homepage in the language ?lang= names, under its own address, naming every other', async () => {
    const view = await page('/?lang=de', { 'accept-language': 'fr' })
    expect(view.lang).toBe('de')
    expect(view.meta('description')).toBe('Kommende und vergangene Hackathons')
    expect(view.meta('og:description')).toBe('Kommende und vergangene Hackathons')
    expect(view.descriptions).toBe(1)
    expect(view.canonical).toBe(`${SITE}/?lang=de`)
    expect(view.meta('og:url')).toBe(`${SITE}/?lang=de`)
    expect(view.languages).toEqual(everyLanguage(`${SITE}/`))
    expect(String(view.response.headers.vary).toLowerCase()).toContain('accept-language')
  })

  it("writes a hackathon's page in the browser's first language the site speaks, at its plain address", async () => {
    const view = await page(`/hackathons/${online.id}`, { 'accept-language': 'it-IT, fr-CA;q=0.9, en;q=0.5' })
    expect(view.lang).toBe('fr')
    expect(view.title).toMatch(/^Remote Jam.* · Hackathons$/)
    // Its dates in French, in the hackathon's own zone (UTC here), and "Online" in French too.
    expect(view.meta('description')).toMatch(/^1 mai 2031.*UTC.*En ligne$/)
    expect(view.canonical).toBe(`${SITE}/hackathons/${online.id}`)
    expect(view.languages).toEqual(everyLanguage(`${SITE}/hackathons/${online.id}`))
  })

  it("writes a series' page, its feeds' titles and its JSON-LD list in Japanese", async () => {
    const bare = await seedSeries(ctx, 'Bare Series')
    const view = await page(`/series/${bare.id}?lang=ja`)
    expect(view.lang).toBe('ja')
    expect(view.meta('description')).not.toContain('Hackathons of the series')
    expect(view.meta('description')).toContain('Bare Series')
    const titles = view
      .$('link[rel="alternate"][type]')
      .toArray()
      .map((link) => view.$(link).attr('title'))
    expect(titles).toHaveLength(2)
    for (const title of titles) expect(title).not.toMatch(/Newly added/)
  })

  it("passes over a language the site does not speak: to the browser's, then to English", async () => {
    expect((await page('/?lang=tlh', { 'accept-language': 'es-MX' })).lang).toBe('es')
    const english = await page('/?lang=tlh', { 'accept-language': 'tlh, *;q=0.5' })
    expect(english.lang).toBe('en')
    expect(english.meta('description')).toBe('Upcoming and past hackathons')
    expect(english.canonical).toBe(`${SITE}/`)
  })

  it("keeps a visitor's page per language: the next reader in another language gets theirs", async () => {
    const german = await page('/', { 'accept-language': 'de' })
    const english = await page('/', { 'accept-language': 'en' })
    const germanAgain = await page('/', { 'accept-language': 'de-AT' })
    expect(german.meta('description')).toBe('Kommende und vergangene Hackathons')
    expect(english.meta('description')).toBe('Upcoming and past hackathons')
    expect(germanAgain.meta('description')).toBe('Kommende und vergangene Hackathons')
    expect(german.response.headers.etag).not.toBe(english.response.headers.etag)
  })
})

describe('the two escapes', () => {
  it('escape text and attributes, and JSON in a script, so markup stays text', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
    const value = { name: '</script><!-- \u2028\u2029 &' }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
