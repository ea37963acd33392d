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
