import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'

const HOSTILE = `</script><script>alert(1)</script> "Quoted" <!-- ; , \\ Hack`

let ctx: TestContext
let editor: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
})
afterAll(() => ctx.close())

// The calendar's name, NAME (RFC 7986) and X-WR-CALNAME, is text as calendar apps read it: ical.js
// knows neither property and would hand back its escapes (`\n`, `\,`) unread.
for (const property of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[property] = { defaultType: 'text' }

/** The calendar as a calendar app reads it, with its zones registered so times resolve to instants. */
function readCalendar(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '')
    const time = (name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: text('url'),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startTzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      endTzid: vevent.getFirstProperty('dtend')?.getParameter('tzid'),
      startWallClock: event.startDate.toString(),
      stamp: time('dtstamp').toJSDate(),
      lastModified: time('last-modified').toJSDate(),
    }
  })
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))
  return { calendar, events, zones }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000

describe('GET /hackathons/{id}/calendar.ics', () => {
  it('answers one event in the venue zone: TZID with its VTIMEZONE, UID, URL, LOCATION, DESCRIPTION', async () => {
    const hackathon = await seedHackathon(ctx, {
      name: 'Berlin Summer Hack',
      description: 'Two days of building.',
      url: 'https://berlin.example/summer',
      location: 'c-base, Berlin',
      attendanceMode: 'in_person',
      timezone: 'Europe/Berlin',
      startDate: new Date('2031-06-01T08:00:00Z'),
      endDate: new Date('2031-06-02T16:00:00Z'),
    })
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}/calendar.ics` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['last-modified']).toBe(hackathon.updatedAt.toUTCString())
    const { events, zones } = readCalendar(response.body)
    expect(zones).toEqual(['Europe/Berlin'])
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event).toMatchObject({
      uid: `${hackathon.id}@localhost:8000`,
      summary: 'Berlin Summer Hack',
      location: 'c-base, Berlin',
      description: 'Two days of building.\n\nhttps://berlin.example/summer',
      url: `http://localhost:8000/hackathons/${hackathon.id}`,
      startTzid: 'Europe/Berlin',
      endTzid: 'Europe/Berlin',
      // 08:00 UTC is 10:00 on a Berlin summer clock.
      startWallClock: '2031-06-01T10:00:00',
    })
    expect(event?.start.toISOString()).toBe('2031-06-01T08:00:00.000Z')
    expect(event?.end.toISOString()).toBe('2031-06-02T16:00:00.000Z')
    expect(event?.stamp.getTime()).toBe(seconds(hackathon.updatedAt))
    expect(event?.lastModified.getTime()).toBe(seconds(hackathon.updatedAt))
  })

  it.each([
    // 04:30 UTC is 10:00 in India; 07:00 UTC is 10:00 on a Kyiv summer clock.
    { zone: 'Asia/Kolkata', start: '2031-06-01T04:30:00.000Z' },
    { zone: 'Asia/Calcutta', start: '2031-06-01T04:30:00.000Z' },
    { zone: 'Europe/Kyiv', start: '2031-06-01T07:00:00.000Z' },
    { zone: 'Europe/Kiev', start: '2031-06-01T07:00:00.000Z' },
  ])(
    'writes a hackathon saved in $zone at its wall-clock time, its TZID joined to its VTIMEZONE',
    async ({ zone, start }) => {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: editor.headers,
        payload: {
          name: `Zoned Hack ${zone}`,
          url: `https://zoned.example/${zone}`,
          start_date: start,
          end_date: new Date(Date.parse(start) + 8 * 3600_000).toISOString(),
          timezone: zone,
        },
      })
      expect(saved.statusCode, saved.body).toBe(201)
      const { id } = saved.json() as { id: string }
      const response = await ctx.app.inject({ url: `${API}/hackathons/${id}/calendar.ics` })
      const { events, zones } = readCalendar(response.body)
      expect(zones).toHaveLength(1)
      expect(events[0]).toMatchObject({ startTzid: zones[0], endTzid: zones[0], startWallClock: '2031-06-01T10:00:00' })
      expect(events[0]?.start.toISOString()).toBe(start)
    },
  )

  it('writes UTC times without a TZID when the zone is unknown, and "Online" without a location', async () => {
    const hackathon = await seedHackathon(ctx, {
      name: 'Zoneless Hack',
      attendanceMode: 'online',
      startDate: new Date('2031-03-01T09:30:00Z'),
      endDate: new Date('2031-03-01T18:00:00Z'),
    })
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}/calendar.ics` })
    expect(response.body).not.toContain('TZID')
    expect(response.body).toContain('DTSTART:20310301T093000Z')
    const { events, zones } = readCalendar(response.body)
    expect(zones).toEqual([])
    expect(events[0]).toMatchObject({ location: 'Online', startTzid: undefined })
    expect(events[0]?.start.toISOString()).toBe('2031-03-01T09:30:00.000Z')
  })

  it('leaves LOCATION out for an in-person hackathon without a location, rather than saying "Online"', async () => {
    const hackathon = await seedHackathon(ctx, { name: 'Placeless Hack', attendanceMode: 'in_person', location: null })
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}/calendar.ics` })
    expect(response.body).not.toContain('LOCATION')
    expect(readCalendar(response.body).events[0]?.location).toBeNull()
  })

  it('keeps the UID across an update, and changes the ETag; answers 304 while nothing changed', async () => {
    const hackathon = await seedHackathon(ctx, { name: 'Before Rename', timezone: 'America/New_York' })
    const url = `${API}/hackathons/${hackathon.id}/calendar.ics`
    const first = await ctx.app.inject({ url })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\//)
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${hackathon.id}`,
      headers: editor.headers,
      payload: { name: 'After Rename' },
    })
    expect(patched.statusCode).toBe(200)
    const after = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    const [before] = readCalendar(first.body).events
    const [updated] = readCalendar(after.body).events
    expect(updated?.uid).toBe(before?.uid)
    expect(updated?.summary).toBe('After Rename')
    expect(updated?.startTzid).toBe('America/New_York')
  })

  it('keeps a hostile name as text', async () => {
    const hackathon = await seedHackathon(ctx, { name: HOSTILE, location: 'Line one; two, three' })
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}/calendar.ics` })
    const [event] = readCalendar(response.body).events
    expect(event?.summary).toBe(HOSTILE)
    expect(event?.location).toBe('Line one; two, three')
  })

  it('answers 404 for an unknown hackathon and 422 for a malformed id', async () => {
    const unknown = await ctx.app.inject({ url: `${API}/hackathons/00000000-0000-4000-8000-000000000000/calendar.ics` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'Hackathon not found' })
    expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/nope/calendar.ics` }), ['path', 'id'])
  })

  it('adds a future registration deadline as its own event with a display alarm a day before, none once passed', async () => {
    const day = 86_400_000
    const deadline = new Date(seconds(new Date()) + 5 * day)
    const open = await seedHackathon(ctx, {
      name: 'Deadline Ahead Hack',
      startDate: new Date(deadline.getTime() + 10 * day),
      endDate: new Date(deadline.getTime() + 11 * day),
      registrationDeadline: deadline,
    })
    const body = (await ctx.app.inject({ url: `${API}/hackathons/${open.id}/calendar.ics` })).body
    const { calendar, events } = readCalendar(body)
    expect(events.map(({ uid, summary, start }) => ({ uid, summary, start }))).toEqual([
      { uid: `${open.id}@localhost:8000`, summary: 'Deadline Ahead Hack', start: open.startDate },
      {
        uid: `registration-${open.id}@localhost:8000`,
        summary: 'Registration closes: Deadline Ahead Hack',
        start: deadline,
      },
    ])
    const [event, entry] = calendar.getAllSubcomponents('vevent')
    expect(event?.getAllSubcomponents('valarm')).toHaveLength(0)
    const alarm = entry?.getFirstSubcomponent('valarm')
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY')
    expect((alarm?.getFirstPropertyValue('trigger') as ICAL.Duration | undefined)?.toSeconds()).toBe(-day / 1000)

    const closed = await seedHackathon(ctx, {
      name: 'Deadline Passed Hack',
      startDate: new Date(Date.now() + 10 * day),
      endDate: new Date(Date.now() + 11 * day),
      registrationDeadline: new Date(Date.now() - 1000),
    })
    const passed = readCalendar((await ctx.app.inject({ url: `${API}/hackathons/${closed.id}/calendar.ics` })).body)
    expect(passed.events.map((found) => found.summary)).toEqual(['Deadline Passed Hack'])
    expect(passed.calendar.getFirstSubcomponent('vevent')?.getAllSubcomponents('valarm')).toHaveLength(0)
  })
})

describe('GET /hackathons/calendar.ics', () => {
  let seriesId: string
  const names = async (query = '') => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/calendar.ics${query}` })
    expect(response.statusCode, response.body).toBe(200)
    return readCalendar(response.body).events.map((event) => event.summary)
  }

  beforeAll(async () => {
    const series = await seedSeries(ctx, 'Feed Series')
    seriesId = series.id
    const at = (day: number) => ({
      startDate: new Date(Date.UTC(2032, 0, day, 9)),
      endDate: new Date(Date.UTC(2032, 0, day, 18)),
    })
    await seedHackathon(ctx, { name: 'Sub Later Online', attendanceMode: 'online', ...at(20) })
    await seedHackathon(ctx, { name: 'Sub Sooner In Person', attendanceMode: 'in_person', seriesId, ...at(10) })
    await seedHackathon(ctx, { name: 'Sub Robots Hybrid', attendanceMode: 'hybrid', seriesId, ...at(15) })
    await seedHackathon(ctx, {
      name: 'Sub Long Past',
      startDate: new Date('2020-01-01T09:00:00Z'),
      endDate: new Date('2020-01-02T09:00:00Z'),
    })
  })

  it('lists the upcoming hackathons soonest first, never the past ones', async () => {
    const all = (await names()).filter((name) => name.startsWith('Sub '))
    expect(all).toEqual(['Sub Sooner In Person', 'Sub Robots Hybrid', 'Sub Later Online'])
  })

  it("takes the homepage's filters: series, attendance mode and search", async () => {
    expect(await names(`?series=${seriesId}`)).toEqual(['Sub Sooner In Person', 'Sub Robots Hybrid'])
    expect((await names('?attendance_mode=online')).filter((name) => name.startsWith('Sub '))).toEqual([
      'Sub Later Online',
    ])
    expect(await names('?q=robots')).toEqual(['Sub Robots Hybrid'])
    expect(await names(`?series=${seriesId}&attendance_mode=in_person&q=sooner`)).toEqual(['Sub Sooner In Person'])
  })

  it('names the calendar after its series, answers 404 for an unknown series and 422 for a bad filter', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/calendar.ics?series=${seriesId}` })
    expect(readCalendar(response.body).calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Upcoming hackathons · Feed Series',
    )
    const unknown = await ctx.app.inject({
      url: `${API}/hackathons/calendar.ics?series=00000000-0000-4000-8000-000000000000`,
    })
    expect(unknown.statusCode).toBe(404)
    expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/calendar.ics?attendance_mode=x` }), [
      'query',
      'attendance_mode',
    ])
  })

  it('answers 304 to its ETag and a new body once a listed hackathon changes', async () => {
    const url = `${API}/hackathons/calendar.ics?series=${seriesId}`
    const first = await ctx.app.inject({ url })
    const etag = String(first.headers.etag)
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const [sooner] = readCalendar(first.body).events
    const id = sooner?.uid.split('@')[0]
    await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: editor.headers,
      payload: { location: 'Hamburg' },
    })
    const after = await ctx.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    const changed = readCalendar(after.body).events.find((event) => event.uid === sooner?.uid)
    expect(changed?.location).toBe('Hamburg')
  })
})

