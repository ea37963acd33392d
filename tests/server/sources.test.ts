import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { ROLE } from '../../common/roles.js'
import { type PreviewReport, type RunReport, SKIP_REASONS } from '../../common/sources.js'
import { openPostgres } from '../../server/db/index.js'
import { sourcesRepository } from '../../server/db/repositories/sources.js'
import { eventJsonLd } from '../../server/services/page-head.js'
import { parseIcs } from '../../server/services/sources/ics.js'
import { parseJsonLd } from '../../server/services/sources/jsonld.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser } from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

const FIXTURES = join(import.meta.dirname, 'fixtures', 'sources')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

interface Page {
  body: string | Buffer
  type: string
  status?: number
  etag?: string
  headers?: Record<string, string>
}

/** The calendars and pages a test serves, by path; changed as a test goes. */
const pages = new Map<string, Page>()
/** Every request the site received, by path, with its conditional headers. */
const requests: { path: string; ifNoneMatch?: string }[] = []
let site: Server
let origin = ''
let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let editor: TestUser
let moderator: TestUser

function serve(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/'
  requests.push({ path, ifNoneMatch: req.headers['if-none-match'] })
  const page = pages.get(path)
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain' })
    return res.end('not found')
  }
  if (page.etag && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, { etag: page.etag })
    return res.end()
  }
  res.writeHead(page.status ?? 200, {
    'content-type': page.type,
    ...(page.etag ? { etag: page.etag } : {}),
    ...page.headers,
  })
  res.end(page.body)
}

let serial = 0
/** A fresh path on the site serving `body`, so each test reads its own calendar. */
function publish(body: string, type = 'text/calendar; charset=utf-8', extra: Partial<Page> = {}) {
  const path = `/feed-${++serial}`
  pages.set(path, { body, type, ...extra })
  return { path, url: `${origin}${path}` }
}

let year = 2040
/**
 * The Google export with its names, addresses and year made unique to one test, so tests never match
 * each other's listings (by address, or by name with overlapping dates). `year` is the last one used.
 */
function uniqueCalendar(name = 'google-calendar.ics') {
  const tag = `t${++serial}`
  year++
  return fixture(name)
    .replace('Berlin Summer Hackathon 2031', `Berlin Summer Hackathon ${tag}`)
    .replace('Climate Jam', `Climate Jam ${tag}`)
    .replace('One Day Build', `One Day Build ${tag}`)
    .replaceAll('2031', String(year))
    .replaceAll('.example.', `.${tag}.example.`)
    .replaceAll('@google.com', `@${tag}.google.com`)
}

const post = (url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers: user.headers, ...(payload && { payload }) })

async function createSource(user: TestUser, body: Record<string, unknown>) {
  const response = await post('/sources/', user, { name: `Source ${++serial}`, kind: 'ics', ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; name: string; status: string }
}

async function run(id: string, user: TestUser = editor): Promise<RunReport> {
  const response = await post(`/sources/${id}/run`, user)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as RunReport
}

async function suggestionsOf(sourceId: string) {
  const response = await ctx.app.inject({
    url: `${API}/suggestions/?source_id=${sourceId}&limit=100`,
    headers: editor.headers,
  })
  return (response.json() as { data: Record<string, unknown>[] }).data
}

beforeAll(async () => {
  site = createServer(serve)
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ extractAllowPrivateNetwork: true, smtp: smtp.smtpConfig })
  editor = await createUser(ctx, { role: ROLE.editor })
  moderator = await createUser(ctx, { role: ROLE.moderator })
})

afterAll(async () => {
  await ctx?.close()
  await smtp?.close()
  await new Promise((resolve) => site?.close(resolve))
})

