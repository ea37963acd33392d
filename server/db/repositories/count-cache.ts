import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { AttendanceMode } from '../../../common/hackathon-fields.js'
import type { Database } from '../index.js'
import { rowsOf } from '../raw-sql.js'
import { hackathonCounts, hackathons, hackathonWrites } from '../schema.js'

// The count cache of the public lists. Data-layer code: the hackathons repository is its only caller,
// and it reaches the database only through the Database it is given.

/** What a cached count is kept by: the list's status, series and attendance mode. */
export interface CountedList {
  status?: 'upcoming' | 'past'
  seriesId?: string
  attendanceMode?: AttendanceMode
}

/**
 * The exact count of the hackathons `where` selects (the list's own condition for `filters`), kept
 * per status, series and attendance mode in the database (hackathon_counts) so every API process
 * shares it. A cached row holds while
 * - no transaction that wrote to hackathons (hackathon_writes, filled by a trigger) is visible now
 *   but was not visible in the snapshot the count was taken in, and
 * - for a status filter, no hackathon has ended since: `valid_from < now <= valid_until`, where
 *   valid_from is the latest end before the count's `now` and valid_until the earliest end at or
 *   after it (both read from the end-date index).
 * On a miss, the count, its bounds and pg_current_snapshot() are taken in one statement, so they
 * describe the same snapshot; a write still in progress then is not in it and invalidates the row
 * as soon as it commits.
 */
export async function cachedCount(
  db: Database,
  filters: CountedList,
  now: Date,
  where: SQL | undefined,
): Promise<number> {
  const key = `status=${filters.status ?? ''}&series=${filters.seriesId ?? ''}&mode=${filters.attendanceMode ?? ''}`
  const at = now.toISOString()
  const hit = rowsOf<{ count: number }>(
    await db.execute(sql`
      select c.count from ${hackathonCounts} c
      where c.filter = ${key}
        and (c.valid_from is null or c.valid_from < ${at}::timestamptz)
        and (c.valid_until is null or ${at}::timestamptz <= c.valid_until)
        and not exists (
          select 1 from ${hackathonWrites} w
          where w.xid >= pg_snapshot_xmin(c.snapshot) and not pg_visible_in_snapshot(w.xid, c.snapshot))`),
  )
  const cached = hit[0]
  if (cached) return Number(cached.count)

  const listed =
    and(
      filters.seriesId ? eq(hackathons.seriesId, filters.seriesId) : undefined,
      filters.attendanceMode ? eq(hackathons.attendanceMode, filters.attendanceMode) : undefined,
    ) ?? sql`true`
  const bounds = filters.status
    ? sql`(select max(${hackathons.endDate}) from ${hackathons} where ${listed} and ${hackathons.endDate} < ${at}::timestamptz),
          (select min(${hackathons.endDate}) from ${hackathons} where ${listed} and ${hackathons.endDate} >= ${at}::timestamptz)`
    : sql`null::timestamptz, null::timestamptz`
  const stored = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into ${hackathonCounts} (filter, snapshot, count, valid_from, valid_until)
      values (${key}, pg_current_snapshot(), (select count(*) from ${hackathons} where ${where ?? sql`true`}), ${bounds})
      on conflict (filter) do update set
        snapshot = excluded.snapshot, count = excluded.count,
        valid_from = excluded.valid_from, valid_until = excluded.valid_until
      returning count`),
  )
  // Writes that every cached snapshot, and every snapshot from now on, already sees can never
  // invalidate anything: forget them (skipping rows another request is deleting).
  await db.execute(sql`
    delete from ${hackathonWrites} where xid in (
      select xid from ${hackathonWrites}
      where xid < pg_snapshot_xmin(pg_current_snapshot())
        and xid < all (select pg_snapshot_xmin(snapshot) from ${hackathonCounts})
      for update skip locked)`)
  const row = stored[0]
  if (row) return Number(row.count)
  const [counted] = await db.select({ value: count() }).from(hackathons).where(where)
  return counted?.value ?? 0
}
