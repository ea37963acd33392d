import { sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { rateLimits } from '../schema.js'

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number
  /** Whole seconds until the window ends (at least 1). */
  resetInSeconds: number
}

/**
 * Fixed-window counters in one table, so every process on the database counts together. One
 * statement per hit: the row is created, or its count raised, or (once its window has ended)
 * restarted at 1, atomically under the primary key; the database's clock decides the windows.
 */
export function rateLimitsRepository(db: Database) {
  return {
    async hit(key: string, windowSeconds: number): Promise<Hit> {
      const result = await db.execute<{ hits: number; reset_in: number }>(sql`
        insert into ${rateLimits} (key, hits, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
          expires_at = case when ${rateLimits.expiresAt} <= now() then excluded.expires_at else ${rateLimits.expiresAt} end
        returning hits, greatest(1, ceil(extract(epoch from expires_at - now())))::int as reset_in`)
      const row = (result as unknown as { rows: { hits: number; reset_in: number }[] }).rows[0]
      if (!row) throw new Error('rate limit counter returned no row')
      return { hits: Number(row.hits), resetInSeconds: Number(row.reset_in) }
    },

    /** Deletes the counters whose window has ended (they would restart at 1 anyway). */
    async sweep(): Promise<void> {
      await db.execute(sql`delete from ${rateLimits} where ${rateLimits.expiresAt} < now()`)
    },
  }
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>
