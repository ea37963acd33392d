import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { ALERT_MESSAGES, ALERTS } from '../../common/alerts.js'
import { ROLE } from '../../common/roles.js'
import { type App, buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { alertDeliveries } from '../../server/db/schema.js'
import { DIGEST_CLAIM_SECONDS } from '../../server/services/alerts/index.js'
import { jobRunner } from '../../server/services/jobs/runner.js'
import { API, createTestApp, createUser, seedHackathon, seedSeries, type TestContext, testClock } from './helpers.js'
import { type CapturedMail, linkIn, startSmtpCapture } from './support/smtp-capture.js'

const FRONTEND = 'http://hackathons.test'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
// Starts on a Wednesday at noon UTC, so a weekly digest's period is that week's Monday.
const clock = testClock(new Date('2030-06-05T12:00:00Z'))

beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND }, { alerts: { clock } })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

let addressCounter = 0
const freshEmail = () => `Subscriber-${++addressCounter}-${randomUUID().slice(0, 8)}@Example.com`
const freshIp = () => `10.77.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`

const call = (options: InjectOptions) => ctx.app.inject({ ...options, url: `${API}${options.url}` })

function subscribe(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call({ method: 'POST', url: '/alerts/', payload: body, headers, remoteAddress: freshIp() })
}

