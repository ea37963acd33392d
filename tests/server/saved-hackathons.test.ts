import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { createAccessToken } from '../../server/services/security.js'
import {
  API,
  createTestApp,
  createUser,
  seedHackathon,
  type TestContext,
  type TestUser,
  testConfig,
} from './helpers.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const DAY = 86_400_000
const call = (as: TestUser | undefined, options: InjectOptions) =>
  ctx.app.inject({ ...options, url: `${API}${options.url}`, headers: { ...as?.headers } })
const save = (as: TestUser, id: string) => call(as, { method: 'PUT', url: `/users/me/saved/${id}` })
const unsave = (as: TestUser, id: string) => call(as, { method: 'DELETE', url: `/users/me/saved/${id}` })

async function savedIds(as: TestUser): Promise<string[]> {
  const response = await call(as, { url: '/users/me/saved' })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as { data: { id: string }[]; count: number }
  expect(body.count).toBe(body.data.length)
  return body.data.map((hackathon) => hackathon.id)
}

/** Now, to the second: the precision a calendar writes times in. */
const now = () => Math.floor(Date.now() / 1000) * 1000

/** A hackathon starting `days` from now (negative: in the past), lasting a day. */
const hackathonIn = (days: number, name = `Hack ${days}`) =>
  seedHackathon(ctx, {
    name,
    startDate: new Date(now() + days * DAY),
    endDate: new Date(now() + (days + 1) * DAY),
  })

async function calendarUrl(as: TestUser, rotate = false): Promise<string> {
  const response = rotate
    ? await call(as, { method: 'POST', url: '/users/me/saved/calendar/rotate' })
    : await call(as, { url: '/users/me/saved/calendar' })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { url: string }).url
}

/** The path of a calendar address, for inject(). */
const pathOf = (url: string) => new URL(url).pathname

/** The calendar as a calendar app reads it. */
function readEvents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate(), end: event.endDate.toJSDate() }
  })
}

describe('PUT and DELETE /users/me/saved/{hackathon_id}', () => {
  it('saves with 204, again with 204 and still once, and forgets with 204 (also twice)', async () => {
    const me = await createUser(ctx)
    const hackathon = await hackathonIn(10)
    const first = await save(me, hackathon.id)
    expect(first.statusCode, first.body).toBe(204)
    expect(first.body).toBe('')
    expect((await save(me, hackathon.id)).statusCode).toBe(204)
    expect(await savedIds(me)).toEqual([hackathon.id])

    expect((await unsave(me, hackathon.id)).statusCode).toBe(204)
    expect((await unsave(me, hackathon.id)).statusCode).toBe(204)
    expect(await savedIds(me)).toEqual([])
  })

  it('answers 404 for a hackathon that does not exist, 422 for an id that is no id', async () => {
    const me = await createUser(ctx)
    const unknown = await save(me, randomUUID())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'Hackathon not found' })
    expect((await save(me, 'not-an-id')).statusCode).toBe(422)
    expect(await savedIds(me)).toEqual([])
  })

  it('asks a visitor to log in (401)', async () => {
    const hackathon = await hackathonIn(3)
    expect((await call(undefined, { method: 'PUT', url: `/users/me/saved/${hackathon.id}` })).statusCode).toBe(401)
    expect((await call(undefined, { url: '/users/me/saved' })).statusCode).toBe(401)
    expect((await call(undefined, { url: '/users/me/saved/calendar' })).statusCode).toBe(401)
  })

  it('drops a saved hackathon when it is deleted', async () => {
    const me = await createUser(ctx)
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const hackathon = await hackathonIn(4)
    await save(me, hackathon.id)
    const deleted = await call(moderator, { method: 'DELETE', url: `/hackathons/${hackathon.id}` })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await savedIds(me)).toEqual([])
  })
})

