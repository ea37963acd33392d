import { and, arrayOverlaps, asc, desc, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { hackathons, series } from '../schema.js'
import { distanceKm, type HackathonWithSeries, nearCondition, withSeries } from './hackathons.js'

/** How many related hackathons a page shows, and how far away one still counts as nearby. */
export const RELATED = { limit: 4, nearbyKm: 150 } as const

/** What a hackathon is related by: its series, its themes, its place. */
export interface RelatedTo {
  id: string
  seriesId: string | null
  themes: string[] | null
  latitude: number | null
  longitude: number | null
}

/**
 * How close a candidate is, highest first: the same series weighs most (another edition of the same
 * event), then being nearby, then each shared theme.
 */
const WEIGHTS = { series: 4, nearby: 2, theme: 1 } as const

export function relatedRepository(db: Database) {
  return {
    /**
     * Up to RELATED.limit hackathons related to `target`, never itself: other editions of its series
     * (past ones too, as a record of the event), and upcoming hackathons that share a theme with it
     * or take place within RELATED.nearbyKm of it. Upcoming ones come first, the closest related
     * first, then the soonest; past editions after them, the latest first.
     */
    async related(target: RelatedTo, now: Date): Promise<HackathonWithSeries[]> {
      const themes = target.themes ?? []
      const place =
        target.latitude !== null && target.longitude !== null
          ? { latitude: target.latitude, longitude: target.longitude, radiusKm: RELATED.nearbyKm }
          : undefined
      const sameSeries = target.seriesId ? eq(hackathons.seriesId, target.seriesId) : undefined
      const sharesTheme = themes.length > 0 ? arrayOverlaps(hackathons.themes, themes) : undefined
      const nearby = place ? nearCondition(place) : undefined
      const upcoming = gte(hackathons.endDate, now)
      // One arm per index (series, themes, coordinates), so the planner can combine the three.
      const relatedBy = or(sameSeries, sharesTheme && and(upcoming, sharesTheme), nearby && and(upcoming, nearby))
      if (!relatedBy) return []
      const score: SQL<number> = sql`(${sql.join(
        [
          sameSeries ? sql`case when ${sameSeries} then ${WEIGHTS.series} else 0 end` : sql`0`,
          place
            ? sql`case when ${hackathons.latitude} is not null and ${distanceKm(place)} <= ${RELATED.nearbyKm}::float8 then ${WEIGHTS.nearby} else 0 end`
            : sql`0`,
          themes.length > 0
            ? sql`${WEIGHTS.theme} * coalesce(cardinality(array(select unnest(${hackathons.themes}) intersect select unnest(${sql.param(themes)}::text[]))), 0)`
            : sql`0`,
        ],
        sql` + `,
      )})`
      const isUpcoming = sql`${hackathons.endDate} >= ${now.toISOString()}::timestamptz`
      return db
        .select(withSeries)
        .from(hackathons)
        .leftJoin(series, eq(series.id, hackathons.seriesId))
        .where(and(ne(hackathons.id, target.id), relatedBy))
        .orderBy(
          desc(isUpcoming),
          desc(score),
          sql`case when ${isUpcoming} then ${hackathons.startDate} end asc`,
          desc(hackathons.startDate),
          asc(hackathons.id),
        )
        .limit(RELATED.limit)
    },
  }
}

export type RelatedRepository = ReturnType<typeof relatedRepository>
