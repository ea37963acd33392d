import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { HackathonSortKey, SortOrder } from '../../../common/hackathons.js'
import { InvalidReferenceError, NotFoundError } from '../../domain-errors.js'
import { MESSAGES } from '../../errors.js'
import type { Database } from '../index.js'
import { type ConstraintViolation, isForeignKeyOn, onViolation } from '../pg-errors.js'
import { hackathons, series, suggestions } from '../schema.js'

export type NewHackathon = typeof hackathons.$inferInsert
export type HackathonChanges = Partial<
  Pick<NewHackathon, 'name' | 'description' | 'url' | 'image' | 'startDate' | 'endDate' | 'location' | 'seriesId'>
>

export interface HackathonFilters {
  skip: number
  limit: number
  sortBy: HackathonSortKey
  sortOrder: SortOrder
  seriesId?: string
  status?: 'upcoming' | 'past'
  q?: string
  now?: Date
}

const SORT_COLUMNS = {
  name: hackathons.name,
  start_date: hackathons.startDate,
  end_date: hackathons.endDate,
  location: hackathons.location,
} as const

/** Each hackathon with the name of its series, so a card never needs the series list. */
const withSeries = { ...getTableColumns(hackathons), seriesName: series.name }
export type HackathonWithSeries = typeof hackathons.$inferSelect & { seriesName: string | null }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function where(filters: HackathonFilters): SQL | undefined {
  const now = filters.now ?? new Date()
  const term = filters.q?.trim()
  const pattern = term ? `%${escapeLike(term)}%` : undefined
  return and(
    filters.seriesId ? eq(hackathons.seriesId, filters.seriesId) : undefined,
    filters.status === 'upcoming' ? gte(hackathons.endDate, now) : undefined,
    filters.status === 'past' ? lt(hackathons.endDate, now) : undefined,
    pattern
      ? or(ilike(hackathons.name, pattern), ilike(hackathons.description, pattern), ilike(hackathons.location, pattern))
      : undefined,
  )
}

/** The series named by a write may be deleted between the caller's check and the write itself. */
export const seriesGone = (violation: ConstraintViolation) =>
  isForeignKeyOn(violation, 'series_id') ? new InvalidReferenceError('series_id', MESSAGES.unknownSeries) : undefined

export function hackathonsRepository(db: Database) {
  const selectWithSeries = () =>
    db.select(withSeries).from(hackathons).leftJoin(series, eq(series.id, hackathons.seriesId))

  return {
    async list(filters: HackathonFilters): Promise<{ data: HackathonWithSeries[]; count: number }> {
      const condition = where(filters)
      const direction = filters.sortOrder === 'desc' ? desc : asc
      const column = SORT_COLUMNS[filters.sortBy]
      // Ending on the id makes the order total, so pages never repeat or skip a row.
      const order =
        filters.sortBy === 'location'
          ? [sql`${column} ${sql.raw(filters.sortOrder)} nulls last`, direction(hackathons.id)]
          : [direction(column), direction(hackathons.id)]
      const [data, [total]] = await Promise.all([
        selectWithSeries()
          .where(condition)
          .orderBy(...order)
          .offset(filters.skip)
          .limit(filters.limit),
        db.select({ value: count() }).from(hackathons).where(condition),
      ])
      return { data, count: total?.value ?? 0 }
    },

    async findMany(ids: string[]): Promise<HackathonWithSeries[]> {
      return ids.length === 0 ? [] : selectWithSeries().where(inArray(hackathons.id, ids))
    },

    async findById(id: string): Promise<HackathonWithSeries | undefined> {
      const [row] = await selectWithSeries().where(eq(hackathons.id, id))
      return row
    },

    /** Throws InvalidReferenceError (series_id) when the series does not exist. */
    async create(values: NewHackathon): Promise<HackathonWithSeries> {
      const [created] = await onViolation(
        () => db.insert(hackathons).values(values).returning({ id: hackathons.id }),
        seriesGone,
      )
      const row = created && (await this.findById(created.id))
      if (!row) throw new Error('inserted hackathon not found')
      return row
    },

    /** Throws NotFoundError when the hackathon is gone, InvalidReferenceError when its new series is. */
    async update(id: string, changes: HackathonChanges): Promise<HackathonWithSeries> {
      if (Object.keys(changes).length > 0) {
        await onViolation(
          () => db.update(hackathons).set(changes).where(eq(hackathons.id, id)).returning({ id: hackathons.id }),
          seriesGone,
        )
      }
      const row = await this.findById(id)
      if (!row) throw new NotFoundError(MESSAGES.hackathonNotFound)
      return row
    },

    /**
     * Deletes the hackathon and its suggestions. The suggestions go first, so rows are locked in the
     * order a review locks them (suggestion, then hackathon); left to ON DELETE CASCADE, the hackathon
     * was locked first and a delete racing an approval could deadlock (500). Throws NotFoundError
     * when the hackathon is gone.
     */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(suggestions).where(eq(suggestions.hackathonId, id))
        const deleted = await tx.delete(hackathons).where(eq(hackathons.id, id)).returning({ id: hackathons.id })
        // Throwing rolls the transaction back; nothing was deleted anyway.
        if (deleted.length === 0) throw new NotFoundError(MESSAGES.hackathonNotFound)
      })
    },
  }
}

export type HackathonsRepository = ReturnType<typeof hackathonsRepository>