describe('reading iCalendar', () => {
  const byId = (items: ReturnType<typeof parseIcs>, id: string) => items.find((item) => item.itemId === id)

  it('reads a Google Calendar export: TZID with VTIMEZONE, escaped commas, folded lines, the address in the description', () => {
    const items = parseIcs(fixture('google-calendar.ics'), 'UTC')
    expect(byId(items, '0a1b2c3d4e5f@google.com')).toEqual({
      itemId: '0a1b2c3d4e5f@google.com',
      fields: {
        name: 'Berlin Summer Hackathon 2031',
        description:
          'Two days of building, eating and demoing.\nSign up at https://berlin-hack-nights.example.com/summer-2031. Bring a laptop!',
        url: 'https://berlin-hack-nights.example.com/summer-2031',
        location: 'Factory Berlin, Rheinsberger Str. 76/77, 10115 Berlin, Germany',
        // 10:00 and 18:00 in Berlin's summer time (UTC+2).
        start_date: '2031-06-14T08:00:00.000Z',
        end_date: '2031-06-15T16:00:00.000Z',
        timezone: 'Europe/Berlin',
      },
    })
  })

  it('reads an all-day event in the default zone, its date-only end exclusive, and an "Online" location as online', () => {
    const climate = byId(parseIcs(fixture('google-calendar.ics'), 'Europe/Paris'), 'allday-climate-2031@google.com')
    // 1 to 4 March (exclusive) in Paris: from 1 March 00:00 to 3 March 23:59 local time (UTC+1).
    expect(climate?.fields).toMatchObject({
      start_date: '2031-02-28T23:00:00.000Z',
      end_date: '2031-03-03T22:59:00.000Z',
      timezone: 'Europe/Paris',
      attendance_mode: 'online',
      url: 'https://climate-jam.example.org/2031',
    })
    expect(climate?.fields.location).toBeUndefined()
  })

  it('takes UTC times as they are, and an empty LOCATION as online', () => {
    const build = byId(parseIcs(fixture('google-calendar.ics'), 'Europe/Paris'), 'utc-event@google.com')
    expect(build?.fields).toMatchObject({
      start_date: '2031-09-10T07:00:00.000Z',
      end_date: '2031-09-10T19:00:00.000Z',
      url: 'https://one-day-build.example.net/',
      attendance_mode: 'online',
    })
    expect(build?.fields.timezone).toBeUndefined()
  })

  it('marks STATUS:CANCELLED, skips RRULE events as recurring and events without any web address', () => {
    const items = parseIcs(fixture('google-calendar.ics'), 'UTC')
    expect(byId(items, 'cancelled-autumn@google.com')?.fields.cancelled).toBe(true)
    expect(byId(items, 'weekly-hack-night@google.com')?.skip).toBe(SKIP_REASONS.recurring)
    expect(byId(items, 'no-address@google.com')?.skip).toBe(SKIP_REASONS.noWebAddress)
  })

  it('reads a Meetup feed: its URL property, escaped semicolons, "Online event" as online', () => {
    const [weekend, remote] = parseIcs(fixture('meetup.ics'), 'UTC')
    expect(weekend?.fields).toMatchObject({
      name: 'NYC Civic Hackathon: Open Data Weekend',
      url: 'https://www.meetup.example.com/nyc-civic-hackers/events/301234567/',
      location: 'Civic Hall (124 E 14th St, New York, NY)',
      start_date: '2031-04-12T13:30:00.000Z',
      timezone: 'America/New_York',
    })
    expect(weekend?.fields.description).toContain('open-data projects; teams of up to 5.')
    expect(remote?.fields).toMatchObject({ attendance_mode: 'online' })
  })

  it('maps Windows zone names to IANA, uses a custom VTIMEZONE, and names a RECURRENCE-ID in the id', () => {
    const items = parseIcs(fixture('outlook.ics'), 'UTC')
    expect(items[0]?.itemId).toMatch(/^040000008200E00074C5B7101A82E00800000000A1B2C3D4#2031-09-20T10:00:00/)
    expect(items[0]?.fields).toMatchObject({ start_date: '2031-09-20T08:00:00.000Z', timezone: 'Europe/Berlin' })
    // "Club Local Time" names no IANA zone: its VTIMEZONE's +05:30 still places the instants.
    expect(byId(items, 'custom-zone-event')?.fields.start_date).toBe('2031-10-10T03:30:00.000Z')
    expect(byId(items, 'unknown-zone-event')?.skip).toMatch(/^unknown time zone/)
    expect(byId(items, 'backwards-event')?.skip).toBe(SKIP_REASONS.endBeforeStart)
    expect(byId(items, 'floating-event')?.fields.start_date).toBe('2031-11-15T09:00:00.000Z')
  })

  it('refuses what is not an iCalendar file', () => {
    expect(() => parseIcs('<html><body>Hello</body></html>', 'UTC')).toThrow(/not an iCalendar file/)
    expect(() => parseIcs('BEGIN:VCALENDAR\nthis is not a property\nEND:VCALENDAR', 'UTC')).toThrow(/cannot be read/)
  })
})

describe('reading JSON-LD', () => {
  it('reads Events in @graph, their @id as the item id, EventCancelled as cancelled', () => {
    const [sea, night] = parseJsonLd(fixture('events-graph.html'), 'https://lisbon-hacks.example.pt/')
    expect(sea).toMatchObject({
      itemId: 'https://lisbon-hacks.example.pt/events/sea-hack#event',
      fields: {
        name: 'Sea Hack Lisbon',
        description: 'A weekend on ocean data.',
        url: 'https://lisbon-hacks.example.pt/events/sea-hack',
        start_date: '2031-05-10T08:00:00.000Z',
        attendance_mode: 'in_person',
        free: true,
      },
    })
    expect(sea?.fields.cancelled).toBeUndefined()
    expect(night?.fields.cancelled).toBe(true)
  })

  it('reads the Events of an ItemList, their url as the id when they have no @id', () => {
    const items = parseJsonLd(fixture('events-itemlist.html'), 'https://directory.example.com/')
    expect(items.map((item) => item.itemId)).toEqual([
      'https://prague-oss.example.cz/2031',
      'https://vienna-ai.example.at/sprint',
    ])
    expect(items[1]?.fields).toMatchObject({ attendance_mode: 'online', themes: ['ai'] })
  })

  it('refuses a page without Events', () => {
    expect(() => parseJsonLd('<html><head><title>x</title></head></html>', 'https://a.example/')).toThrow(
      /No schema.org Event/,
    )
  })
})

describe('sources through the API', () => {
  it('previews a calendar without storing anything, each item with its action and reason', async () => {
    const { url } = publish(uniqueCalendar())
    const response = await post('/sources/preview', editor, { kind: 'ics', url, default_timezone: 'Europe/Berlin' })
    expect(response.statusCode, response.body).toBe(200)
    const preview = response.json() as PreviewReport
    expect(preview.seen).toBe(6)
    expect(preview.items.filter((item) => item.action === 'create')).toHaveLength(3)
    expect(preview.skipped.map((item) => item.reason).sort()).toEqual(
      [SKIP_REASONS.cancelled, SKIP_REASONS.noWebAddress, SKIP_REASONS.recurring].sort(),
    )
    const count = await ctx.app.inject({ url: `${API}/suggestions/count?status=pending`, headers: editor.headers })
    const listed = await ctx.app.inject({ url: `${API}/hackathons/?q=Summer%20Hackathon%20t` })
    expect((count.json() as { count: number }).count).toBe(0)
    expect((listed.json() as { count: number }).count).toBe(0)
  })

  it('files suggestions from a review source, once: a second run with nothing new is a no-op', async () => {
    const { url } = publish(uniqueCalendar())
    const source = await createSource(editor, { url })
    const first = await run(source.id)
    expect(first).toMatchObject({ seen: 6, suggested: 3, created: 0, unchanged: 0, error: null })
    const filed = await suggestionsOf(source.id)
    expect(filed).toHaveLength(3)
    expect(filed[0]).toMatchObject({ source: 'import', source_id: source.id, source_name: source.name, kind: 'new' })
    const second = await run(source.id)
    expect(second).toMatchObject({ seen: 6, suggested: 0, unchanged: 3, error: null })
    expect(await suggestionsOf(source.id)).toHaveLength(3)
    const read = await ctx.app.inject({ url: `${API}/sources/${source.id}`, headers: editor.headers })
    expect(read.json()).toMatchObject({ status: 'active', last_error: null, last_run: { suggested: 0, unchanged: 3 } })
  })

  it('answers 304 with its validators: a good run with nothing new', async () => {
    const { url, path } = publish(uniqueCalendar(), 'text/calendar', { etag: '"v1"' })
    const source = await createSource(editor, { url })
    await run(source.id)
    const again = await run(source.id)
    expect(again).toMatchObject({ seen: 0, error: null })
    expect(requests.filter((r) => r.path === path).at(-1)?.ifNoneMatch).toBe('"v1"')
  })

  it('publishes at once from a moderator\'s source, each listing with an "import" revision naming the source', async () => {
    const refused = await post('/sources/', editor, {
      name: 'x',
      kind: 'ics',
      url: `${origin}/x.ics`,
      trust: 'publish',
    })
    expect(refused.statusCode).toBe(403)
    const { url } = publish(uniqueCalendar())
    const source = await createSource(moderator, { url, trust: 'publish' })
    expect(await run(source.id, moderator)).toMatchObject({ created: 3, suggested: 0, error: null })
    const listed = await ctx.app.inject({ url: `${API}/hackathons/?q=${encodeURIComponent('Climate Jam t')}` })
    const [hackathon] = (listed.json() as { data: { id: string; attendance_mode: string }[] }).data
    expect(hackathon?.attendance_mode).toBe('online')
    const history = await ctx.app.inject({ url: `${API}/hackathons/${hackathon?.id}/revisions` })
    expect((history.json() as { data: unknown[] }).data[0]).toMatchObject({
      source: 'import',
      source_name: source.name,
    })
    expect(await run(source.id, moderator)).toMatchObject({ created: 0, updated: 0, unchanged: 3 })
  })

  it('matches a listed hackathon by its address and proposes only the fields that changed', async () => {
    const calendar = uniqueCalendar()
    const url = /URL:(https:\/\/one-day-build[^\r\n]+)/.exec(calendar)?.[1] ?? ''
    const listed = await seedHackathon(ctx, {
      name: 'One Day Build (listed)',
      url: `${url}?utm_source=newsletter`,
      startDate: new Date(`${year}-09-10T07:00:00Z`),
      endDate: new Date(`${year}-09-10T19:00:00Z`),
      description: 'Kept as the editors wrote it',
    })
    const source = await createSource(editor, { url: publish(calendar).url })
    await run(source.id)
    const update = (await suggestionsOf(source.id)).find((s) => s.hackathon_id === listed.id)
    expect(update).toMatchObject({ kind: 'update', attendance_mode: 'online' })
    expect(update?.name).toMatch(/^One Day Build t/)
    // Neither the dates (the same) nor the description (the source gives none) are in it.
    expect(update).toMatchObject({ start_date: null, end_date: null, description: null, url: null })
  })

  it('matches a listed hackathon by a near name with overlapping dates, never listing it twice', async () => {
    const calendar = uniqueCalendar()
    const name = /SUMMARY:(Berlin Summer Hackathon t\d+)/.exec(calendar)?.[1] ?? ''
    expect(name).not.toBe('')
    const listed = await seedHackathon(ctx, {
      name: `${name}!`,
      url: `https://elsewhere-${serial}.example.org/`,
      startDate: new Date(`${year}-06-14T07:00:00Z`),
      endDate: new Date(`${year}-06-15T16:00:00Z`),
    })
    const source = await createSource(moderator, { url: publish(calendar).url, trust: 'publish' })
    const report = await run(source.id, moderator)
    expect(report).toMatchObject({ created: 2, updated: 1 })
    const after = await ctx.app.inject({ url: `${API}/hackathons/${listed.id}` })
    expect(after.json()).toMatchObject({ name, start_date: `${year}-06-14T08:00:00.000Z`, timezone: 'Europe/Berlin' })
  })

  it.each([
    ['the same address', 'utc-event@', /SUMMARY:(One Day Build t\d+)/],
    ['a near name on another site, with overlapping dates', '0a1b2c3d4e5f@', /SUMMARY:(Berlin Summer Hackathon t\d+)/],
  ])(
    'lists an event a publishing calendar gives twice in one run once, the copy under %s updating the listing the first made',
    async (_, uid, namePattern) => {
      const calendar = uniqueCalendar()
      const original =
        new RegExp(`BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\\s\\S])*?UID:${uid}[\\s\\S]*?END:VEVENT\r\n`).exec(
          calendar,
        )?.[0] ?? ''
      expect(original).not.toBe('')
      // Another id, a new description; the near name is the original's with a '!', on another site.
      const copy = original
        .replace(`UID:${uid}`, `UID:copy-${uid}`)
        .replace(/DESCRIPTION:[^\r\n]*(\r\n [^\r\n]*)*\r\n/, '')
        .replace('SUMMARY:', 'DESCRIPTION:Now with a jury at https://copy.example.org/\r\nSUMMARY:')
        .replace(/(SUMMARY:Berlin Summer Hackathon t\d+)/, '$1!')
      const source = await createSource(moderator, {
        url: publish(calendar.replace('END:VCALENDAR', `${copy}END:VCALENDAR`)).url,
        trust: 'publish',
      })
      expect(await run(source.id, moderator)).toMatchObject({ created: 3, updated: 1, error: null })
      const name = namePattern.exec(calendar)?.[1] ?? ''
      const found = await ctx.app.inject({ url: `${API}/hackathons/?q=${encodeURIComponent(name)}` })
      const names = (found.json() as { data: { name: string }[] }).data.map((listing) => listing.name)
      expect(names.filter((listed) => listed.replace(/!$/, '') === name)).toHaveLength(1)
    },
  )

  it('goes on past an item whose write is refused, reporting it with why, and keeps the others of its batch', async () => {
    const { path, url } = publish(uniqueCalendar())
    const source = await createSource(moderator, { url, trust: 'publish' })
    expect(await run(source.id, moderator)).toMatchObject({ created: 3, error: null })
    const page = pages.get(path) as Page
    const calendar = String(page.body)
    const climate = /https:\/\/climate-jam\.[^\s]+/.exec(calendar)?.[0] ?? ''
    const newcomer = [
      'BEGIN:VEVENT',
      `DTSTART:${year}1201T090000Z`,
      `DTEND:${year}1202T170000Z`,
      `UID:newcomer-${serial}@example.org`,
      `URL:https://newcomer-${serial}.example.org/`,
      `SUMMARY:Newcomer Jam ${serial}`,
      'END:VEVENT',
      '',
    ].join('\r\n')
    // One Day Build moves to the address Climate Jam is listed under; a new event comes after it.
    pages.set(path, {
      ...page,
      body: calendar
        .replace(/URL:https:\/\/one-day-build[^\r\n]+/, `URL:${climate}`)
        .replace('END:VCALENDAR', `${newcomer}END:VCALENDAR`),
    })
    const report = await run(source.id, moderator)
    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 2, error: null })
    expect(report.skipped).toContainEqual(expect.objectContaining({ reason: HACKATHON_LIST_MESSAGES.alreadyListed }))
    const found = await ctx.app.inject({ url: `${API}/hackathons/?q=${encodeURIComponent(`Newcomer Jam ${serial}`)}` })
    expect((found.json() as { count: number }).count).toBe(1)
  })

  it('remembers a rejection until the item changes', async () => {
    const { path, url } = publish(uniqueCalendar())
    const source = await createSource(editor, { url })
    await run(source.id)
    const climate = (await suggestionsOf(source.id)).find((s) => String(s.name).startsWith('Climate Jam'))
    const rejected = await post(`/suggestions/${climate?.id}/reject`, editor)
    expect(rejected.statusCode).toBe(200)
    expect(await run(source.id)).toMatchObject({ suggested: 0 })
    const page = pages.get(path)
    pages.set(path, { ...(page as Page), body: String(page?.body).replace('Three days for the climate', 'Four days') })
    expect(await run(source.id)).toMatchObject({ suggested: 1 })
  })

  it('proposes a cancellation of a listed event; an event that leaves the source changes nothing', async () => {
    const { path, url } = publish(uniqueCalendar())
    const source = await createSource(moderator, { url, trust: 'publish' })
    await run(source.id, moderator)
    const page = pages.get(path) as Page
    const calendar = String(page.body)
    // The UTC event is cancelled; the all-day one leaves the calendar.
    const cancelled = calendar
      .replace(/UID:utc-event@t\d+\.google\.com\r\n/, (uid) => `${uid}STATUS:CANCELLED\r\n`)
      .replace(/BEGIN:VEVENT\r\nDTSTART;VALUE=DATE[\s\S]*?END:VEVENT\r\n/, '')
    pages.set(path, { ...page, body: cancelled })
    expect(await run(source.id, moderator)).toMatchObject({ updated: 1, error: null })
    const listing = async (pattern: RegExp) => {
      const name = pattern.exec(calendar)?.[1] ?? ''
      const found = await ctx.app.inject({ url: `${API}/hackathons/?q=${encodeURIComponent(name)}` })
      const [only, ...others] = (found.json() as { data: { cancelled: boolean }[] }).data
      expect(others).toEqual([])
      return only
    }
    expect((await listing(/SUMMARY:(One Day Build t\d+)/))?.cancelled).toBe(true)
    expect((await listing(/SUMMARY:(Climate Jam t\d+)/))?.cancelled).toBe(false)
  })

  it('becomes failing after three failed runs, mails its creator once, and heals with a good run', async () => {
    const creator = await createUser(ctx, { role: ROLE.editor })
    const { path, url } = publish('Service Unavailable', 'text/plain', { status: 503 })
    const source = await createSource(creator, { url })
    for (let attempt = 0; attempt < 4; attempt++) {
      const report = await run(source.id, creator)
      expect(report.error).toMatch(/status 503/)
    }
    const failing = await ctx.app.inject({ url: `${API}/sources/${source.id}`, headers: creator.headers })
    expect(failing.json()).toMatchObject({ status: 'failing', last_error: expect.stringMatching(/status 503/) })
    const mail = await smtp.mailTo(creator.user.email)
    expect(mail.text).toContain(source.name)
    expect(smtp.mailsTo(creator.user.email)).toHaveLength(1)
    pages.set(path, { body: uniqueCalendar(), type: 'text/calendar' })
    expect(await run(source.id, creator)).toMatchObject({ error: null })
    const healed = await ctx.app.inject({ url: `${API}/sources/${source.id}`, headers: creator.headers })
    expect(healed.json()).toMatchObject({ status: 'active', last_error: null })
  })

  it('answers bad sources with a clear 4xx or a report line, never a 500', async () => {
    const notIcs = publish('<html><body>Hi</body></html>', 'text/html')
    const preview = (body: object) => post('/sources/preview', editor, body)
    expect((await preview({ kind: 'ics', url: notIcs.url })).json()).toEqual({
      detail: expect.stringMatching(/not an iCalendar file/),
    })
    const noEvents = await preview({ kind: 'jsonld', url: notIcs.url })
    expect(noEvents.statusCode).toBe(400)
    const huge = publish(`BEGIN:VCALENDAR\r\n${'X-FILLER:0123456789\r\n'.repeat(300_000)}END:VCALENDAR\r\n`)
    const tooLarge = await preview({ kind: 'ics', url: huge.url })
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json()).toEqual({ detail: 'The page is too large' })
    const zone = await preview({ kind: 'ics', url: notIcs.url, default_timezone: 'Mars/Olympus_Mons' })
    expect(zone.statusCode).toBe(422)
    const outlook = await preview({ kind: 'ics', url: publish(fixture('outlook.ics')).url })
    expect(outlook.statusCode).toBe(200)
    const reasons = (outlook.json() as PreviewReport).skipped.map((item) => item.reason)
    expect(reasons).toEqual(expect.arrayContaining([SKIP_REASONS.endBeforeStart]))
    const failed = await run((await createSource(editor, { url: notIcs.url })).id)
    expect(failed.error).toMatch(/not an iCalendar file/)
    const taken = await post('/sources/', editor, {
      name: 'Again',
      kind: 'ics',
      url: notIcs.url.replace('http://', 'HTTP://'),
    })
    expect(taken.statusCode).toBe(409)
  })

  it('refuses a private address when the server does not allow private networks', async () => {
    const guarded = await createTestApp({ extractAllowPrivateNetwork: false })
    try {
      const user = await createUser(guarded, { role: ROLE.editor })
      const response = await guarded.app.inject({
        method: 'POST',
        url: `${API}/sources/preview`,
        headers: user.headers,
        payload: { kind: 'ics', url: publish(uniqueCalendar()).url },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'This address is not allowed' })
    } finally {
      await guarded.close()
    }
  })

  it('claims a due source once, however many processes ask at the same moment', async () => {
    const { url } = publish(uniqueCalendar())
    const source = await createSource(editor, { url })
    const now = new Date()
    // On PostgreSQL the second process is a second pool on the same database; PGlite has one connection.
    const second = ctx.database.url ? await openPostgres(ctx.database.url, { migrate: false }) : undefined
    try {
      const first = sourcesRepository(ctx.database.db)
      const other = second ? sourcesRepository(second.db) : first
      const claims = await Promise.all([first.claimDue(now, 100, 60), other.claimDue(now, 100, 60)])
      const mine = claims.flat().filter((claimed) => claimed.id === source.id)
      expect(mine).toHaveLength(1)
      const conflict = await post(`/sources/${source.id}/run`, editor)
      expect(conflict.statusCode).toBe(409)
    } finally {
      await second?.close()
    }
  })
})

