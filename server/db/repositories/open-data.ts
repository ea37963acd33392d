import { asc, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { rowsOf } from '../raw-sql.js'
import { hackathonOrganizers, hackathons, series, users } from '../schema.js'
import type { HackathonWithSeries } from './hackathons.js'
import { withSeries } from './hackathons.js'
import type { SeriesWithCount } from './series.js'

/**
 * The open data export's reads: every hackathon and series in pages of `limit`, each page the rows
 * after the last id of the one before (keyset reads along the primary keys). Each page is its own
 * short statement, so an export being downloaded slowly holds no connection and no snapshot between
 * pages, and memory holds one page at a time, however many hackathons there are.
 */
export function openDataRepository(db: Database) {
  const hackathonCount = sql<number>`(select count(*) from ${hackathons} h where h.series_id = ${series}.id)::int`

  return {
    hackathonsAfter(afterId: string | undefined, limit: number): Promise<HackathonWithSeries[]> {
      return db
        .select(withSeries)
        .from(hackathons)
        .leftJoin(series, eq(series.id, hackathons.seriesId))
        .where(afterId ? gt(hackathons.id, afterId) : undefined)
        .orderBy(asc(hackathons.id))
        .limit(limit)
    },

    seriesAfter(afterId: string | undefined, limit: number): Promise<SeriesWithCount[]> {
      return db
        .select({ ...getTableColumns(series), hackathonCount })
        .from(series)
        .where(afterId ? gt(series.id, afterId) : undefined)
        .orderBy(asc(series.id))
        .limit(limit)
    },

    /**
     * A fingerprint of everything the export shows, read in one statement without reading the rows'
     * data: each row version of hackathons and series (its id and `xmin`, the transaction that wrote
     * it, so any committed insert, update or delete changes the sum or the count) and the set of
     * hackathons kept by an active organiser (`verified_organizer`). Equal fingerprints mean equal
     * data; a table rewritten without a change (VACUUM FULL) only costs one full download.
     */
    async version(): Promise<string> {
      const [row] = rowsOf<{ version: string }>(
        await db.execute(sql`select concat_ws('/',
          (select count(*) || ':' || coalesce(sum(hashtext(id::text || ':' || xmin::text)::bigint), 0) from ${hackathons}),
          (select count(*) || ':' || coalesce(sum(hashtext(id::text || ':' || xmin::text)::bigint), 0) from ${series}),
          (select count(*) || ':' || coalesce(sum(hashtext(v.hackathon_id::text)::bigint), 0)
             from (select distinct o.hackathon_id from ${hackathonOrganizers} o
                   join ${users} u on u.id = o.user_id where u.is_active) v)
        ) as version`),
      )
      return row?.version ?? ''
    },
  }
}

export type OpenDataRepository = ReturnType<typeof openDataRepository>
