import { and, count, eq, getTableColumns, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { MESSAGES } from '../../messages.js'
import { InvalidReferenceError, NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { type HackathonRow, hackathons, series, suggestions } from '../schema.js'
import { appendRevision } from './revision-log.js'

export type NewSeries = typeof series.$inferInsert
export type SeriesChanges = Partial<Pick<NewSeries, 'name' | 'description'>>
export type SeriesWithCount = typeof series.$inferSelect & { hackathonCount: number }

/** Locks (FOR NO KEY UPDATE) the hackathons matching `condition` in id order; returns them. */
async function lockHackathons(tx: Database, condition: SQL | undefined): Promise<HackathonRow[]> {
  return tx.select().from(hackathons).where(condition).orderBy(hackathons.id).for('no key update')
}

export function seriesRepository(db: Database) {
  // Counted per series through hackathons_series_id_idx: only the series on the page are counted,
  // never a grouping of every hackathon.
  const hackathonCount = sql<number>`(select count(*) from ${hackathons} h where h.series_id = ${series}.id)::int`
  const selectWithCount = () => db.select({ ...getTableColumns(series), hackathonCount }).from(series)

  return {
    async list(skip: number, limit: number): Promise<{ data: SeriesWithCount[]; count: number }> {
      const [data, [total]] = await Promise.all([
        selectWithCount().orderBy(series.name, series.id).offset(skip).limit(limit),
        db.select({ value: count() }).from(series),
      ])
      return { data, count: total?.value ?? 0 }
    },

    /**
     * Every series page and when it last changed: the series itself or any of its hackathons, which
     * the page lists.
     */
    async pages(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      const latest = sql<Date>`greatest(${series.updatedAt}, (select max(h.updated_at) from ${hackathons} h where h.series_id = ${series}.id))`
      const rows = await db
        .select({ id: series.id, updatedAt: latest.mapWith((value: string | Date) => new Date(value)) })
        .from(series)
        .orderBy(series.id)
        .limit(limit)
      return rows
    },

    async findById(id: string): Promise<SeriesWithCount | undefined> {
      const [row] = await selectWithCount().where(eq(series.id, id))
      return row
    },

    /** The first series of that name (names are not unique: the oldest). */
    async findByName(name: string): Promise<SeriesWithCount | undefined> {
      const [row] = await selectWithCount().where(eq(series.name, name)).orderBy(series.createdAt, series.id).limit(1)
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

    /** Throws NotFoundError when the series is gone. */
    async update(id: string, changes: SeriesChanges): Promise<SeriesWithCount> {
      if (Object.keys(changes).length > 0) {
        await db.update(series).set(changes).where(eq(series.id, id))
      }
      return this.found(id)
    },

    /**
     * Its hackathons stay, with series_id null (ON DELETE SET NULL). Throws NotFoundError when gone.
     * The series, then its hackathons in id order, are locked before the delete: the cascade would
     * lock them in scan order and deadlock with a membership change holding some of them.
     */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id)).for('update')
        if (!found) throw new NotFoundError(MESSAGES.seriesNotFound)
        await lockHackathons(tx as unknown as Database, eq(hackathons.seriesId, id))
        // A suggestion that proposed this series no longer proposes any: its other changes stay.
        await tx
          .update(suggestions)
          .set({ changes: sql`${suggestions.changes} - 'series_id'` })
          .where(sql`${suggestions.changes}->>'series_id' = ${id}`)
        await tx.delete(series).where(eq(series.id, id))
      })
    },

    /** The series, or NotFoundError. */
    async found(id: string): Promise<SeriesWithCount> {
      const row = await this.findById(id)
      if (!row) throw new NotFoundError(MESSAGES.seriesNotFound)
      return row
    },

    /**
     * Makes `hackathonIds` the whole membership of the series in one transaction, each hackathon
     * that joins or leaves it getting a revision by `editorId`. Throws (and changes nothing)
     * InvalidReferenceError when an id is not a hackathon, NotFoundError when the series is gone.
     */
    async setMembership(id: string, hackathonIds: string[], editorId: string): Promise<SeriesWithCount> {
      await db.transaction(async (tx) => {
        // NO KEY UPDATE: still serialises membership changes and a delete of this series, but not the
        // key-share lock a hackathon write's foreign key check takes (FOR UPDATE deadlocked with those).
        const [found] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id)).for('no key update')
        if (!found) throw new NotFoundError(MESSAGES.seriesNotFound)
        // Every hackathon this change writes, locked in id order (as remove and any other membership
        // change lock them), so two changes sharing hackathons wait for each other instead of deadlocking.
        const locked = await lockHackathons(
          tx as unknown as Database,
          or(eq(hackathons.seriesId, id), hackathonIds.length > 0 ? inArray(hackathons.id, hackathonIds) : undefined),
        )
        const before = new Map(locked.map((row) => [row.id, row]))
        if (hackathonIds.length > 0) {
          const ids = new Set(before.keys())
          if (!hackathonIds.every((hackathonId) => ids.has(hackathonId))) {
            throw new InvalidReferenceError('hackathon_ids', MESSAGES.unknownHackathons)
          }
        }
        const left = await tx
          .update(hackathons)
          .set({ seriesId: null })
          .where(
            and(
              eq(hackathons.seriesId, id),
              hackathonIds.length > 0 ? notInArray(hackathons.id, hackathonIds) : undefined,
            ),
          )
          .returning()
        const joined =
          hackathonIds.length > 0
            ? await tx.update(hackathons).set({ seriesId: id }).where(inArray(hackathons.id, hackathonIds)).returning()
            : []
        for (const after of [...left, ...joined]) {
          const was = before.get(after.id)
          if (was) await appendRevision(tx as unknown as Database, was, after, { source: 'edit', authorId: editorId })
        }
      })
      return this.found(id)
    },
  }
}

export type SeriesRepository = ReturnType<typeof seriesRepository>