describe('a cancelled hackathon', () => {
  it('stays listed, says EventCancelled and STATUS:CANCELLED, and is no alert news', async () => {
    const since = new Date(Date.now() - 1000)
    const cancelled = await seedHackathon(ctx, {
      name: `Called Off Hack ${++serial}`,
      startDate: new Date('2032-02-01T09:00:00Z'),
      endDate: new Date('2032-02-02T17:00:00Z'),
      cancelled: true,
    })
    const held = await seedHackathon(ctx, {
      startDate: new Date('2032-02-01T09:00:00Z'),
      endDate: new Date('2032-02-02T17:00:00Z'),
    })
    const listed = await ctx.app.inject({ url: `${API}/hackathons/${cancelled.id}` })
    expect(listed.json()).toMatchObject({ cancelled: true })
    expect(eventJsonLd('https://hackathons.example', cancelled)).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
    })
    const calendar = await ctx.app.inject({ url: `${API}/hackathons/${cancelled.id}/calendar.ics` })
    expect(calendar.body).toContain('STATUS:CANCELLED')
    const news = await ctx.app.repos.alerts.news({ filters: {}, newsSince: since }, new Date(), new Date(), 100)
    expect(news.hackathons.map((h) => h.id)).toContain(held.id)
    expect(news.hackathons.map((h) => h.id)).not.toContain(cancelled.id)
  })
})