/** The header fields of a captured mail, unfolded, by lower-case name. */
function headersOf(mail: CapturedMail): Map<string, string> {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? ''
  const fields = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return fields
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
const confirmLink = (mail: CapturedMail) => linkIn(mail, `${FRONTEND}/alerts/confirm?token=`)
const unsubscribeUrl = (mail: CapturedMail) => /^<(.+)>$/.exec(headersOf(mail).get('list-unsubscribe') ?? '')?.[1]

/** Subscribes, and confirms with the mailed token: the alert's digests start from now. */
async function confirmedAlert(email: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const before = smtp.mailsTo(email).length
  expect((await subscribe({ email, frequency: 'weekly', ...body }, headers)).statusCode).toBe(202)
  await waitFor(() => smtp.mailsTo(email).length > before)
  const mail = smtp.mailsTo(email).at(-1) as CapturedMail
  const confirmed = await call({
    method: 'POST',
    url: '/alerts/confirm',
    payload: { token: tokenOf(confirmLink(mail)) },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return mail
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A hackathon listed a minute after the clock's now, which the clock then passes. */
const listed = (values: Parameters<typeof seedHackathon>[1] = {}) =>
  seedHackathon(ctx, {
    startDate: new Date('2031-03-01T09:00:00Z'),
    endDate: new Date('2031-03-02T18:00:00Z'),
    createdAt: new Date(clock.now().getTime() + MINUTE),
    ...values,
  })

/** The row of an address's weekly digest this week (UTC), as the database holds it. */
async function weeklyDelivery(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.email, email.toLowerCase()),
        eq(alertDeliveries.frequency, 'weekly'),
        eq(alertDeliveries.period, mondayOf(clock.now())),
      ),
    )
  return row
}

async function run(app: App = ctx.app, as?: Record<string, string>) {
  const headers = as ?? (await admin()).headers
  const response = await app.inject({ method: 'POST', url: `${API}/alerts/run`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { sent: number }).sent
}

let adminUser: Awaited<ReturnType<typeof createUser>> | undefined
async function admin() {
  adminUser ??= await createUser(ctx, { role: ROLE.admin })
  return adminUser
}

describe('subscribing', () => {
  it('mails a confirmation; opening its link confirms nothing, the Confirm POST does, once', async () => {
    const email = freshEmail()
    const response = await subscribe({
      email,
      frequency: 'weekly',
      filters: { q: 'AI', attendance_mode: 'online', near: '52.52,13.40', radius_km: 100 },
      timezone: 'Europe/Berlin',
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ message: ALERT_MESSAGES.accepted })

    const mail = await smtp.mailTo(email)
    expect(mail.to).toEqual([email.toLowerCase()])
    expect(headersOf(mail).get('subject')).toBe('Hackathons - Confirm your alert')
    expect(mail.text).toContain('Online hackathons matching ‘AI’ within 100 km of Berlin')
    // One template, both parts.
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(unsubscribeUrl(mail)).toMatch(new RegExp(`^${FRONTEND}/api/v1/alerts/unsubscribe\\?token=`))
    expect(headersOf(mail).get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    const token = tokenOf(confirmLink(mail))
    const preview = await call({ method: 'GET', url: `/alerts/confirm?token=${token}` })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({
      frequency: 'weekly',
      description: 'Online hackathons matching ‘AI’ within 100 km of Berlin',
    })
    const [stored] = await ctx.app.repos.alerts.listByEmail(email.toLowerCase())
    expect(stored?.confirmedAt).toBeNull()
    // The token is kept only as its hash.
    expect(stored?.confirmTokenHash).not.toBe(token)
    expect(stored?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)

    const confirmed = await call({ method: 'POST', url: '/alerts/confirm', payload: { token } })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ message: ALERT_MESSAGES.confirmed })
    expect((await ctx.app.repos.alerts.listByEmail(email.toLowerCase()))[0]?.confirmedAt).toBeInstanceOf(Date)

    for (const reused of [token, 'not-a-token']) {
      const again = await call({ method: 'POST', url: '/alerts/confirm', payload: { token: reused } })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({ detail: ALERT_MESSAGES.invalidToken })
    }
    expect((await call({ method: 'GET', url: `/alerts/confirm?token=${token}` })).statusCode).toBe(400)
  })

  it('sends nothing to an alert nobody confirmed, and lets its link expire after 7 days', async () => {
    const email = freshEmail()
    await subscribe({ email, frequency: 'daily', filters: { q: 'Unconfirmed' } })
    const token = tokenOf(confirmLink(await smtp.mailTo(email)))
    await listed({ name: 'Unconfirmed Hack' })
    clock.advance(2 * MINUTE)
    await run()
    expect(smtp.mailsTo(email)).toHaveLength(1)

    clock.advance(ALERTS.unconfirmedDays * DAY + MINUTE)
    const late = await call({ method: 'POST', url: '/alerts/confirm', payload: { token } })
    expect(late.statusCode).toBe(400)
  })

  it('answers the same 202 for a new, a known and a full address, mailing only where it saves an alert', async () => {
    const known = freshEmail()
    await confirmedAlert(known, { filters: { q: 'Known' } })
    const fresh = freshEmail()
    const answers = await Promise.all([
      subscribe({ email: fresh, frequency: 'weekly', filters: { q: 'Known' } }),
      subscribe({ email: known, frequency: 'weekly', filters: { q: 'Known' } }),
    ])
    for (const answer of answers) expect(answer.statusCode).toBe(202)
    expect(answers[0]?.body).toBe(answers[1]?.body)
    await smtp.mailTo(fresh)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // The known address already has that alert: no second confirmation.
    expect(smtp.mailsTo(known)).toHaveLength(1)
  })

  it(`keeps at most ${ALERTS.perAddressMax} alerts per address`, async () => {
    const email = freshEmail().toLowerCase()
    for (let i = 0; i <= ALERTS.perAddressMax; i++) {
      await ctx.app.alerts.subscribe({
        email,
        frequency: 'weekly',
        filters: { q: `topic ${i}` },
        timezone: 'UTC',
        locale: 'en',
      })
    }
    expect(await ctx.app.repos.alerts.listByEmail(email)).toHaveLength(ALERTS.perAddressMax)
  })

  it("uses a signed-in user's own address when the body has none; a visitor must give one", async () => {
    const { user, headers } = await createUser(ctx)
    expect((await subscribe({ frequency: 'daily', filters: { q: 'Mine' } }, headers)).statusCode).toBe(202)
    expect((await smtp.mailTo(user.email)).text).toContain('matching ‘Mine’')
    const anonymous = await subscribe({ frequency: 'daily' })
    expect(anonymous.statusCode).toBe(422)
    expect(JSON.stringify(anonymous.json())).toContain(ALERT_MESSAGES.emailRequired)
  })

  it.each([
    ['an address that is not one', { email: 'not-an-address' }, ['body', 'email']],
    ['an unknown frequency', { frequency: 'hourly' }, ['body', 'frequency']],
    ['an unknown attendance mode', { filters: { attendance_mode: 'orbit' } }, ['body', 'filters', 'attendance_mode']],
    ['a series that is not an id', { filters: { series: 'abc' } }, ['body', 'filters', 'series']],
    ['a malformed near', { filters: { near: 'Berlin' } }, ['body', 'filters', 'near']],
    ['a near off the globe', { filters: { near: '95,10' } }, ['body', 'filters', 'near']],
    ['a radius beyond the limit', { filters: { near: '1,1', radius_km: 50_000 } }, ['body', 'filters', 'radius_km']],
    ['an over-long search', { filters: { q: 'x'.repeat(201) } }, ['body', 'filters', 'q']],
    ['an unknown zone', { timezone: 'Mars/Olympus_Mons' }, ['body', 'timezone']],
  ])('answers 422 to %s, and mails nothing', async (_case, change, loc) => {
    const email = freshEmail()
    const response = await subscribe({ email, frequency: 'weekly', ...change })
    expect(response.statusCode, response.body).toBe(422)
    expect((response.json() as { detail: { loc: unknown[] }[] }).detail.map((issue) => issue.loc)).toContainEqual(loc)
    expect(smtp.mailsTo(email)).toHaveLength(0)
  })
})

describe('rate limits', () => {
  let limited: TestContext
  beforeAll(async () => {
    limited = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND, rateLimits: true })
  })
  afterAll(async () => limited.close())

  const post = (email: string, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: `${API}/alerts/`,
      payload: { email, frequency: 'weekly', filters: { q: randomUUID() } },
      remoteAddress: ip,
    })

  it('bounds the confirmations one address receives, and the requests of one client', async () => {
    const target = freshEmail()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post(target, freshIp())).statusCode)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])

    const ip = freshIp()
    const fromOne = []
    for (let i = 0; i < 21; i++) fromOne.push((await post(freshEmail(), ip)).statusCode)
    expect(fromOne.slice(0, 20).every((status) => status === 202)).toBe(true)
    expect(fromOne[20]).toBe(429)
  })

  it('counts every confirmation mail against its recipient, asked for signed in or by address', async () => {
    // Signed in, the body names no address: the account's own is the recipient, and counts.
    const account = await createUser(limited)
    const signedIn = () =>
      limited.app.inject({
        method: 'POST',
        url: `${API}/alerts/`,
        payload: { frequency: 'weekly', filters: { q: randomUUID() } },
        headers: account.headers,
        remoteAddress: freshIp(),
      })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await signedIn()).statusCode)
    for (let i = 0; i < 2; i++) statuses.push((await post(account.user.email.toUpperCase(), freshIp())).statusCode)
    statuses.push((await signedIn()).statusCode)
    statuses.push((await post(account.user.email, freshIp())).statusCode)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429])
    await waitFor(() => smtp.mailsTo(account.user.email).length >= 5)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.mailsTo(account.user.email)).toHaveLength(5)
  })

  it("bounds one client's tries of the e-mails' links (confirm, preview, unsubscribe) together", async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 60; i++) {
      const attempt = await limited.app.inject({
        method: 'POST',
        url: `${API}/alerts/confirm`,
        payload: { token: `guess-${i}` },
        remoteAddress: ip,
      })
      statuses.push(attempt.statusCode)
    }
    expect(new Set(statuses)).toEqual(new Set([400]))
    const preview = await limited.app.inject({ url: `${API}/alerts/confirm?token=guess`, remoteAddress: ip })
    expect(preview.statusCode).toBe(429)
    const unsubscribe = await limited.app.inject({
      method: 'POST',
      url: `${API}/alerts/unsubscribe?token=guess`,
      remoteAddress: ip,
    })
    expect(unsubscribe.statusCode).toBe(429)
    expect(unsubscribe.headers['retry-after']).toBeDefined()
    const elsewhere = await limited.app.inject({ url: `${API}/alerts/confirm?token=guess`, remoteAddress: freshIp() })
    expect(elsewhere.statusCode).toBe(400)
  })
})