describe('GET /users/me/saved', () => {
  it('lists upcoming ones first, soonest first, then past ones, latest first', async () => {
    const me = await createUser(ctx)
    const longAgo = await hackathonIn(-30)
    const later = await hackathonIn(20)
    const lastWeek = await hackathonIn(-7)
    const soon = await hackathonIn(2)
    // Started yesterday, ends tomorrow: not over, so upcoming, and the soonest start of them.
    const running = await seedHackathon(ctx, {
      name: 'Running',
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    })
    for (const hackathon of [longAgo, later, lastWeek, soon, running]) await save(me, hackathon.id)
    expect(await savedIds(me)).toEqual([running.id, soon.id, later.id, lastWeek.id, longAgo.id])

    const page = await call(me, { url: '/users/me/saved?skip=1&limit=2' })
    expect(page.json()).toMatchObject({ count: 5, data: [{ id: soon.id, name: 'Hack 2' }, { id: later.id }] })
  })

  it("shows each account its own saves only, and one account's changes leave another's alone", async () => {
    const alice = await createUser(ctx)
    const bob = await createUser(ctx)
    const hers = await hackathonIn(5)
    const both = await hackathonIn(6)
    await save(alice, hers.id)
    await save(alice, both.id)
    await save(bob, both.id)
    expect(await savedIds(alice)).toEqual([hers.id, both.id])
    expect(await savedIds(bob)).toEqual([both.id])

    await unsave(bob, both.id)
    await unsave(bob, hers.id)
    expect(await savedIds(alice)).toEqual([hers.id, both.id])
    expect(await savedIds(bob)).toEqual([])
  })
})

