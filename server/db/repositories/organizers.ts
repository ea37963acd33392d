import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { ORGANIZER_MESSAGES } from '../../../common/organizers.js'
import { MESSAGES } from '../../messages.js'
import { NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { isForeignKeyOn, onViolation } from '../pg-errors.js'
import { hackathonOrganizers, hackathons, series, users } from '../schema.js'
import { type HackathonWithSeries, withSeries } from './hackathons.js'

/** An organiser as anyone may see them: the account's id (to remove it) and display name, never its e-mail. */
export interface OrganizerRef {
  userId: string
  name: string | null
}

/** Who keeps each hackathon's listing (table hackathon_organizers). */
export function organizersRepository(db: Database) {
  const of = (hackathonId: string, userId: string) =>
    and(eq(hackathonOrganizers.hackathonId, hackathonId), eq(hackathonOrganizers.userId, userId))

  return {
    /** Whether the hackathon is listed, and whether the account is one of its organisers, in one read. */
    async standing(hackathonId: string, userId: string): Promise<{ listed: boolean; organizer: boolean }> {
      const [row] = await db
        .select({
          listed: sql<boolean>`exists (select 1 from ${hackathons} where ${hackathons.id} = ${hackathonId})`,
          organizer: sql<boolean>`exists (select 1 from ${hackathonOrganizers} where ${of(hackathonId, userId)})`,
        })
        .from(sql`(select 1) as one`)
      return { listed: row?.listed === true, organizer: row?.organizer === true }
    },

    async isOrganizer(hackathonId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: hackathonOrganizers.userId })
        .from(hackathonOrganizers)
        .where(of(hackathonId, userId))
      return row !== undefined
    },

    /**
     * Makes the account an organiser of the hackathon (`addedById` null for a proven claim); adding
     * one again changes nothing. Throws NotFoundError when the hackathon or the account is gone.
     */
    async add(hackathonId: string, userId: string, addedById: string | null): Promise<void> {
      await onViolation(
        () => db.insert(hackathonOrganizers).values({ hackathonId, userId, addedById }).onConflictDoNothing(),
        (violation) =>
          isForeignKeyOn(violation, 'hackathon_id')
            ? new NotFoundError(MESSAGES.hackathonNotFound)
            : isForeignKeyOn(violation, 'user_id') || isForeignKeyOn(violation, 'added_by_id')
              ? new NotFoundError(MESSAGES.userNotFound)
              : undefined,
      )
    },

    /** Throws NotFoundError when the account is no organiser of the hackathon. */
    async remove(hackathonId: string, userId: string): Promise<void> {
      const removed = await db
        .delete(hackathonOrganizers)
        .where(of(hackathonId, userId))
        .returning({ userId: hackathonOrganizers.userId })
      if (removed.length === 0) throw new NotFoundError(ORGANIZER_MESSAGES.organizerNotFound)
    },

    /** The hackathon's organisers, first come first. */
    async list(hackathonId: string): Promise<OrganizerRef[]> {
      return db
        .select({ userId: users.id, name: users.name })
        .from(hackathonOrganizers)
        .innerJoin(users, eq(users.id, hackathonOrganizers.userId))
        .where(eq(hackathonOrganizers.hackathonId, hackathonId))
        .orderBy(asc(hackathonOrganizers.createdAt), asc(users.id))
    },

    /**
     * Whom the hackathon's news is mailed to: its organisers' active accounts with a verified
     * address, each with the language it picked, if it did.
     */
    async recipientsOf(hackathonId: string): Promise<{ email: string; locale: string | null }[]> {
      return db
        .select({ email: users.email, locale: users.locale })
        .from(hackathonOrganizers)
        .innerJoin(users, eq(users.id, hackathonOrganizers.userId))
        .where(
          and(
            eq(hackathonOrganizers.hackathonId, hackathonId),
            eq(users.isActive, true),
            eq(users.emailVerified, true),
          ),
        )
    },

    /** The hackathons the account organises, the latest start first; the id makes the order total. */
    async hackathonsOf(
      userId: string,
      page: { skip: number; limit: number },
    ): Promise<{ data: HackathonWithSeries[]; count: number }> {
      const mine = eq(hackathonOrganizers.userId, userId)
      const [data, [total]] = await Promise.all([
        db
          .select(withSeries)
          .from(hackathonOrganizers)
          .innerJoin(hackathons, eq(hackathons.id, hackathonOrganizers.hackathonId))
          .leftJoin(series, eq(series.id, hackathons.seriesId))
          .where(mine)
          .orderBy(desc(hackathons.startDate), asc(hackathons.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ value: count() }).from(hackathonOrganizers).where(mine),
      ])
      return { data, count: total?.value ?? 0 }
    },
  }
}

export type OrganizersRepository = ReturnType<typeof organizersRepository>