describe('digests', () => {
  it('lists the new matching hackathons, not a non-match nor an ended one, with dates, place and page link', async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Quantum', attendance_mode: 'online' } })
    const match = await listed({
      name: 'Quantum Online Jam',
      attendanceMode: 'online',
      timezone: 'Asia/Tokyo',
    })
    const inPerson = await listed({ name: 'Quantum Barn Raising', attendanceMode: 'in_person', location: 'Oslo' })
    const ended = await listed({
      name: 'Quantum Past Online',
      attendanceMode: 'online',
      startDate: new Date('2030-01-01T09:00:00Z'),
      endDate: new Date('2030-01-02T09:00:00Z'),
    })
    clock.advance(2 * MINUTE)

    expect(await run()).toBeGreaterThanOrEqual(1)
    const digest = smtp.mailsTo(email).at(-1) as CapturedMail
    expect(headersOf(digest).get('subject')).toBe('Hackathons - 1 new hackathon for your alerts')
    expect(digest.text).toContain('Online hackathons matching ‘Quantum’')
    expect(digest.text).toContain(match.name)
    expect(digest.text).toContain(`${FRONTEND}/hackathons/${match.id}`)
    // Its dates in its own zone, and where: online.
    expect(digest.text).toContain('(Asia/Tokyo)')
    expect(digest.text).toContain('Online')
    expect(digest.text).not.toContain(inPerson.name)
    expect(digest.text).not.toContain(ended.name)
    expect(unsubscribeUrl(digest)).toMatch(new RegExp(`^${FRONTEND}/api/v1/alerts/unsubscribe\\?token=`))
    expect(headersOf(digest).get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(digest.text).toContain(`${FRONTEND}/settings?tab=alerts`)
  })

  it('speaks the language the alert was made in: its confirmation, and its digest with its words and dates', async () => {
    const email = freshEmail()
    const confirmation = await confirmedAlert(
      email,
      { filters: { q: 'Robótica', attendance_mode: 'online' } },
      { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    )
    expect(confirmation.text).toContain('Confirma tu alerta')
    expect(confirmation.text).toMatch(/<html [^>]*lang="es"/)
    expect(confirmation.text).not.toContain('Confirm your alert')
    const match = await listed({ name: 'Robótica Online Jam', attendanceMode: 'online' })
    clock.advance(2 * MINUTE)

    // The digest goes out from the schedule, with no request of the subscriber's to read a language from.
    expect(await run()).toBeGreaterThanOrEqual(1)
    const digest = smtp.mailsTo(email).at(-1) as CapturedMail
    expect(digest.text).toContain('Hackathons nuevos para tus alertas')
    expect(digest.text).toContain(match.name)
    expect(digest.text).toMatch(/1 mar 2031/)
    expect(digest.text).not.toContain('New hackathons for your alerts')
    expect(digest.text).not.toContain('Online hackathons matching')
  })

  it('sends one mail per address and period, holding every alert with news, and nothing twice', async () => {
    const email = freshEmail()
    const series = await seedSeries(ctx, 'Digest Series')
    await confirmedAlert(email, { filters: { q: 'Robotics' } })
    await confirmedAlert(email, { filters: { series: series.id } })
    await confirmedAlert(email, { filters: { q: 'Nothing matches this' } })
    const robots = await listed({ name: 'Robotics Cup' })
    const ofSeries = await listed({ name: 'Series Edition', seriesId: series.id })
    clock.advance(2 * MINUTE)
    const before = smtp.mailsTo(email).length

    await run()
    const digests = smtp.mailsTo(email).slice(before)
    expect(digests).toHaveLength(1)
    expect(headersOf(digests[0] as CapturedMail).get('subject')).toBe('Hackathons - 2 new hackathons for your alerts')
    expect(digests[0]?.text).toContain(robots.name)
    expect(digests[0]?.text).toContain(ofSeries.name)
    expect(digests[0]?.text).toContain('Hackathons of the series ‘Digest Series’')
    expect(digests[0]?.text).not.toContain('Nothing matches this')

    // Within the same week, more news waits for next week's digest.
    await listed({ name: 'Robotics Cup Two' })
    clock.advance(2 * MINUTE)
    await run()
    expect(smtp.mailsTo(email).slice(before)).toHaveLength(1)

    clock.advance(7 * DAY)
    await run()
    const next = smtp.mailsTo(email).slice(before)
    expect(next).toHaveLength(2)
    expect(next[1]?.text).toContain('Robotics Cup Two')
    expect(next[1]?.text).not.toContain(`${robots.name}\n`)
    expect(next[1]?.text).not.toContain(ofSeries.name)
  })

  it('sends nothing when nothing new matches', async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Zeppelin' } })
    await listed({ name: 'Submarine Sprint' })
    clock.advance(2 * MINUTE)
    await run()
    expect(smtp.mailsTo(email)).toHaveLength(1)
  })

  it('sends each digest once when two runs start together', async () => {
    const emails = Array.from({ length: 5 }, freshEmail)
    for (const email of emails) await confirmedAlert(email, { filters: { q: 'Twin runs' } })
    await listed({ name: 'Twin runs Hack' })
    clock.advance(2 * MINUTE)
    const counts = emails.map((email) => smtp.mailsTo(email).length)
    await Promise.all([run(), run()])
    emails.forEach((email, i) => {
      expect(smtp.mailsTo(email)).toHaveLength((counts[i] as number) + 1)
    })
  })

  it('sends each digest once when two processes on one database run together', async () => {
    const emails = Array.from({ length: 6 }, freshEmail)
    for (const email of emails) await confirmedAlert(email, { filters: { q: 'Two processes' } })
    await listed({ name: 'Two processes Hack' })
    clock.advance(2 * MINUTE)
    // On PostgreSQL the second process has its own pool; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const other = await buildApp({ config: ctx.config, db: second?.db ?? ctx.database.db, alerts: { clock } })
    try {
      await other.ready()
      const token = (await admin()).headers
      const counts = emails.map((email) => smtp.mailsTo(email).length)
      const [a, b] = await Promise.all([run(ctx.app, token), run(other, token)])
      expect(a + b).toBe(emails.length)
      emails.forEach((email, i) => {
        expect(smtp.mailsTo(email)).toHaveLength((counts[i] as number) + 1)
      })
    } finally {
      await other.close()
      await second?.close()
    }
  })

  it('sends, once, a digest whose process died between claiming it and sending it', async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Crashed' } })
    await listed({ name: 'Crashed Claim Hack' })
    clock.advance(2 * MINUTE)
    // A process claims the digest and dies before sending it.
    const claimed = await ctx.app.repos.alerts.claimDue(clock.now(), {
      limit: 100,
      force: true,
      claimSeconds: DIGEST_CLAIM_SECONDS,
    })
    expect(claimed.map((digest) => digest.email)).toContain(email.toLowerCase())
    await run()
    expect(smtp.mailsTo(email)).toHaveLength(1)

    clock.advance(DIGEST_CLAIM_SECONDS * 1000 + MINUTE)
    await run()
    await run()
    const mails = smtp.mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.text).toContain('Crashed Claim Hack')
  })

  it('retries a send the mail server refused, after a wait, and records the failure', async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Refused' } })
    await listed({ name: 'Refused Once Hack' })
    clock.advance(2 * MINUTE)
    // No other alert matches it, so the one refused message is this digest.
    smtp.refuseNext(1)
    expect(await run()).toBe(0)
    const failed = await weeklyDelivery(email)
    expect(failed?.sentAt).toBeNull()
    expect(failed?.lastError).toMatch(/try again later/i)
    expect(failed?.retryAt?.getTime()).toBeGreaterThan(clock.now().getTime())

    // Not again before its retry time…
    expect(await run()).toBe(0)
    clock.advance(2 * MINUTE)
    expect(await run()).toBe(1)
    expect(smtp.mailsTo(email)).toHaveLength(2)
    expect(smtp.mailsTo(email)[1]?.text).toContain('Refused Once Hack')
    const sent = await weeklyDelivery(email)
    expect(sent?.sentAt).toBeInstanceOf(Date)
    expect(sent?.attempts).toBe(2)
  })

  it("sends on schedule: daily ones from 8:00 in the subscriber's zone, weekly ones on Mondays", async () => {
    const daily = freshEmail()
    const weekly = freshEmail()
    // A Wednesday noon later than any earlier test has moved the clock to.
    clock.set(new Date('2030-07-03T12:00:00Z'))
    // Tokyo is UTC+9: 8:00 there is 23:00 UTC the day before.
    await confirmedAlert(daily, { frequency: 'daily', filters: { q: 'Scheduled' }, timezone: 'Asia/Tokyo' })
    await confirmedAlert(weekly, { frequency: 'weekly', filters: { q: 'Scheduled' }, timezone: 'Asia/Tokyo' })
    await listed({ name: 'Scheduled Hack' })
    const scheduled = jobRunner(ctx.app.alerts.digestJob({ force: false }), { clock, concurrency: 2, pollMs: 1000 })
    const sentTo = (email: string) => smtp.mailsTo(email).length - 1

    // Thursday 2030-07-04, 07:30 in Tokyo.
    clock.set(new Date('2030-07-03T22:30:00Z'))
    await scheduled.runDue()
    expect([sentTo(daily), sentTo(weekly)]).toEqual([0, 0])
    // 08:30 in Tokyo: the daily digest, not yet the weekly one.
    clock.set(new Date('2030-07-03T23:30:00Z'))
    await scheduled.runDue()
    expect([sentTo(daily), sentTo(weekly)]).toEqual([1, 0])
    // Monday 2030-07-08, 09:00 in Tokyo: the weekly one.
    clock.set(new Date('2030-07-08T00:00:00Z'))
    await scheduled.runDue()
    expect([sentTo(daily), sentTo(weekly)]).toEqual([1, 1])
  })
})