describe('the private calendar', () => {
  it('serves the saved hackathons to whoever holds the address, without logging in', async () => {
    const me = await createUser(ctx)
    const other = await createUser(ctx)
    const mine = await hackathonIn(8, 'Mine Hack')
    const past = await hackathonIn(-8, 'Past Hack')
    const theirs = await hackathonIn(9, 'Theirs Hack')
    await save(me, mine.id)
    await save(me, past.id)
    await save(other, theirs.id)

    const url = await calendarUrl(me)
    expect(url).toMatch(/^http:\/\/localhost:8000\/api\/v1\/calendars\/saved\/[\w-]{43}\.ics$/)
    expect(await calendarUrl(me), 'the same address every time until rotated').toBe(url)
    expect(await calendarUrl(other)).not.toBe(url)

    const response = await ctx.app.inject({ url: pathOf(url) })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['x-robots-tag']).toBe('noindex')
    const events = readEvents(response.body)
    expect(events.map((event) => event.summary)).toEqual(['Mine Hack', 'Past Hack'])
    expect(events[0]).toEqual({
      uid: `${mine.id}@localhost:8000`,
      summary: 'Mine Hack',
      start: mine.startDate,
      end: mine.endDate,
    })
    expect(response.body).toContain('X-WR-CALNAME:Saved hackathons')
  })

  it('holds a future registration deadline as its own event with an alarm a day before, and drops it once passed', async () => {
    const me = await createUser(ctx)
    const deadline = new Date(now() + 3 * DAY)
    const open = await seedHackathon(ctx, {
      name: 'Open Hack',
      startDate: new Date(now() + 10 * DAY),
      endDate: new Date(now() + 11 * DAY),
      registrationDeadline: deadline,
      timezone: 'Europe/Berlin',
    })
    const closed = await seedHackathon(ctx, {
      name: 'Closed Hack',
      startDate: new Date(now() + 12 * DAY),
      endDate: new Date(now() + 13 * DAY),
      registrationDeadline: new Date(now() - DAY),
    })
    await save(me, open.id)
    await save(me, closed.id)

    const body = (await ctx.app.inject({ url: pathOf(await calendarUrl(me)) })).body
    const calendar = new ICAL.Component(ICAL.parse(body))
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
    const vevents = calendar.getAllSubcomponents('vevent')
    const summaries = vevents.map((vevent) => new ICAL.Event(vevent).summary)
    expect(summaries).toEqual(['Open Hack', 'Registration closes: Open Hack', 'Closed Hack'])

    const entry = vevents[1] as ICAL.Component
    const event = new ICAL.Event(entry)
    expect(event.uid).toBe(`registration-${open.id}@localhost:8000`)
    expect(event.uid).not.toBe(`${open.id}@localhost:8000`)
    expect(event.startDate.toJSDate()).toEqual(deadline)
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin')
    const alarms = entry.getAllSubcomponents('valarm')
    expect(alarms).toHaveLength(1)
    expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY')
    const trigger = alarms[0]?.getFirstPropertyValue('trigger') as ICAL.Duration
    expect(trigger.toSeconds()).toBe(-DAY / 1000)
    expect(alarms[0]?.getFirstPropertyValue('description')).toBe('Registration closes: Open Hack')

    // Only the event with a future deadline carries an alarm; the others have none.
    const others = vevents.filter((vevent) => vevent !== entry)
    expect(others.flatMap((vevent) => vevent.getAllSubcomponents('valarm'))).toHaveLength(0)
  })

  it('keeps the token out of the database: only its hash is stored', async () => {
    const me = await createUser(ctx)
    const url = await calendarUrl(me)
    const token = /saved\/([\w-]+)\.ics$/.exec(url)?.[1] ?? ''
    const row = await ctx.app.repos.saved.calendarOf(me.user.id)
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('rotation gives a new address and the old one answers 404 at once', async () => {
    const me = await createUser(ctx)
    const hackathon = await hackathonIn(12, 'Rotated Hack')
    await save(me, hackathon.id)
    const old = await calendarUrl(me)
    expect((await ctx.app.inject({ url: pathOf(old) })).statusCode).toBe(200)

    const fresh = await calendarUrl(me, true)
    expect(fresh).not.toBe(old)
    const gone = await ctx.app.inject({ url: pathOf(old) })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ detail: 'Not Found' })
    expect(await calendarUrl(me)).toBe(fresh)
    const served = await ctx.app.inject({ url: pathOf(fresh) })
    expect(readEvents(served.body).map((event) => event.summary)).toEqual(['Rotated Hack'])
  })

  it('rotating before ever reading the address makes one', async () => {
    const me = await createUser(ctx)
    const url = await calendarUrl(me, true)
    expect((await ctx.app.inject({ url: pathOf(url) })).statusCode).toBe(200)
    expect(await calendarUrl(me)).toBe(url)
  })

  it('tells every cache on the way not to store the private calendar, and still answers 304 when unchanged', async () => {
    const me = await createUser(ctx)
    await save(me, (await hackathonIn(15, 'Private Hack')).id)
    const path = pathOf(await calendarUrl(me))
    const first = await ctx.app.inject({ url: path })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)

    const unchanged = await ctx.app.inject({ url: path, headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect(unchanged.headers['cache-control']).toBe('private, no-store')

    await save(me, (await hackathonIn(16, 'Another Private Hack')).id)
    const changed = await ctx.app.inject({ url: path, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.headers['cache-control']).toBe('private, no-store')
  })

  it('answers 404 for a made-up token, and for the address of a deactivated or deleted account', async () => {
    expect((await ctx.app.inject({ url: `${API}/calendars/saved/${'a'.repeat(43)}.ics` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `${API}/calendars/saved/x.ics` })).statusCode).toBe(404)

    const deactivated = await createUser(ctx)
    const deactivatedUrl = await calendarUrl(deactivated)
    await ctx.app.repos.users.update(deactivated.user.id, { isActive: false })
    expect((await ctx.app.inject({ url: pathOf(deactivatedUrl) })).statusCode).toBe(404)

    const leaving = await createUser(ctx)
    const leavingUrl = await calendarUrl(leaving)
    expect((await call(leaving, { method: 'DELETE', url: '/users/me' })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: pathOf(leavingUrl) })).statusCode).toBe(404)
  })

  it('a new server secret makes a new address and ends the old one', async () => {
    const me = await createUser(ctx)
    const old = await calendarUrl(me)
    const secretKey = 'another-secret-key-that-is-long-enough-987654'
    const rekeyed = await buildApp({ config: testConfig({ secretKey }), db: ctx.database.db })
    try {
      const token = await createAccessToken(me.user.id, secretKey, 5)
      const response = await rekeyed.inject({
        url: `${API}/users/me/saved/calendar`,
        headers: { authorization: `Bearer ${token}` },
      })
      const fresh = (response.json() as { url: string }).url
      expect(fresh).not.toBe(old)
      expect((await rekeyed.inject({ url: pathOf(old) })).statusCode).toBe(404)
      expect((await rekeyed.inject({ url: pathOf(fresh) })).statusCode).toBe(200)
    } finally {
      await rekeyed.close()
    }
  })
})
