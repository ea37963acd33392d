import { and, count, eq, getTableColumns, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { hackathons, series } from '../schema.js'

export type NewSeries = typeof series.$inferInsert
export type SeriesChanges = Partial<Pick<NewSeries, 'name' | 'description'>>
export type SeriesWithCount = typeof series.$inferSelect & { hackathonCount: number }

export function seriesRepository(db: Database) {
  const counts = db
    .select({ seriesId: hackathons.seriesId, total: count().as('total') })
    .from(hackathons)
    .where(isNotNull(hackathons.seriesId))
    .groupBy(hackathons.seriesId)
    .as('counts')
  const selectWithCount = () =>
    db
      .select({ ...getTableColumns(series), hackathonCount: sql<number>`coalesce(${counts.total}, 0)::int` })
      .from(series)
      .leftJoin(counts, eq(counts.seriesId, series.id))

  return {
    async list(skip: number, limit: number): Promise<{ data: SeriesWithCount[]; count: number }> {
      const [data, [total]] = await Promise.all([
        selectWithCount().orderBy(series.name, series.id).offset(skip).limit(limit),
        db.select({ value: count() }).from(series),
      ])
      return { data, count: total?.value ?? 0 }
    },

    async findById(id: string): Promise<SeriesWithCount | undefined> {
      const [row] = await selectWithCount().where(eq(series.id, id))
      return row
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: series.id }).from(series).where(eq(series.id, id))
      return row !== undefined
    },

    async create(values: NewSeries): Promise<SeriesWithCount> {
      const [created] = await db.insert(series).values(values).returning()
      if (!created) throw new Error('inserted series not found')
      return { ...created, hackathonCount: 0 }
    },

    async update(id: string, changes: SeriesChanges): Promise<SeriesWithCount | undefined> {
      if (Object.keys(changes).length > 0) {
        const updated = await db.update(series).set(changes).where(eq(series.id, id)).returning({ id: series.id })
        if (updated.length === 0) return undefined
      }
      return this.findById(id)
    },

    /** Its hackathons stay, with series_id null (ON DELETE SET NULL). */
    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(series).where(eq(series.id, id)).returning({ id: series.id })
      return deleted.length > 0
    },

    /**
     * Makes `hackathonIds` the whole membership of the series in one transaction. Answers 'unknown'
     * (and changes nothing) when an id is not a hackathon, undefined when the series is gone.
     */
    async setMembership(id: string, hackathonIds: string[]): Promise<SeriesWithCount | 'unknown' | undefined> {
      const outcome = await db.transaction(async (tx) => {
        // NO KEY UPDATE: still serialises membership changes and a delete of this series, but not the
        // key-share lock a hackathon write's foreign key check takes (FOR UPDATE deadlocked with those).
        const [found] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id)).for('no key update')
        if (!found) return undefined
        if (hackathonIds.length > 0) {
          const [known] = await tx
            .select({ value: count() })
            .from(hackathons)
            .where(inArray(hackathons.id, hackathonIds))
          if ((known?.value ?? 0) !== hackathonIds.length) return 'unknown' as const
        }
        await tx
          .update(hackathons)
          .set({ seriesId: null })
          .where(
            and(
              eq(hackathons.seriesId, id),
              hackathonIds.length > 0 ? notInArray(hackathons.id, hackathonIds) : undefined,
            ),
          )
        if (hackathonIds.length > 0) {
          await tx.update(hackathons).set({ seriesId: id }).where(inArray(hackathons.id, hackathonIds))
        }
        return 'done' as const
      })
      return outcome === 'done' ? this.findById(id) : outcome
    },
  }
}

export type SeriesRepository = ReturnType<typeof seriesRepository>
