import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { MESSAGES } from '../../messages.js'
import { NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { type ConstraintViolation, isForeignKeyOn, onViolation } from '../pg-errors.js'
import { hackathons, type SavedCalendarRow, savedCalendars, savedHackathons, series, users } from '../schema.js'
import { type HackathonWithSeries, withSeries } from './hackathons.js'

/** The account was deleted while its request ran. */
const accountGone = (violation: ConstraintViolation) =>
  isForeignKeyOn(violation, 'user_id') ? new NotFoundError(MESSAGES.userNotFound) : undefined

/** The saved hackathons of each account, and each account's private calendar of them. */
export function savedRepository(db: Database) {
  const ofUser = (userId: string) => eq(savedHackathons.userId, userId)

  return {
    /**
     * Saves the hackathon for the account; saving it again changes nothing. Throws NotFoundError
     * when the hackathon does not exist (also when it was deleted a moment ago).
     */
    async save(userId: string, hackathonId: string): Promise<void> {
      await onViolation(
        () => db.insert(savedHackathons).values({ userId, hackathonId }).onConflictDoNothing(),
        (violation) =>
          isForeignKeyOn(violation, 'hackathon_id')
            ? new NotFoundError(MESSAGES.hackathonNotFound)
            : accountGone(violation),
      )
    },

    /** Forgets the hackathon for the account; forgetting one that was not saved changes nothing. */
    async unsave(userId: string, hackathonId: string): Promise<void> {
      await db.delete(savedHackathons).where(and(ofUser(userId), eq(savedHackathons.hackathonId, hackathonId)))
    },

    /**
     * The account's saved hackathons: those not yet ended (as of `now`) first, soonest first, then
     * the ended ones, the latest first; the id makes the order total, so pages never repeat a row.
     */
    async list(
      userId: string,
      now: Date,
      page: { skip: number; limit: number },
    ): Promise<{ data: HackathonWithSeries[]; count: number }> {
      const at = sql`${now.toISOString()}::timestamptz`
      const ended = sql`${hackathons.endDate} < ${at}`
      const [data, [total]] = await Promise.all([
        db
          .select(withSeries)
          .from(savedHackathons)
          .innerJoin(hackathons, eq(hackathons.id, savedHackathons.hackathonId))
          .leftJoin(series, eq(series.id, hackathons.seriesId))
          .where(ofUser(userId))
          .orderBy(
            asc(ended),
            sql`case when ${ended} then null else ${hackathons.startDate} end asc`,
            desc(hackathons.startDate),
            asc(hackathons.id),
          )
          .offset(page.skip)
          .limit(page.limit),
        db.select({ value: count() }).from(savedHackathons).where(ofUser(userId)),
      ])
      return { data, count: total?.value ?? 0 }
    },

    async calendarOf(userId: string): Promise<SavedCalendarRow | undefined> {
      const [row] = await db.select().from(savedCalendars).where(eq(savedCalendars.userId, userId))
      return row
    },

    /**
     * The account's calendar, created with `nonce` and `tokenHash` when it has none; when two
     * requests create it at once, both answer the one that was stored.
     */
    async ensureCalendar(userId: string, nonce: string, tokenHash: string): Promise<SavedCalendarRow> {
      await onViolation(
        () => db.insert(savedCalendars).values({ userId, nonce, tokenHash }).onConflictDoNothing(),
        accountGone,
      )
      const row = await this.calendarOf(userId)
      if (!row) throw new NotFoundError(MESSAGES.userNotFound)
      return row
    },

    /** Gives the account's calendar a new nonce and token hash (a rotation). */
    async setCalendar(userId: string, nonce: string, tokenHash: string): Promise<void> {
      await onViolation(
        () =>
          db
            .insert(savedCalendars)
            .values({ userId, nonce, tokenHash })
            .onConflictDoUpdate({ target: savedCalendars.userId, set: { nonce, tokenHash, updatedAt: new Date() } }),
        accountGone,
      )
    },

    /** Replaces the token hash of the calendar's current nonce (unless a rotation replaced the nonce). */
    async rehashCalendar(userId: string, nonce: string, tokenHash: string): Promise<void> {
      await db
        .update(savedCalendars)
        .set({ tokenHash, updatedAt: new Date() })
        .where(and(eq(savedCalendars.userId, userId), eq(savedCalendars.nonce, nonce)))
    },

    /** The active account whose calendar token has this hash, if any. */
    async calendarOwner(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: savedCalendars.userId })
        .from(savedCalendars)
        .innerJoin(users, eq(users.id, savedCalendars.userId))
        .where(and(eq(savedCalendars.tokenHash, tokenHash), eq(users.isActive, true)))
      return row?.userId
    },
  }
}

export type SavedRepository = ReturnType<typeof savedRepository>
