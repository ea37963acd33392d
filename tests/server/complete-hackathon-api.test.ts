import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE, type Role } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import { EXTRACTION_MESSAGES } from '../../server/services/extraction/index.js'
import { createTestApp, createUser, expectValidationError, type TestContext, type TestUser } from './helpers.js'

const ROUTE = '/api/v1/utils/complete-hackathon/'
const FIXTURES = join(import.meta.dirname, 'fixtures', 'extraction')
/** Pages served under /inline/<name>, beside the fixture files. */
const INLINE: Record<string, string> = {
  berlin: `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Hackathon',
    name: 'Spree Hack',
    startDate: '2026-05-01T18:00:00+02:00',
    endDate: '2026-05-03T16:00:00+02:00',
    location: [
      { '@type': 'VirtualLocation', url: 'https://stream.spree.example/' },
      { '@type': 'Place', name: 'Spree Loft', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
    ],
  })}</script>`,
  scheduled: `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Event',
    name: 'Hudson Hack',
    startDate: '2026-07-04T14:00:00Z',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventSchedule: { '@type': 'Schedule', scheduleTimezone: 'America/New_York' },
  })}</script>`,
  facts: `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Hackathon',
    name: 'Facts Hack',
    startDate: '2030-06-01T09:00:00Z',
    endDate: '2030-06-02T18:00:00Z',
    keywords: 'artificial intelligence, healthcare, pizza',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', validThrough: '2030-05-20T00:00:00Z' },
    audience: { '@type': 'EducationalAudience', educationalRole: 'university students' },
    inLanguage: ['en', 'es-MX'],
  })}</script>`,
}

let server: Server
let origin = ''
let hits = 0
let open: TestContext // EXTRACT_ALLOW_PRIVATE_NETWORK=true: may fetch the local fixture server
let guarded: TestContext // the default: private addresses refused
let openUser: TestUser
let guardedUser: TestUser

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++
    const inline = INLINE[/^\/inline\/(\w+)$/.exec(req.url ?? '')?.[1] ?? '']
    if (inline) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(inline)
    }
    const page = /^\/pages\/([\w-]+\.html)$/.exec(req.url ?? '')?.[1]
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' })
      return res.end('<title>Not found</title>')
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(readFileSync(join(FIXTURES, page), 'utf8').replaceAll('{{ORIGIN}}', origin))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  open = await createTestApp({ extractAllowPrivateNetwork: true })
  guarded = await createTestApp()
  openUser = await createUser(open, { role: ROLE.user })
  guardedUser = await createUser(guarded, { role: ROLE.editor })
})
afterAll(async () => {
  await open?.close()
  await guarded?.close()
  await new Promise((resolve) => server.close(resolve))
})

const complete = (ctx: TestContext, url: string | undefined, as: TestUser | null) =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTE,
    query: url === undefined ? {} : { url },
    headers: as ? as.headers : {},
  })

