import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import {
  API,
  createTestApp,
  createUser,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'

const HOSTILE = `</script><script>alert(1)</script> "Quoted" ]]> <!-- & Hack`
const SITE = 'http://localhost:8000'

let ctx: TestContext
let editor: TestUser
let seriesId: string
const added: { id: string; name: string }[] = []

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  seriesId = (await seedSeries(ctx, 'Feed Series')).id
  for (const [name, inSeries] of [
    ['First Added', true],
    ['Second Added', false],
    [HOSTILE, true],
  ] as const) {
    const row = await seedHackathon(ctx, {
      name,
      description: 'Build <b>things</b>.',
      location: 'Lisbon',
      image: '/api/v1/uploads/abc.png',
      seriesId: inSeries ? seriesId : null,
      timezone: 'Europe/Lisbon',
    })
    added.push({ id: row.id, name })
  }
})
afterAll(() => ctx.close())

interface AtomEntry {
  id: string
  title: string
  link: string | undefined
  updated: string
  published: string
  summary: string
}

/** The Atom feed as a feed reader reads it: XML, with `type="html"` texts decoded once more. */
function readAtom(body: string) {
  const $ = cheerio.load(body, { xml: true })
  const feed = $('feed')
  const htmlText = (html: string) => cheerio.load(html, null, false).root().text()
  const entries: AtomEntry[] = feed
    .children('entry')
    .toArray()
    .map((element) => {
      const entry = $(element)
      const title = entry.children('title')
      const summary = entry.children('summary')
      expect(title.attr('type')).toBe('html')
      return {
        id: entry.children('id').text(),
        title: htmlText(title.text()),
        link: entry.children('link:not([rel])').attr('href'),
        updated: entry.children('updated').text(),
        published: entry.children('published').text(),
        summary: htmlText(summary.text()),
      }
    })
  return {
    namespace: feed.attr('xmlns'),
    id: feed.children('id').text(),
    title: feed.children('title').text(),
    updated: feed.children('updated').text(),
    self: feed.children('link[rel="self"]').attr('href'),
    alternate: feed.children('link[rel="alternate"]').attr('href'),
    author: feed.children('author').children('name').text(),
    entries,
  }
}

describe('GET /hackathons/feed.xml', () => {
  it('is a valid Atom feed of the newly added hackathons, newest first, each with a stable id', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/feed.xml` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(response.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true)
    const feed = readAtom(response.body)
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom')
    expect(feed.title).toBe('Newly added hackathons')
    expect(feed.id).toBe(`${SITE}/api/v1/hackathons/feed.xml`)
    expect(feed.self).toBe(`${SITE}/api/v1/hackathons/feed.xml`)
    expect(feed.alternate).toBe(`${SITE}/`)
    // Atom (RFC 4287) requires an author on the feed when its entries name none.
    expect(feed.author).toBe('Hackathons')
    expect(feed.entries.map((entry) => entry.title)).toEqual([HOSTILE, 'Second Added', 'First Added'])
    const rows = await Promise.all(added.map(({ id }) => ctx.app.repos.hackathons.findById(id)))
    const newest = rows.at(-1)
    const [entry] = feed.entries
    expect(entry?.id).toBe(`urn:uuid:${newest?.id}`)
    expect(entry?.link).toBe(`${SITE}/hackathons/${newest?.id}`)
    expect(entry?.updated).toBe(newest?.updatedAt.toISOString())
    expect(entry?.published).toBe(newest?.createdAt.toISOString())
    // The feed's own date is its newest change.
    expect(feed.updated).toBe(new Date(Math.max(...rows.map((row) => row?.updatedAt.getTime() ?? 0))).toISOString())
    // Markup in a description is shown as text, never as markup.
    expect(entry?.summary).toContain('Lisbon. Build <b>things</b>.')
    expect(entry?.summary).toContain('(Europe/Lisbon)')
    expect(response.headers['last-modified']).toBe(new Date(feed.updated).toUTCString())
  })

  it('keeps a hostile name inert: one title element, no script, no comment, and the text read back', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/feed.xml` })
    const $ = cheerio.load(response.body, { xml: true })
    expect($('script')).toHaveLength(0)
    expect($('entry')).toHaveLength(3)
    expect(response.body).not.toContain('<!--')
    expect(readAtom(response.body).entries[0]?.title).toBe(HOSTILE)
  })

  it('narrows to a series with ?series=, names it, and answers 404 for an unknown series', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/feed.xml?series=${seriesId}` })
    const feed = readAtom(response.body)
    expect(feed.title).toBe('Newly added hackathons · Feed Series')
    expect(feed.self).toBe(`${SITE}/api/v1/hackathons/feed.xml?series=${seriesId}`)
    expect(feed.alternate).toBe(`${SITE}/series/${seriesId}`)
    expect(feed.entries.map((entry) => entry.title)).toEqual([HOSTILE, 'First Added'])
    const unknown = await ctx.app.inject({
      url: `${API}/hackathons/feed.xml?series=00000000-0000-4000-8000-000000000000`,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'Series not found' })
  })

  it('answers 304 to its ETag, and a new ETag and updated entry after a change', async () => {
    const url = `${API}/hackathons/feed.xml`
    const first = await ctx.app.inject({ url })
    const etag = String(first.headers.etag)
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const target = added[0]
    await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${target?.id}`,
      headers: editor.headers,
      payload: { name: 'First Renamed' },
    })
    const after = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    const entry = readAtom(after.body).entries.find((item) => item.id === `urn:uuid:${target?.id}`)
    expect(entry?.title).toBe('First Renamed')
    await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${target?.id}`,
      headers: editor.headers,
      payload: { name: 'First Added' },
    })
  })
})

describe('GET /hackathons/feed.json', () => {
  it('is a JSON Feed of the same entries, with plain-text titles and escaped HTML content', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/feed.json?series=${seriesId}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8')
    const feed = response.json() as {
      version: string
      title: string
      home_page_url: string
      feed_url: string
      items: Record<string, string>[]
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1')
    expect(feed.title).toBe('Newly added hackathons · Feed Series')
    expect(feed.home_page_url).toBe(`${SITE}/series/${seriesId}`)
    expect(feed.feed_url).toBe(`${SITE}/api/v1/hackathons/feed.json?series=${seriesId}`)
    const hostile = added[2]
    const row = await ctx.app.repos.hackathons.findById(hostile?.id ?? '')
    expect(feed.items.map((item) => item.title)).toEqual([HOSTILE, 'First Added'])
    expect(feed.items[0]).toMatchObject({
      id: `urn:uuid:${hostile?.id}`,
      url: `${SITE}/hackathons/${hostile?.id}`,
      image: `${SITE}/api/v1/uploads/abc.png`,
      date_modified: row?.updatedAt.toISOString(),
      date_published: row?.createdAt.toISOString(),
    })
    const content = feed.items[0]?.content_html ?? ''
    expect(content).toContain('Build &lt;b&gt;things&lt;/b&gt;.')
    expect(cheerio.load(content, null, false)('b')).toHaveLength(0)
  })

  it('answers 304 to its ETag', async () => {
    const url = `${API}/hackathons/feed.json`
    const first = await ctx.app.inject({ url })
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })
})
