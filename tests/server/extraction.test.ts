import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  completeHackathon,
  EXTRACTION_MESSAGES,
  ExtractionError,
  extractHackathon,
  fetchPage,
} from '../../server/services/extraction/index.js'

const FIXTURES = join(import.meta.dirname, 'fixtures', 'extraction')
const MB = 1024 * 1024

let server: Server
let origin = ''
const hits = new Map<string, number>()

function html(res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') {
  res.writeHead(200, { 'content-type': type })
  res.end(body)
}

const longPage = () =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Event',
    name: '🚀'.repeat(300),
    description: `${'D'.repeat(999)}é${'D'.repeat(2000)}`,
    location: { '@type': 'Place', name: 'L'.repeat(300) },
    image: `/${'i'.repeat(600)}.png`,
    url: `/${'u'.repeat(600)}`,
    startDate: '2026-02-02',
  })}</script></head><body></body></html>`

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const page = /^\/pages\/([\w-]+\.html)$/.exec(path)?.[1]
    const hop = /^\/hop\/(\d+)$/.exec(path)?.[1]
    if (page) return html(res, readFileSync(join(FIXTURES, page), 'utf8').replaceAll('{{ORIGIN}}', origin))
    if (hop !== undefined) {
      const n = Number(hop)
      if (n === 0) return html(res, '<title>End of the chain</title>')
      // Alternates relative and absolute Locations: both must be followed.
      res.writeHead(302, { location: n % 2 ? `${origin}/hop/${n - 1}` : `../hop/${n - 1}` })
      return res.end()
    }
    switch (path) {
      case '/long':
        return html(res, longPage())
      case '/json':
        return html(res, '{"name":"Not a page"}', 'application/json')
      case '/xhtml':
        return html(
          res,
          '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>XHTML Hack</title></head></html>',
          'application/xhtml+xml',
        )
      case '/latin1':
        return html(res, Buffer.from('<title>Caf\u00e9 Hack</title>', 'latin1'), 'text/html; charset=iso-8859-1')
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' })
        return res.end('<title>Not found</title>')
      case '/big':
        return html(res, `<title>Big</title>${' '.repeat(4 * MB)}`)
      case '/big-chunked': {
        // No Content-Length: the limit must hold while reading.
        res.writeHead(200, { 'content-type': 'text/html' })
        const chunk = ' '.repeat(64 * 1024)
        let sent = 0
        const pump = () => {
          while (sent < 4 * MB && !res.destroyed) {
            sent += chunk.length
            if (!res.write(chunk)) return res.once('drain', pump)
          }
          res.end()
        }
        return pump()
      }
      case '/slow':
        return // never answers
      case '/slow-body':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.write('<title>Slow') // never ends
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const complete = (path: string, extra: { timeoutMs?: number } = {}) =>
  completeHackathon(`${origin}${path}`, { allowPrivateNetwork: true, ...extra })

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ExtractionError)
  return error as ExtractionError
}

describe('extraction from fixture pages', () => {
  it('reads a JSON-LD Event with a Place and a PostalAddress, before the meta tags', async () => {
    expect(await complete('/pages/place.html')).toEqual({
      name: 'Riverbend Hack Weekend 2026',
      description: '48 hours of building, mentoring and pizza for makers of every level.',
      location: 'Riverbend Innovation Hall, 12 Mill Lane, Riverbend, Lower Saxony, DE',
      image: `${origin}/img/riverbend-banner.png`,
      start_date: '2026-05-01T16:00:00.000Z',
      end_date: '2026-05-03T00:00:00.000Z',
      url: `${origin}/events/riverbend-2026`,
      // Offline mode; no zone: no IANA zone is called Riverbend.
      attendance_mode: 'in_person',
      // Its one ticket costs 0.
      free: true,
    })
  })

  it("reads the venue's coordinates from its Place's geo, a coordinate of 0 included", () => {
    const page = (geo: unknown, mode = 'Offline') =>
      `<script type="application/ld+json">${JSON.stringify({
        '@type': 'Event',
        name: 'Geo Hack',
        startDate: '2031-05-01T09:00:00Z',
        eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
        location: { '@type': 'Place', name: 'Hall', address: 'Somewhere', geo },
      })}</script>`
    const url = 'https://geo.example/'
    expect(extractHackathon(page({ '@type': 'GeoCoordinates', latitude: 52.5, longitude: '13.4' }), url)).toMatchObject(
      { latitude: 52.5, longitude: 13.4 },
    )
    expect(extractHackathon(page({ latitude: 0, longitude: 0 }), url)).toMatchObject({ latitude: 0, longitude: 0 })
    expect(extractHackathon(page({ latitude: 95, longitude: 0 }), url)).not.toHaveProperty('latitude')
    expect(extractHackathon(page({ latitude: 'north', longitude: 0 }), url)).not.toHaveProperty('latitude')
    expect(extractHackathon(page({ latitude: 1, longitude: 2 }, 'Online'), url)).not.toHaveProperty('latitude')
  })

  it('places the venue at the city its location names when the page gives no coordinates', async () => {
    const page = readFileSync(join(FIXTURES, 'city.html'), 'utf8')
    expect(extractHackathon(page, 'https://city.example/')).not.toHaveProperty('latitude')
    expect(await complete('/pages/city.html')).toMatchObject({
      location: 'Main Hall, Potsdam, DE',
      latitude: 52.39886,
      longitude: 13.06566,
    })
  })

  it('reads a VirtualLocation as Online and an ImageObject', async () => {
    const found = await complete('/pages/virtual.html')
    expect(found).toMatchObject({
      name: 'Cloud Native Online Jam',
      location: 'Online',
      attendance_mode: 'online',
      image: 'https://cdn.cloudjam.example/cover.jpg',
      start_date: '2026-06-10T08:00:00.000Z',
      end_date: '2026-06-12T20:00:00.000Z',
    })
  })

  it('reads an online attendance mode without a place as Online', async () => {
    expect(await complete('/pages/online-mode.html')).toMatchObject({
      name: 'Remote Game Jam',
      location: 'Online',
      start_date: '2026-07-04T00:00:00.000Z',
      attendance_mode: 'online',
    })
  })

  it('finds the Event inside @graph', async () => {
    expect(await complete('/pages/graph.html')).toEqual({
      name: 'Harbour Hack 2026',
      description: 'Maritime and logistics challenges on the Douro riverside.',
      location: 'Harbour Loft, Porto',
      // No geo on the page: the city its location names.
      latitude: 41.14961,
      longitude: -8.61099,
      image: 'https://harbourhack.example/media/hero.webp',
      start_date: '2026-08-21T08:00:00.000Z',
      end_date: '2026-08-23T17:00:00.000Z',
      url: 'https://harbourhack.example/2026/',
    })
  })

  it('finds a Hackathon subtype with an array @type in a top-level array; a zone-less time is UTC', async () => {
    expect(await complete('/pages/hackathon-type.html')).toEqual({
      name: 'Campus AI Hackathon',
      description: 'Students build assistants for the university library.',
      location: 'Campus North, Building 4, Uni Road 1, Lyon',
      latitude: 45.74846,
      longitude: 4.84671,
      image: 'https://campus.example/img/ai-16x9.jpg',
      start_date: '2026-11-07T10:00:00.000Z',
      end_date: '2026-11-08T16:00:00.000Z',
      url: `${origin}/pages/hackathon-type.html`,
      attendance_mode: 'hybrid',
    })
  })

  it('picks, among several events, the one whose url is the page', async () => {
    expect(await complete('/pages/several-events.html')).toMatchObject({
      name: 'Winter Hack 2026',
      start_date: '2026-12-12T09:00:00.000Z',
      url: `${origin}/pages/several-events.html`,
    })
  })

  it('reads microdata, ignoring the properties of nested items', async () => {
    expect(await complete('/pages/microdata.html')).toEqual({
      name: 'Mountain Code Sprint',
      description: 'A two-day sprint for students. Bring a laptop.',
      location: 'Alpine Tech Centre, 3 Glacier Road, Chamonix, France',
      image: `${origin}/pages/images/sprint.jpg`,
      start_date: '2026-09-12T09:00:00.000Z',
      end_date: '2026-09-13T17:00:00.000Z',
      url: `${origin}/events/mountain-code-sprint`,
      // A Place with an address; no zone: the start states no offset.
      attendance_mode: 'in_person',
    })
  })

  it('reads Open Graph and event meta tags, before twitter and description', async () => {
    expect(await complete('/pages/open-graph.html')).toEqual({
      name: 'Hack the Harbor 2026',
      description: 'A 24-hour civic hackathon by the docks.',
      image: 'https://static.harbor.example/share.png',
      start_date: '2026-10-10T14:00:00.000Z',
      end_date: '2026-10-11T14:00:00.000Z',
      url: `${origin}/pages/open-graph.html`,
    })
  })

  it('reads Twitter tags and makes a relative image absolute', async () => {
    expect(await complete('/pages/twitter.html')).toEqual({
      name: 'Desert Dev Days',
      description: 'Build under the stars.',
      image: `${origin}/share/desert.png`,
      url: `${origin}/pages/twitter.html`,
    })
  })

  it('falls back to the title', async () => {
    expect(await complete('/pages/title-only.html')).toEqual({
      name: 'Harbourside Hack Night & Pizza',
      url: `${origin}/pages/title-only.html`,
    })
  })

  it('skips broken JSON-LD and falls back to the meta tags', async () => {
    expect(await complete('/pages/broken-json-ld.html')).toEqual({
      name: 'Fallback Fest 2026',
      description: 'The structured data of this page is broken.',
      url: `${origin}/pages/broken-json-ld.html`,
    })
  })

  it('decodes entities, strips tags and collapses whitespace', async () => {
    expect(await complete('/pages/entities.html')).toMatchObject({
      name: 'Café & Code – Hack Night',
      description: 'Bring your laptop & ideas. Snacks provided. Teams of 4.',
      location: 'The <Old> Mill, Quay Street 5, Galway',
    })
  })

  it('cuts long values to the column sizes and drops URLs too long to keep', async () => {
    const found = await complete('/long')
    expect(found.name).toBe('🚀'.repeat(255))
    expect(found.description).toBe(`${'D'.repeat(999)}é`)
    expect(found.location).toBe('L'.repeat(255))
    expect(found.image).toBeUndefined()
    expect(found.url).toBe(`${origin}/long`)
  })

  it('answers 400 when the page holds nothing usable', async () => {
    const error = await failure(complete('/pages/empty.html'))
    expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.nothingFound])
  })

  it('accepts XHTML and decodes a declared charset', async () => {
    expect((await complete('/xhtml')).name).toBe('XHTML Hack')
    expect((await complete('/latin1')).name).toBe('Café Hack')
  })
})

describe('fetch limits', () => {
  it('refuses a response that is not HTML', async () => {
    const error = await failure(complete('/json'))
    expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.notHtml])
  })

  it('answers 400 with the status of a failed page', async () => {
    const error = await failure(complete('/missing'))
    expect([error.status, error.detail]).toEqual([400, 'Could not fetch the page (status 404)'])
  })

  it('refuses a 4 MB page, announced or streamed', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await failure(complete(path))
      expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.tooLarge])
    }
  })

  it('gives up on a slow page at the deadline, headers or body', async () => {
    for (const path of ['/slow', '/slow-body']) {
      const started = performance.now()
      const error = await failure(complete(path, { timeoutMs: 500 }))
      expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.timeout])
      expect(performance.now() - started).toBeGreaterThanOrEqual(450)
      expect(performance.now() - started).toBeLessThan(2000)
    }
  })

  it('follows 5 redirects, relative or absolute, and refuses a 6th without requesting it', async () => {
    expect(await fetchPage(`${origin}/hop/5`, { allowPrivateNetwork: true })).toMatchObject({
      finalUrl: `${origin}/hop/0`,
    })
    hits.clear()
    const error = await failure(fetchPage(`${origin}/hop/6`, { allowPrivateNetwork: true }))
    expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.tooManyRedirects])
    expect([...hits.keys()]).toEqual(['/hop/6', '/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1'])
  })

  it('answers 400 when nothing listens', async () => {
    const error = await failure(fetchPage('http://127.0.0.1:1/', { allowPrivateNetwork: true }))
    expect([error.status, error.detail]).toEqual([400, EXTRACTION_MESSAGES.unreachable])
  })
})

describe('extractHackathon', () => {
  it('takes the first event when none has the page URL, and reads a valid block after a broken one', () => {
    const page = `<script type="application/ld+json">{ nope </script>
      <script type="application/ld+json">[{"@type":"Event","name":"First","url":"https://a.example/1"},
      {"@type":"Event","name":"Second","url":"https://a.example/2"}]</script>`
    expect(extractHackathon(page, 'https://a.example/list')).toEqual({ name: 'First', url: 'https://a.example/1' })
  })

  it('keeps a free-text start date as date', () => {
    const page = '<script type="application/ld+json">{"@type":"Event","name":"X","startDate":"Spring 2026"}</script>'
    expect(extractHackathon(page, 'https://a.example/')).toMatchObject({ date: 'Spring 2026' })
  })
})

/** A page holding one JSON-LD Event with `fields`. */
const eventPage = (fields: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Zone Hack',
    ...fields,
  })}</script>`
const extract = (fields: Record<string, unknown>) => extractHackathon(eventPage(fields), 'https://zone.example/')

const place = (address: unknown, name = 'The Venue') => ({ '@type': 'Place', name, address })
const virtual = { '@type': 'VirtualLocation', url: 'https://stream.example/' }

describe('attendance mode', () => {
  it.each([
    ['https://schema.org/OnlineEventAttendanceMode', 'online'],
    ['http://schema.org/OnlineEventAttendanceMode', 'online'],
    ['OnlineEventAttendanceMode', 'online'],
    ['schema:OnlineEventAttendanceMode', 'online'],
    [{ '@id': 'https://schema.org/OnlineEventAttendanceMode' }, 'online'],
    ['https://schema.org/OfflineEventAttendanceMode', 'in_person'],
    ['OfflineEventAttendanceMode', 'in_person'],
    ['https://schema.org/MixedEventAttendanceMode', 'hybrid'],
    ['MixedEventAttendanceMode', 'hybrid'],
  ])('reads eventAttendanceMode %j as %s', (mode, expected) => {
    expect(extract({ eventAttendanceMode: mode }).attendance_mode).toBe(expected)
  })

  it('prefers the stated mode to what the locations say', () => {
    const found = extract({ eventAttendanceMode: 'MixedEventAttendanceMode', location: place('Mill Lane 1, Berlin') })
    expect(found.attendance_mode).toBe('hybrid')
  })

  it.each([
    ['a VirtualLocation', virtual, 'online'],
    ['a Place with a PostalAddress', place({ '@type': 'PostalAddress', addressLocality: 'Lyon' }), 'in_person'],
    ['a Place with a text address', place('Uni Road 1, Lyon'), 'in_person'],
    ['a VirtualLocation and a Place with an address', [virtual, place('Uni Road 1, Lyon')], 'hybrid'],
    ['a Place with an address and a VirtualLocation', [place('Uni Road 1, Lyon'), virtual], 'hybrid'],
  ])('without a stated mode, reads %s', (_, location, expected) => {
    expect(extract({ location }).attendance_mode).toBe(expected)
  })

  it.each([
    ['no location', {}],
    ['a location as text', { location: 'Berlin' }],
    ['a Place without an address', { location: { '@type': 'Place', name: 'Somewhere' } }],
    ['an unknown mode and no location', { eventAttendanceMode: 'https://schema.org/SomeOtherMode' }],
    ['a mode named like an object key', { eventAttendanceMode: 'constructor' }],
  ])('says nothing for %s', (_, fields) => {
    expect(extract(fields)).not.toHaveProperty('attendance_mode')
  })

  it('falls back to the locations when the stated mode is unknown', () => {
    expect(extract({ eventAttendanceMode: 'Elsewhere', location: virtual }).attendance_mode).toBe('online')
  })

  it('reads microdata: a linked mode, or a VirtualLocation item', () => {
    const linked = `<div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Micro</span>
      <link itemprop="eventAttendanceMode" href="https://schema.org/MixedEventAttendanceMode"></div>`
    expect(extractHackathon(linked, 'https://zone.example/').attendance_mode).toBe('hybrid')
    const located = `<div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Micro</span>
      <div itemprop="location" itemscope itemtype="https://schema.org/VirtualLocation">
        <link itemprop="url" href="https://stream.example/"></div></div>`
    expect(extractHackathon(located, 'https://zone.example/').attendance_mode).toBe('online')
  })
})

describe('time zone', () => {
  const schedule = (zone: unknown) => ({ '@type': 'Schedule', scheduleTimezone: zone })

  it('takes a zone the event names in its schedule', () => {
    expect(extract({ eventSchedule: schedule('America/New_York') }).timezone).toBe('America/New_York')
    expect(extract({ eventSchedule: [schedule('Asia/Tokyo'), schedule('Asia/Tokyo')] }).timezone).toBe('Asia/Tokyo')
  })

  it('prefers the named zone to one read from the city', () => {
    const found = extract({
      eventSchedule: schedule('Europe/Paris'),
      startDate: '2026-05-01T18:00:00+02:00',
      location: place({ addressLocality: 'Berlin' }),
    })
    expect(found.timezone).toBe('Europe/Paris')
  })

  it('ignores a named zone this server does not know, and reads the city instead', () => {
    for (const zone of ['Mars/Olympus_Mons', 'europe/berlin', '']) {
      expect(extract({ eventSchedule: schedule(zone) })).not.toHaveProperty('timezone')
    }
    const found = extract({
      eventSchedule: schedule('Mars/Olympus_Mons'),
      startDate: '2026-05-01T18:00:00+02:00',
      location: place({ addressLocality: 'Berlin' }),
    })
    expect(found.timezone).toBe('Europe/Berlin')
  })

  it('takes nothing when the schedules name two zones', () => {
    expect(extract({ eventSchedule: [schedule('Europe/Berlin'), schedule('Europe/London')] })).not.toHaveProperty(
      'timezone',
    )
  })

  it.each([
    [
      'an address locality',
      place({ '@type': 'PostalAddress', addressLocality: 'Berlin' }),
      '2026-05-01T18:00:00+02:00',
      'Europe/Berlin',
    ],
    [
      'a winter date, a text offset without colon',
      place({ addressLocality: 'Berlin' }),
      '2026-01-15T09:00:00+0100',
      'Europe/Berlin',
    ],
    [
      'a place name with a space',
      { '@type': 'Place', name: 'New York' },
      '2026-07-04T10:00:00-04:00',
      'America/New_York',
    ],
    [
      'a locality in another case',
      place({ addressLocality: 'new york' }),
      '2026-01-04T10:00:00-05:00',
      'America/New_York',
    ],
    ['a location as text', 'Tokyo', '2026-03-01T10:00:00+09:00', 'Asia/Tokyo'],
    ['a half-hour offset', place({ addressLocality: 'Adelaide' }), '2026-01-10T09:00:00+10:30', 'Australia/Adelaide'],
    [
      'a city among a VirtualLocation',
      [virtual, place({ addressLocality: 'Berlin' })],
      '2026-05-01T18:00:00+02:00',
      'Europe/Berlin',
    ],
    [
      'the same city twice',
      place({ addressLocality: 'Berlin' }, 'Berlin'),
      '2026-05-01T18:00:00+02:00',
      'Europe/Berlin',
    ],
  ])('reads the zone of the city named by %s when the offset is that zone’s', (_, location, startDate, zone) => {
    expect(extract({ location, startDate }).timezone).toBe(zone)
  })

  it.each([
    ['a start without an offset', place({ addressLocality: 'Berlin' }), '2026-05-01T18:00:00'],
    ['a start in UTC (Z)', place({ addressLocality: 'London' }), '2026-01-15T09:00:00Z'],
    ['a start that is a day', place({ addressLocality: 'Berlin' }), '2026-05-01'],
    [
      'an offset the city does not have then (summer in Berlin at +01:00)',
      place({ addressLocality: 'Berlin' }),
      '2026-07-01T09:00:00+01:00',
    ],
    [
      'a locality and a place name in two cities',
      place({ addressLocality: 'Berlin' }, 'Paris'),
      '2026-05-01T18:00:00+02:00',
    ],
    [
      'two places in two cities',
      [place({ addressLocality: 'Berlin' }), place({ addressLocality: 'Paris' })],
      '2026-05-01T18:00:00+02:00',
    ],
    ['a town that is no zone’s city', place({ addressLocality: 'Riverbend' }), '2026-05-01T18:00:00+02:00'],
    ['a city with its country', place({ addressLocality: 'Berlin, Germany' }), '2026-05-01T18:00:00+02:00'],
    [
      'a VirtualLocation named like a city',
      { '@type': 'VirtualLocation', name: 'Berlin' },
      '2026-05-01T18:00:00+02:00',
    ],
    ['no location', undefined, '2026-05-01T18:00:00+02:00'],
  ])('takes nothing for %s', (_, location, startDate) => {
    expect(extract({ location, startDate })).not.toHaveProperty('timezone')
  })

  it('reads microdata: a start with an offset and a locality', () => {
    const page = `<div itemscope itemtype="https://schema.org/Hackathon"><span itemprop="name">Micro</span>
      <time itemprop="startDate" datetime="2026-05-01T18:00:00+02:00">1 May</time>
      <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">Hall</span>
        <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
          <span itemprop="addressLocality">Berlin</span></div></div></div>`
    expect(extractHackathon(page, 'https://zone.example/')).toMatchObject({
      start_date: '2026-05-01T16:00:00.000Z',
      attendance_mode: 'in_person',
      timezone: 'Europe/Berlin',
    })
  })
})

describe('listing facts from the event', () => {
  it('maps keywords onto the theme vocabulary through labels and synonyms, dropping other words', () => {
    expect(extract({ keywords: 'Machine Learning, blockchain; open source, HTML, cooking' }).themes).toEqual([
      'ai',
      'web3',
      'open-source',
    ])
    expect(extract({ keywords: ['Climate', { '@type': 'DefinedTerm', name: 'civic tech' }, 'AI'] }).themes).toEqual([
      'climate',
      'social-good',
      'ai',
    ])
    expect(extract({ keywords: 'cooking, knitting' })).not.toHaveProperty('themes')
  })

  it('reads free from isAccessibleForFree, else from ticket prices that agree', () => {
    expect(extract({ isAccessibleForFree: true }).free).toBe(true)
    expect(extract({ isAccessibleForFree: 'false', offers: { price: 0 } }).free).toBe(false)
    expect(extract({ offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'EUR' } }).free).toBe(true)
    expect(extract({ offers: [{ price: 25, priceCurrency: 'USD' }, { price: '10' }] }).free).toBe(false)
    expect(extract({ offers: { '@type': 'AggregateOffer', lowPrice: 0, highPrice: 0 } }).free).toBe(true)
    // A free student ticket beside a paid one says neither.
    expect(extract({ offers: [{ price: 0 }, { price: 30 }] })).not.toHaveProperty('free')
    expect(extract({ offers: { price: 'ask us' } })).not.toHaveProperty('free')
  })

  it('maps the audience onto the eligibility values and reads its required minimum age', () => {
    const found = extract({
      audience: [
        { '@type': 'EducationalAudience', educationalRole: 'University students' },
        { '@type': 'PeopleAudience', audienceType: 'high-school students, parents', requiredMinAge: 16 },
      ],
    })
    expect(found.eligibility).toEqual(['university', 'high_school'])
    expect(found.min_age).toBe(16)
    expect(extract({ audience: { audienceType: 'Everyone' } }).eligibility).toEqual(['everyone'])
    const unknown = extract({ audience: { audienceType: 'wizards', requiredMinAge: 150 } })
    expect(unknown).not.toHaveProperty('eligibility')
    expect(unknown).not.toHaveProperty('min_age')
  })

  it('reads inLanguage as ISO 639-1 codes from tags, Language things and names', () => {
    expect(extract({ inLanguage: 'en-GB' }).languages).toEqual(['en'])
    expect(
      extract({ inLanguage: ['de', { '@type': 'Language', name: 'French' }, 'German', 'Klingon'] }).languages,
    ).toEqual(['de', 'fr'])
    expect(extract({ inLanguage: 'Elvish' })).not.toHaveProperty('languages')
  })

  it("takes the offers' validity window as the registration window when the listing could hold it", () => {
    const dates = { startDate: '2030-03-01T09:00:00Z', endDate: '2030-03-02T18:00:00Z' }
    expect(
      extract({
        ...dates,
        offers: [
          { price: 0, validFrom: '2030-01-10T00:00:00Z', validThrough: '2030-02-20T23:59:00+01:00' },
          { price: 0, validFrom: '2030-01-05T00:00:00Z', validThrough: '2030-02-15T00:00:00Z' },
        ],
      }),
    ).toMatchObject({
      registration_opens_at: '2030-01-05T00:00:00.000Z',
      registration_deadline: '2030-02-20T22:59:00.000Z',
    })
    const afterTheEnd = extract({ ...dates, offers: { validFrom: '2030-01-05', validThrough: '2030-04-01' } })
    expect(afterTheEnd).not.toHaveProperty('registration_deadline')
    expect(afterTheEnd.registration_opens_at).toBe('2030-01-05T00:00:00.000Z')
  })
})