/** The period of a weekly digest in UTC: the Monday of the week, YYYY-MM-DD. */
function mondayOf(date: Date): string {
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10)
}

describe('unsubscribing', () => {
  it("leaves in one click from the mail's List-Unsubscribe, with no login; a GET only shows the page", async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Leaving' } })
    await confirmedAlert(email, { filters: { q: 'Leaving too' } })
    await listed({ name: 'Leaving Hack' })
    clock.advance(2 * MINUTE)
    await run()
    const url = unsubscribeUrl(smtp.mailsTo(email).at(-1) as CapturedMail) as string
    const path = url.slice(FRONTEND.length)

    const opened = await ctx.app.inject({ method: 'GET', url: path })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe(
      `${FRONTEND}/alerts/unsubscribe?token=${new URL(url).searchParams.get('token')}`,
    )
    expect(await ctx.app.repos.alerts.listByEmail(email.toLowerCase())).toHaveLength(2)

    const left = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(left.statusCode).toBe(200)
    expect(left.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed })
    expect(await ctx.app.repos.alerts.listByEmail(email.toLowerCase())).toHaveLength(0)

    const forged = await call({ method: 'POST', url: `/alerts/unsubscribe?token=${'x'.repeat(40)}` })
    expect(forged.statusCode).toBe(400)
  })

  it('accepts the one-click POST as multipart form data too, and cancels just the alert a confirmation named', async () => {
    const email = freshEmail()
    await confirmedAlert(email, { filters: { q: 'Kept' } })
    await subscribe({ email, frequency: 'weekly', filters: { q: 'Cancelled' } })
    await waitFor(() => smtp.mailsTo(email).length === 2)
    const url = unsubscribeUrl(smtp.mailsTo(email)[1] as CapturedMail) as string
    const boundary = 'xyzBoundary'
    const left = await ctx.app.inject({
      method: 'POST',
      url: url.slice(FRONTEND.length),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(left.statusCode, left.body).toBe(200)
    const remaining = await ctx.app.repos.alerts.listByEmail(email.toLowerCase())
    expect(remaining.map((alert) => alert.filters.q)).toEqual(['Kept'])
  })
})

