import { and, eq, isNull, sql } from 'drizzle-orm'
import { DEADLINE_REMINDER_MS } from '../../../common/registration.js'
import type { Database } from '../index.js'
import { at, rowsOf } from '../raw-sql.js'
import { deadlineReminders, hackathons, savedHackathons, users } from '../schema.js'
import type { DigestHackathon } from './alerts.js'
import { claimable, failedSend, takeOverClaimable } from './claimed-sends.js'

const lead = sql`make_interval(secs => ${DEADLINE_REMINDER_MS / 1000})`

/** A reminder claimed for sending: one account, one saved hackathon, one deadline. */
export interface ClaimedReminder {
  id: string
  userId: string
  hackathonId: string
  deadline: Date
  attempts: number
}

/** What a claimed reminder's mail says, read when it is sent. */
export interface ReminderContent {
  email: string
  /** The language the account picked, if it did. */
  locale: string | null
  hackathon: DigestHackathon
}

/**
 * The reminders of saved hackathons' registration deadlines, each claimed once across every process
 * on the database, as the alert digests are.
 *
 * When a reminder is due: the account saved the hackathon, is active, has its address verified and
 * reminders on, and the hackathon's registration deadline is in the future and at most
 * DEADLINE_REMINDER_MS away. A deadline that moves after its reminder went out earns a new reminder
 * only when the new deadline is more than DEADLINE_REMINDER_MS after that reminder was sent: moved
 * later by days, the hacker is reminded again as it nears; moved earlier, or later by less than the
 * lead, the mail they just had still holds, and nothing more is sent.
 */
export function remindersRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due reminders, as every claimed send is claimed (claimed-sends.ts); a
     * claim lapses after `claimSeconds`.
     */
    async claimDue(now: Date, { limit, claimSeconds }: { limit: number; claimSeconds: number }) {
      const when = at(now)
      const until = at(new Date(now.getTime() + claimSeconds * 1000))
      // From the deadlines (through their index) inward: few hackathons close within the lead.
      const result = await db.execute(sql`
        with due as (
          select s.user_id, s.hackathon_id, h.registration_deadline as deadline
          from ${hackathons} h
          join ${savedHackathons} s on s.hackathon_id = h.id
          join ${users} u on u.id = s.user_id
          where h.registration_deadline > ${when} and h.registration_deadline <= ${when} + ${lead}
            and u.is_active and u.email_verified and u.deadline_reminders
            and not exists (select 1 from ${deadlineReminders} r
              where r.user_id = s.user_id and r.hackathon_id = s.hackathon_id
                and (r.sent_at >= h.registration_deadline - ${lead}
                  or (r.deadline = h.registration_deadline and not ${claimable('r', when)})))
          limit ${limit}
        )
        insert into ${deadlineReminders} as r (user_id, hackathon_id, deadline, attempts, claimed_until)
        select user_id, hackathon_id, deadline, 1, ${until} from due
        on conflict (user_id, hackathon_id, deadline) ${takeOverClaimable('r', when)}
        returning r.id, r.user_id, r.hackathon_id, r.deadline, r.attempts`)
      return rowsOf<{ id: string; user_id: string; hackathon_id: string; deadline: string | Date; attempts: unknown }>(
        result,
      ).map(
        (row): ClaimedReminder => ({
          id: row.id,
          userId: row.user_id,
          hackathonId: row.hackathon_id,
          deadline: new Date(row.deadline),
          attempts: Number(row.attempts),
        }),
      )
    },

    /**
     * The mail's recipient and hackathon while the reminder still stands at `now`: the hackathon is
     * still saved and its deadline is the one claimed (compared in the database, to the microsecond)
     * and still ahead, and the account still wants it.
     */
    async contentOf(reminder: ClaimedReminder, now: Date): Promise<ReminderContent | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          locale: users.locale,
          id: hackathons.id,
          name: hackathons.name,
          startDate: hackathons.startDate,
          endDate: hackathons.endDate,
          timezone: hackathons.timezone,
          location: hackathons.location,
          attendanceMode: hackathons.attendanceMode,
        })
        .from(deadlineReminders)
        .innerJoin(
          savedHackathons,
          and(
            eq(savedHackathons.userId, deadlineReminders.userId),
            eq(savedHackathons.hackathonId, deadlineReminders.hackathonId),
          ),
        )
        .innerJoin(users, eq(users.id, deadlineReminders.userId))
        .innerJoin(
          hackathons,
          and(
            eq(hackathons.id, deadlineReminders.hackathonId),
            eq(hackathons.registrationDeadline, deadlineReminders.deadline),
          ),
        )
        .where(
          and(
            eq(deadlineReminders.id, reminder.id),
            sql`${hackathons.registrationDeadline} > ${at(now)}`,
            eq(users.isActive, true),
            eq(users.emailVerified, true),
            eq(users.deadlineReminders, true),
          ),
        )
      if (!row) return undefined
      const { email, locale, ...hackathon } = row
      return { email, locale, hackathon }
    },

    /** The reminder went out: it is never sent again for this deadline. */
    async markSent(reminder: ClaimedReminder, now: Date): Promise<void> {
      await db
        .update(deadlineReminders)
        .set({ sentAt: now, claimedUntil: null, retryAt: null })
        .where(eq(deadlineReminders.id, reminder.id))
    },

    /** A send failed: records why, and when to try again (or, with no retry left, gives it up). */
    async markFailed(reminder: ClaimedReminder, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(deadlineReminders)
        .set(failedSend(error, retryAt, now))
        .where(eq(deadlineReminders.id, reminder.id))
    },

    /** The reminder no longer stands (unsaved, moved, switched off): forgotten, so nothing records it as sent. */
    async release(reminder: ClaimedReminder): Promise<void> {
      await db
        .delete(deadlineReminders)
        .where(and(eq(deadlineReminders.id, reminder.id), isNull(deadlineReminders.sentAt)))
    },
  }
}

export type RemindersRepository = ReturnType<typeof remindersRepository>