describe('POST /utils/complete-hackathon/', () => {
  it("answers the listing facts the page's event states, in the hackathon fields' values", async () => {
    const response = await complete(open, `${origin}/inline/facts`, openUser)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Facts Hack',
      themes: ['ai', 'health'],
      free: true,
      eligibility: ['university'],
      languages: ['en', 'es'],
      registration_deadline: '2030-05-20T00:00:00.000Z',
    })
  })

  it('answers the fields found on a page (schema.org Event with a Place)', async () => {
    const response = await complete(open, `${origin}/pages/place.html`, openUser)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      name: 'Riverbend Hack Weekend 2026',
      description: '48 hours of building, mentoring and pizza for makers of every level.',
      location: 'Riverbend Innovation Hall, 12 Mill Lane, Riverbend, Lower Saxony, DE',
      image: `${origin}/img/riverbend-banner.png`,
      start_date: '2026-05-01T16:00:00.000Z',
      end_date: '2026-05-03T00:00:00.000Z',
      url: `${origin}/events/riverbend-2026`,
      attendance_mode: 'in_person',
      free: true,
    })
  })

  it('answers the attendance mode and the zone the page makes unambiguous', async () => {
    const inferred = await complete(open, `${origin}/inline/berlin`, openUser)
    expect(inferred.statusCode, inferred.body).toBe(200)
    expect(inferred.json()).toEqual({
      name: 'Spree Hack',
      location: 'Spree Loft, Berlin',
      // No geo on the page: the city its location names.
      latitude: 52.52437,
      longitude: 13.41053,
      start_date: '2026-05-01T16:00:00.000Z',
      end_date: '2026-05-03T14:00:00.000Z',
      url: `${origin}/inline/berlin`,
      attendance_mode: 'hybrid',
      timezone: 'Europe/Berlin',
    })
    const named = await complete(open, `${origin}/inline/scheduled`, openUser)
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json()).toMatchObject({ attendance_mode: 'in_person', timezone: 'America/New_York' })
  })

  it('answers no zone when the page leaves it open (a town no zone is named after)', async () => {
    const response = await complete(open, `${origin}/pages/place.html`, openUser)
    expect(response.json()).not.toHaveProperty('timezone')
  })

  it('answers only what it found (Open Graph only)', async () => {
    const response = await complete(open, `${origin}/pages/open-graph.html`, openUser)
    expect(response.statusCode, response.body).toBe(200)
    const found = response.json() as Record<string, unknown>
    expect(found.name).toEqual(expect.any(String))
    for (const value of Object.values(found)) expect(value).toEqual(expect.any(String))
  })

  it.each([ROLE.user, ROLE.editor, ROLE.moderator, ROLE.admin])('lets role %i use it', async (role) => {
    const as = await createUser(open, { role: role as Role })
    const response = await complete(open, `${origin}/pages/place.html`, as)
    expect(response.statusCode, response.body).toBe(200)
  })

  it('answers 401 to an anonymous caller without fetching anything', async () => {
    const before = hits
    const response = await complete(open, `${origin}/pages/place.html`, null)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
    expect(hits).toBe(before)
  })

  it('answers 400 with a clear detail for a page with nothing usable, or one that cannot be fetched', async () => {
    const empty = await complete(open, `${origin}/pages/empty.html`, openUser)
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ detail: EXTRACTION_MESSAGES.nothingFound })
    const missing = await complete(open, `${origin}/nowhere`, openUser)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ detail: EXTRACTION_MESSAGES.badStatus({ status: 404 }) })
  })

  it.each(['ftp://x', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url'])(
    'answers 422 in the detail-list shape for url=%s, fetching nothing',
    async (url) => {
      const before = hits
      expectValidationError(await complete(open, url, openUser), ['query', 'url'])
      expect(hits).toBe(before)
    },
  )

  it('answers 422 when the url is missing', async () => {
    expectValidationError(await complete(open, undefined, openUser), ['query', 'url'])
  })

  describe('with private addresses refused (the default)', () => {
    it.each(['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '2130706433'])(
      'answers 400 for http://%s:<port>/ and the local server receives no request',
      async (host) => {
        const port = (server.address() as AddressInfo).port
        const before = hits
        const response = await complete(guarded, `http://${host}:${port}/pages/place.html`, guardedUser)
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json()).toEqual({ detail: EXTRACTION_MESSAGES.notAllowed })
        expect(hits).toBe(before)
      },
    )
  })

  it('is rate limited per user: 429 with Retry-After after 20 calls a minute', async () => {
    const busy = await createUser(guarded, { role: ROLE.user })
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await complete(guarded, 'http://127.0.0.1/', busy)).statusCode)
    expect(statuses).toEqual(Array(20).fill(400))
    const limited = await complete(guarded, 'http://127.0.0.1/', busy)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.json()).toEqual({ detail: MESSAGES.tooManyRequests })
    // Another user is not held back.
    expect((await complete(guarded, 'http://127.0.0.1/', guardedUser)).statusCode).toBe(400)
  })
})