describe('my alerts', () => {
  it('describes them in the language the page asks in: the list, a change, and what a link would confirm', async () => {
    const owner = await createUser(ctx)
    const asGerman = { ...owner.headers, 'accept-language': 'de-DE,de;q=0.9' }
    const before = smtp.mailsTo(owner.user.email).length
    expect((await subscribe({ frequency: 'weekly', filters: { q: 'Sprache' } }, owner.headers)).statusCode).toBe(202)
    await waitFor(() => smtp.mailsTo(owner.user.email).length > before)
    const token = tokenOf(confirmLink(smtp.mailsTo(owner.user.email).at(-1) as CapturedMail))
    const preview = await call({
      method: 'GET',
      url: `/alerts/confirm?token=${token}`,
      headers: { 'accept-language': 'de' },
    })
    expect((preview.json() as { description: string }).description).toBe('Hackathons passend zu „Sprache“')

    const list = await call({ method: 'GET', url: '/alerts/', headers: asGerman })
    const [alert] = (list.json() as { data: { id: string; description: string }[] }).data
    expect(alert?.description).toBe('Hackathons passend zu „Sprache“')
    const patched = await call({
      method: 'PATCH',
      url: `/alerts/${alert?.id}`,
      headers: asGerman,
      payload: { paused: true },
    })
    expect((patched.json() as { description: string }).description).toBe('Hackathons passend zu „Sprache“')
    const english = await call({ method: 'GET', url: '/alerts/', headers: owner.headers })
    expect((english.json() as { data: { description: string }[] }).data[0]?.description).toBe(
      'Hackathons matching ‘Sprache’',
    )
  })

  it("lists, changes and deletes the caller's own alerts; another's answer 404", async () => {
    const owner = await createUser(ctx)
    const other = await createUser(ctx)
    await confirmedAlert(owner.user.email.toUpperCase(), { filters: { q: 'Mine' } })
    await confirmedAlert(other.user.email, { filters: { q: 'Theirs' } })

    const list = await call({ method: 'GET', url: '/alerts/', headers: owner.headers })
    expect(list.statusCode).toBe(200)
    const { data, count } = list.json() as {
      data: { id: string; description: string; confirmed: boolean }[]
      count: number
    }
    expect(count).toBe(1)
    expect(data[0]).toMatchObject({ description: 'Hackathons matching ‘Mine’', confirmed: true, paused: false })
    expect(JSON.stringify(data)).not.toContain('@')

    const [theirs] = (
      (await call({ method: 'GET', url: '/alerts/', headers: other.headers })).json() as { data: { id: string }[] }
    ).data
    const mine = data[0]?.id as string
    for (const id of [theirs?.id as string, randomUUID()]) {
      const patched = await call({
        method: 'PATCH',
        url: `/alerts/${id}`,
        headers: owner.headers,
        payload: { paused: true },
      })
      expect(patched.statusCode).toBe(404)
      expect((await call({ method: 'DELETE', url: `/alerts/${id}`, headers: owner.headers })).statusCode).toBe(404)
    }
    expect(await ctx.app.repos.alerts.listByEmail(other.user.email.toLowerCase())).toHaveLength(1)

    const paused = await call({
      method: 'PATCH',
      url: `/alerts/${mine}`,
      headers: owner.headers,
      payload: { paused: true, frequency: 'daily' },
    })
    expect(paused.statusCode).toBe(200)
    expect(paused.json()).toMatchObject({ id: mine, paused: true, frequency: 'daily' })
    const deleted = await call({ method: 'DELETE', url: `/alerts/${mine}`, headers: owner.headers })
    expect(deleted.statusCode).toBe(200)
    expect((await call({ method: 'GET', url: '/alerts/', headers: owner.headers })).json()).toEqual({
      data: [],
      count: 0,
    })
  })

  it('sends no digest for a paused alert', async () => {
    const { user, headers } = await createUser(ctx)
    await confirmedAlert(user.email, { filters: { q: 'Paused' } })
    const [alert] = await ctx.app.repos.alerts.listByEmail(user.email.toLowerCase())
    await call({ method: 'PATCH', url: `/alerts/${alert?.id}`, headers, payload: { paused: true } })
    await listed({ name: 'Paused Hack' })
    clock.advance(2 * MINUTE)
    await run()
    expect(smtp.mailsTo(user.email)).toHaveLength(1)
  })

  it("deletes an account's alerts with the account", async () => {
    const { user, headers } = await createUser(ctx)
    await confirmedAlert(user.email, { filters: { q: 'Goodbye' } })
    expect((await call({ method: 'DELETE', url: '/users/me', headers })).statusCode).toBe(200)
    expect(await ctx.app.repos.alerts.listByEmail(user.email.toLowerCase())).toHaveLength(0)
  })
})