describe('names stored with line breaks before the API refused them', () => {
  // What an independent probe sent: a name that, written unescaped, closes the event and adds a
  // forged one with an alarm. Lone LF and lone CR end a line for some parsers too.
  const forged = (label: string) =>
    `${label}\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil.example\r\nSUMMARY:Forged\r\n` +
    'BEGIN:VALARM\r\nTRIGGER:-PT5M\r\nACTION:DISPLAY\r\nDESCRIPTION:Forged\r\nEND:VALARM\nEND:VEVENT\rBEGIN:VEVENT'
  /** The text as a calendar app reads it back: iCalendar has one escaped line break, \n. */
  const asRead = (text: string) => text.replace(/\r\n?/g, '\n')

  let hackathonId: string
  let seriesId: string
  const hackathonName = forged('Injected Hack')
  const seriesName = forged('Injected Series')

  beforeAll(async () => {
    const series = await seedSeries(ctx, 'Clean Series')
    const hackathon = await seedHackathon(ctx, {
      name: 'Clean Hack',
      seriesId: series.id,
      startDate: new Date('2033-05-01T09:00:00Z'),
      endDate: new Date('2033-05-02T17:00:00Z'),
    })
    ;[hackathonId, seriesId] = [hackathon.id, series.id]
    // Old rows were written by an API that let these through: straight into the tables, as they are.
    await ctx.database.db.execute(sql`update series set name = ${seriesName} where id = ${seriesId}`)
    await ctx.database.db.execute(
      sql`update hackathons set name = ${hackathonName}, location = ${forged('Injected Place')},
        description = ${forged('Injected Description')} where id = ${hackathonId}`,
    )
  })

  /** Each VEVENT and VALARM anywhere in the file, as a real parser finds them. */
  function components(body: string) {
    const { calendar } = readCalendar(body)
    const all = (component: ICAL.Component): ICAL.Component[] =>
      component.getAllSubcomponents().flatMap((child) => [child, ...all(child)])
    const found = all(calendar)
    return {
      calendar,
      events: found.filter((component) => component.name === 'vevent'),
      alarms: found.filter((component) => component.name === 'valarm'),
    }
  }

  it('the hackathon calendar holds one event and no alarm, its text read back as stored', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathonId}/calendar.ics` })
    expect(response.statusCode).toBe(200)
    const { events, alarms } = components(response.body)
    expect(events).toHaveLength(1)
    expect(alarms).toHaveLength(0)
    const [event] = readCalendar(response.body).events
    expect(event?.uid).toBe(`${hackathonId}@localhost:8000`)
    expect(event?.summary).toBe(asRead(hackathonName))
    expect(event?.location).toBe(asRead(forged('Injected Place')))
    expect(event?.description).toContain(asRead(forged('Injected Description')))
    const calendarName = readCalendar(response.body).calendar.getFirstPropertyValue('x-wr-calname')
    expect(calendarName).toBe(asRead(hackathonName))
  })

  it('the series calendar holds one event per hackathon and no alarm, and keeps the series name as its name', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/calendar.ics?series=${seriesId}` })
    expect(response.statusCode).toBe(200)
    const { calendar, events, alarms } = components(response.body)
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([`${hackathonId}@localhost:8000`])
    expect(alarms).toHaveLength(0)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Upcoming hackathons · ${asRead(seriesName)}`)
    expect(calendar.getFirstPropertyValue('name')).toBe(`Upcoming hackathons · ${asRead(seriesName)}`)
    expect(readCalendar(response.body).events[0]?.summary).toBe(asRead(hackathonName))
  })

  it('the calendar of every upcoming hackathon holds each once, none forged', async () => {
    const response = await ctx.app.inject({ url: `${API}/hackathons/calendar.ics` })
    const { events, alarms } = components(response.body)
    const uids = events.map((event) => String(event.getFirstPropertyValue('uid')))
    expect(uids.filter((uid) => uid === `${hackathonId}@localhost:8000`)).toHaveLength(1)
    expect(uids).not.toContain('forged@evil.example')
    expect(new Set(uids).size).toBe(uids.length)
    // An alarm comes only with a registration deadline's own event, never from stored text.
    for (const alarm of alarms) {
      expect(String(alarm.parent?.getFirstPropertyValue('uid'))).toMatch(/^registration-[0-9a-f-]{36}@localhost:8000$/)
    }
  })

  it('other control characters become spaces, so no parser reads a line break in them', async () => {
    const hackathon = await seedHackathon(ctx, { name: 'Clean Too' })
    const stored = 'Tab\tVT\u000bFF\u000cNEL\u0085LS\u2028PS\u2029DEL\u007fEnd'
    await ctx.database.db.execute(sql`update hackathons set name = ${stored} where id = ${hackathon.id}`)
    const response = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}/calendar.ics` })
    const lines = response.body.split('\r\n')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(readCalendar(response.body).events[0]?.summary).toBe('Tab\tVT FF NEL LS PS DEL End')
  })
})
