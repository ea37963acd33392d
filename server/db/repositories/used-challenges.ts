import { inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { usedChallenges } from '../schema.js'

/**
 * The spam guard's used solutions, in the database so a solution passes once across every process:
 * `use` records it atomically under the primary key and answers whether it was new.
 */
export function usedChallengesRepository(db: Database) {
  return {
    /** Records the challenge as used until it expires; false when it already was (a replay). */
    async use(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(usedChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedChallenges.signature })
      return inserted.length > 0
    },

    /** Whether any recorded challenge has expired by `now` (the cleanup job's claim). */
    async anyExpired(now: Date): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(usedChallenges)
        .where(lt(usedChallenges.expiresAt, now))
        .limit(1)
      return row !== undefined
    },

    /** Deletes up to `limit` challenges expired by `now`: past its expiry a challenge is refused anyway. */
    async deleteExpired(now: Date, limit: number): Promise<number> {
      const expired = db
        .select({ signature: usedChallenges.signature })
        .from(usedChallenges)
        .where(lt(usedChallenges.expiresAt, now))
        .limit(limit)
      const deleted = await db
        .delete(usedChallenges)
        .where(inArray(usedChallenges.signature, expired))
        .returning({ signature: usedChallenges.signature })
      return deleted.length
    },
  }
}

export type UsedChallengesRepository = ReturnType<typeof usedChallengesRepository>