describe("an account holding another's address", () => {
  /** Every way an account reaches an address's alerts, each answered 403 with the same detail. */
  async function expectShutOut(headers: Record<string, string>, alertId: string) {
    const attempts = [
      await call({ method: 'GET', url: '/alerts/', headers }),
      await call({ method: 'PATCH', url: `/alerts/${alertId}`, headers, payload: { paused: true } }),
      await call({ method: 'PATCH', url: `/alerts/${alertId}`, headers, payload: { frequency: 'daily' } }),
      await call({ method: 'DELETE', url: `/alerts/${alertId}`, headers }),
    ]
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(403)
      expect(attempt.json()).toEqual({ detail: EMAIL_VERIFICATION_MESSAGES.verifyFirst })
    }
  }

  async function victimAlert() {
    const victim = freshEmail().toLowerCase()
    await confirmedAlert(victim, { filters: { q: 'Private interests' } })
    const [alert] = await ctx.app.repos.alerts.listByEmail(victim)
    return { victim, alert: alert as NonNullable<typeof alert> }
  }

  it('opened in another letter case: sees, changes, pauses and deletes none of its alerts, nor by deleting itself', async () => {
    const { victim, alert } = await victimAlert()
    const squatter = await createUser(ctx, { email: victim.toUpperCase(), emailVerified: false })
    await expectShutOut(squatter.headers, alert.id)
    expect((await call({ method: 'DELETE', url: '/users/me', headers: squatter.headers })).statusCode).toBe(200)
    expect(await ctx.app.repos.alerts.listByEmail(victim)).toEqual([alert])
  })

  it('changed to it by PATCH /users/me: the verified account loses its proof, and reaches none of them', async () => {
    const { victim, alert } = await victimAlert()
    const squatter = await createUser(ctx)
    const changed = await call({
      method: 'PATCH',
      url: '/users/me',
      headers: squatter.headers,
      payload: { email: victim.replace(/^s/, 'S') },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ email_verified: false })
    await expectShutOut(squatter.headers, alert.id)
    expect((await call({ method: 'DELETE', url: '/users/me', headers: squatter.headers })).statusCode).toBe(200)
    expect(await ctx.app.repos.alerts.listByEmail(victim)).toEqual([alert])
  })

  it('once it proves the address by the mailed link, the alerts are its own', async () => {
    const { victim, alert } = await victimAlert()
    const owner = await createUser(ctx, { email: victim, emailVerified: false })
    await expectShutOut(owner.headers, alert.id)
    const resend = await call({ method: 'POST', url: '/users/me/verify-email', headers: owner.headers })
    expect(resend.statusCode, resend.body).toBe(200)
    await waitFor(() => smtp.mailsTo(victim).some((mail) => mail.text.includes('/verify-email?token=')))
    const mail = smtp.mailsTo(victim).findLast((m) => m.text.includes('/verify-email?token=')) as CapturedMail
    const token = tokenOf(linkIn(mail, `${FRONTEND}/verify-email?token=`))
    expect((await call({ method: 'POST', url: '/users/verify-email', payload: { token } })).statusCode).toBe(200)
    const list = await call({ method: 'GET', url: '/alerts/', headers: owner.headers })
    expect(list.statusCode).toBe(200)
    expect((list.json() as { data: { id: string }[] }).data.map((a) => a.id)).toEqual([alert.id])
  })
})
