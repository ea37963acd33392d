import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEADLINE_REMINDER_MS, deadlineReminderSetting } from '../../common/registration.js'
import { type App, buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { deadlineReminders, hackathons } from '../../server/db/schema.js'
import { jobRunner } from '../../server/services/jobs/runner.js'
import { REMINDER_CLAIM_SECONDS } from '../../server/services/reminders/index.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser, testClock } from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

const FRONTEND = 'http://hackathons.test'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
const clock = testClock(new Date('2030-06-05T12:00:00Z'))

beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND }, { alerts: { clock } })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

/** Sends every due reminder as the schedule would, in `app`; answers how many went out. */
async function run(app: App = ctx.app): Promise<number> {
  let sent = 0
  const runner = jobRunner(app.reminders.reminderJob({ onSent: () => sent++ }), {
    clock,
    concurrency: 4,
    pollMs: 1000,
  })
  await runner.runDue()
  return sent
}

/** A hackathon whose registration closes `untilDeadline` ms after the clock's now, saved by `savers`. */
async function savedWithDeadline(untilDeadline: number, savers: TestUser[], name = 'Reminded Hack') {
  const deadline = new Date(clock.now().getTime() + untilDeadline)
  const hackathon = await seedHackathon(ctx, {
    name,
    startDate: new Date(deadline.getTime() + 10 * DAY),
    endDate: new Date(deadline.getTime() + 11 * DAY),
    registrationDeadline: deadline,
    timezone: 'Europe/Berlin',
  })
  for (const saver of savers) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/users/me/saved/${hackathon.id}`,
      headers: saver.headers,
    })
    expect(response.statusCode, response.body).toBe(204)
  }
  return hackathon
}

const moveDeadline = (id: string, deadline: Date) =>
  ctx.database.db.update(hackathons).set({ registrationDeadline: deadline }).where(eq(hackathons.id, id))

const setReminders = (user: TestUser, on: boolean) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `${API}/users/me`,
    headers: user.headers,
    payload: { deadline_reminders: on },
  })

describe('the deadline reminder', () => {
  it('goes out once, 72 hours before the deadline, linking to the hackathon and to Settings', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS + 30 * MINUTE, [user], 'Aurora Hack')

    await run()
    expect(smtp.mailsTo(user.user.email), 'more than 72 hours ahead').toHaveLength(0)

    clock.advance(31 * MINUTE)
    await run()
    const mails = smtp.mailsTo(user.user.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]?.text ?? ''
    expect(mail).toContain('Subject: Hackathons - Registration for Aurora Hack closes soon')
    // The deadline in the hackathon's own zone: 12:30 UTC on 8 June is 14:30 in Berlin.
    expect(mail).toContain('8 Jun 2030, 14:30 (Europe/Berlin)')
    expect(mail).toContain(`${FRONTEND}/hackathons/${hackathon.id}`)
    expect(mail).toContain(`href="${FRONTEND}/settings"`)
    expect(mail).toContain(deadlineReminderSetting())

    await run()
    clock.advance(DAY)
    await run()
    expect(smtp.mailsTo(user.user.email), 'never twice').toHaveLength(1)
  })

  it('is not sent to an account that switched reminders off, and is once it switches them on again', async () => {
    const user = await createUser(ctx)
    const me = await ctx.app.inject({ url: `${API}/users/me`, headers: user.headers })
    expect(me.json()).toMatchObject({ deadline_reminders: true })
    const off = await setReminders(user, false)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ deadline_reminders: false, email: user.user.email })

    await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Switched Off Hack')
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(0)

    expect((await setReminders(user, true)).json()).toMatchObject({ deadline_reminders: true })
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
  })

  it('is refused as a setting that is not a boolean (422)', async () => {
    const user = await createUser(ctx)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/me`,
      headers: user.headers,
      payload: { deadline_reminders: 'sometimes' },
    })
    expect(response.statusCode, response.body).toBe(422)
  })

  it('is not sent to an unverified address, nor to a deactivated account', async () => {
    const unverified = await createUser(ctx, { emailVerified: false })
    const deactivated = await createUser(ctx)
    await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [unverified, deactivated], 'Unproven Hack')
    await ctx.app.repos.users.update(deactivated.user.id, { isActive: false })
    await run()
    expect(smtp.mailsTo(unverified.user.email)).toHaveLength(0)
    expect(smtp.mailsTo(deactivated.user.email)).toHaveLength(0)
  })

  it('is not sent for a deadline already passed, nor one more than 72 hours away, nor a hackathon not saved', async () => {
    const user = await createUser(ctx)
    const other = await createUser(ctx)
    await savedWithDeadline(-MINUTE, [user], 'Passed Hack')
    await savedWithDeadline(DEADLINE_REMINDER_MS + HOUR, [user], 'Far Hack')
    await savedWithDeadline(HOUR, [other], 'Not Mine Hack')
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(0)
  })

  it('is not sent once the hackathon was unsaved', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Unsaved Hack')
    await ctx.app.inject({ method: 'DELETE', url: `${API}/users/me/saved/${hackathon.id}`, headers: user.headers })
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(0)
  })

  it('is dropped when the account switches reminders off between its claim and its send, and claimed anew once on', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Switched Mid-Send Hack')
    // Stored to the microsecond, as a deadline written by SQL may be: the claim still finds it the same.
    await ctx.database.db.execute(
      sql`update hackathons set registration_deadline = registration_deadline + interval '1 microsecond' where id = ${hackathon.id}`,
    )
    const job = ctx.app.reminders.reminderJob()
    const claimed = (await job.claim(clock.now(), 100)).filter((reminder) => reminder.hackathonId === hackathon.id)
    expect(claimed).toHaveLength(1)
    await setReminders(user, false)
    await job.run(claimed[0] as (typeof claimed)[number], new AbortController().signal)
    expect(smtp.mailsTo(user.user.email)).toHaveLength(0)

    await setReminders(user, true)
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
  })

  it('after a moved deadline: again only when the new one is more than 72 hours after the last reminder', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Moving Hack')
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
    const sentAt = clock.now().getTime()

    // Earlier by an hour, or later by half an hour: within 72 hours of the reminder just sent, which holds.
    await moveDeadline(hackathon.id, new Date(sentAt + DEADLINE_REMINDER_MS - 2 * HOUR))
    await run()
    await moveDeadline(hackathon.id, new Date(sentAt + DEADLINE_REMINDER_MS - 30 * MINUTE))
    clock.advance(10 * MINUTE)
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)

    // Later by a day: reminded again, once, as the new deadline comes 72 hours away.
    const postponed = new Date(sentAt + DEADLINE_REMINDER_MS + 23 * HOUR)
    await moveDeadline(hackathon.id, postponed)
    await run()
    expect(smtp.mailsTo(user.user.email), 'not before its own 72 hours').toHaveLength(1)
    clock.set(new Date(postponed.getTime() - DEADLINE_REMINDER_MS + MINUTE))
    await run()
    await run()
    const mails = smtp.mailsTo(user.user.email)
    expect(mails).toHaveLength(2)
    // 95 hours after 12:00 UTC on 5 June is 11:00 UTC on 9 June: 13:00 in Berlin.
    expect(mails[1]?.text).toContain('9 Jun 2030')
  })

  it('goes out once when two processes on one database run together', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx)))
    await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, users, 'Two Processes Hack')
    // On PostgreSQL the second process has its own pool; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const other = await buildApp({ config: ctx.config, db: second?.db ?? ctx.database.db, alerts: { clock } })
    try {
      await other.ready()
      const [a, b] = await Promise.all([run(ctx.app), run(other)])
      expect(a + b).toBe(users.length)
      for (const user of users) expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
      expect(await Promise.all([run(ctx.app), run(other)])).toEqual([0, 0])
    } finally {
      await other.close()
      await second?.close()
    }
  })

  it('goes out once when its process died between claiming and sending it', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Crashed Claim Hack')
    const claimed = await ctx.app.repos.reminders.claimDue(clock.now(), {
      limit: 100,
      claimSeconds: REMINDER_CLAIM_SECONDS,
    })
    expect(claimed.map((reminder) => reminder.hackathonId)).toContain(hackathon.id)
    await run()
    expect(smtp.mailsTo(user.user.email), 'still claimed by the dead process').toHaveLength(0)

    clock.advance(REMINDER_CLAIM_SECONDS * 1000 + MINUTE)
    await run()
    await run()
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
  })

  it('retries a send the mail server refused, after a wait, and records the failure', async () => {
    const user = await createUser(ctx)
    const hackathon = await savedWithDeadline(DEADLINE_REMINDER_MS - HOUR, [user], 'Refused Hack')
    smtp.refuseNext(1)
    expect(await run()).toBe(0)
    const [failed] = await ctx.database.db
      .select()
      .from(deadlineReminders)
      .where(eq(deadlineReminders.hackathonId, hackathon.id))
    expect(failed?.sentAt).toBeNull()
    expect(failed?.lastError).toMatch(/try again later/i)
    expect(failed?.retryAt?.getTime()).toBeGreaterThan(clock.now().getTime())

    expect(await run(), 'not before its retry time').toBe(0)
    clock.advance(2 * MINUTE)
    expect(await run()).toBe(1)
    expect(smtp.mailsTo(user.user.email)).toHaveLength(1)
  })
})
