import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { type FactFilters, hasFactFilters, themesOf } from '../../../common/fact-filters.js'
import { type Coordinates, GEO, KM_PER_DEGREE } from '../../../common/geo.js'
import type { AttendanceMode } from '../../../common/hackathon-fields.js'
import type { HackathonListSortKey, SortOrder } from '../../../common/hackathon-list.js'
import { HACKATHON_LIST_MESSAGES } from '../../../common/hackathon-list.js'
import type { LinkStatus } from '../../../common/link-watch.js'
import { sameOrigin } from '../../../common/organizers.js'
import { CLOSING_SOON_MS } from '../../../common/registration.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, DuplicateUrlError, InvalidReferenceError, NotFoundError } from '../domain-errors.js'
import type { HackathonChanges } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { type ConstraintViolation, constraintViolation, isForeignKeyOn, onViolation } from '../pg-errors.js'
import {
  type HackathonRow,
  hackathonOrganizers,
  hackathons,
  organizerInvitations,
  series,
  suggestions,
  users,
} from '../schema.js'
import { cachedCount } from './count-cache.js'
import { appendRevision, type RevisionOrigin } from './revision-log.js'

export type NewHackathon = Omit<typeof hackathons.$inferInsert, 'urlKey'>

/** Hackathons placed within `radiusKm` (great-circle) of a point. */
export interface Near extends Coordinates {
  radiusKm: number
}

export interface HackathonFilters {
  skip: number
  limit: number
  /** `distance` only with `near`. */
  sortBy: HackathonListSortKey
  sortOrder: SortOrder
  seriesId?: string
  status?: 'upcoming' | 'past'
  q?: string
  attendanceMode?: AttendanceMode
  /** Only hackathons whose site the link watch found in this state (the management table). */
  linkStatus?: LinkStatus
  /** Only hackathons that start at or after this instant. */
  startFrom?: Date
  /** Only hackathons that start at or before this instant. */
  startTo?: Date
  near?: Near
  /** Only hackathons with coordinates. */
  placed?: boolean
  /** Themes, registration, eligibility, cost, travel, level, language and prizes. */
  facts?: FactFilters
  now?: Date
}

/** A listed hackathon that a new one may repeat. */
export interface PossibleDuplicate {
  id: string
  name: string
  url: string
  startDate: Date
  endDate: Date
}

const SORT_COLUMNS = {
  name: hackathons.name,
  start_date: hackathons.startDate,
  end_date: hackathons.endDate,
  location: hackathons.location,
} as const

/**
 * Each hackathon with the name of its series, so a card never needs the series list, and whether
 * organisers keep it (read through the organisers' primary key, which leads with the hackathon).
 * Only an active account counts: a deactivated organiser vouches for nothing, and reactivated, does
 * again. A change of an organiser's `is_active` notifies listing_changes (a trigger on users), so
 * the answers kept for visitors are dropped as for any other change of what they show.
 */
export const withSeries = {
  ...getTableColumns(hackathons),
  seriesName: series.name,
  verifiedOrganizer: sql<boolean>`exists (select 1 from ${hackathonOrganizers} join ${users} on ${users.id} = ${hackathonOrganizers.userId} where ${hackathonOrganizers.hackathonId} = ${hackathons.id} and ${users.isActive})`,
}
export type HackathonWithSeries = typeof hackathons.$inferSelect & {
  seriesName: string | null
  verifiedOrganizer: boolean
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Status is decided by the end date: upcoming = not yet ended (`end_date >= now`), past = ended.
 * Each status also gets a redundant bound on start_date, so a scan of the start-date index (the
 * feeds' order) starts near now instead of walking every past hackathon:
 * - past: ended implies started (end >= start), so `start_date < now`;
 * - upcoming: a hackathon that has not ended started at most `longest duration` ago; the longest
 *   duration is read from the top of hackathons_duration_idx. One day of margin keeps the bound safe
 *   when interval arithmetic in the session's zone crosses a daylight-saving change.
 */
function statusCondition(status: HackathonFilters['status'], now: Date, scanBounds: boolean): SQL | undefined {
  if (status === 'past') return and(lt(hackathons.endDate, now), scanBounds ? lt(hackathons.startDate, now) : undefined)
  if (status !== 'upcoming') return undefined
  if (!scanBounds) return gte(hackathons.endDate, now)
  const longest = sql`(select max(${hackathons.endDate} - ${hackathons.startDate}) from ${hackathons})`
  return and(
    gte(hackathons.endDate, now),
    sql`${hackathons.startDate} >= ${now.toISOString()}::timestamptz - coalesce(${longest}, interval '0') - interval '1 day'`,
  )
}

const degrees = (radians: number) => (radians * 180) / Math.PI

/**
 * The great-circle distance in km from `near` (haversine; `least(1, ...)` keeps rounding from
 * taking asin out of its domain for antipodal points).
 */
export function distanceKm(near: Coordinates): SQL<number> {
  const lat = hackathons.latitude
  const lon = hackathons.longitude
  return sql<number>`(${2 * GEO.earthRadiusKm}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${near.latitude}::float8) / 2), 2)
    + cos(radians(${near.latitude}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lon} - ${near.longitude}::float8) / 2), 2)))))`
}

/**
 * A box around the circle of `near` that hackathons_coordinates_idx can answer, so the exact
 * distance is computed only for the rows inside it:
 * - latitude: the radius in degrees either way, clamped at the poles;
 * - longitude: the widest the circle gets, asin(sin(r) / cos(lat)) (the meridians converge, so it
 *   is wider than the latitude band away from the equator). When the circle holds a pole, every
 *   longitude is in it; when the range crosses the antimeridian it is two ranges, one each side.
 */
function boundingBox(near: Near): SQL | undefined {
  const angle = near.radiusKm / GEO.earthRadiusKm
  const band = near.radiusKm / KM_PER_DEGREE
  const south = near.latitude - band
  const north = near.latitude + band
  const latitudes = and(
    gte(hackathons.latitude, Math.max(south, GEO.latitudeMin)),
    lte(hackathons.latitude, Math.min(north, GEO.latitudeMax)),
  )
  if (south <= GEO.latitudeMin || north >= GEO.latitudeMax || angle >= Math.PI / 2) return latitudes
  const spread = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos((near.latitude * Math.PI) / 180))))
  if (spread >= 180) return latitudes
  const west = near.longitude - spread
  const east = near.longitude + spread
  const longitudes =
    west < GEO.longitudeMin
      ? or(gte(hackathons.longitude, west + 360), lte(hackathons.longitude, east))
      : east > GEO.longitudeMax
        ? or(gte(hackathons.longitude, west), lte(hackathons.longitude, east - 360))
        : and(gte(hackathons.longitude, west), lte(hackathons.longitude, east))
  return and(latitudes, longitudes)
}

export function nearCondition(near: Near, scanBounds = true): SQL | undefined {
  return and(scanBounds ? boundingBox(near) : undefined, sql`${distanceKm(near)} <= ${near.radiusKm}::float8`)
}

/**
 * Where registration stands, as registrationStatus (common/registration.ts) derives it, in SQL, with
 * the same CLOSING_SOON_MS: closed once the hackathon ended or the deadline passed; opening soon
 * before the opening; closing soon within CLOSING_SOON_MS of the deadline. `open` takes both states
 * that still accept applications.
 */
function registrationCondition(registration: FactFilters['registration'], now: Date): SQL | undefined {
  if (!registration) return undefined
  const { registrationOpensAt: opensAt, registrationDeadline: deadline } = hackathons
  const notClosed = and(gte(hackathons.endDate, now), or(isNull(deadline), gt(deadline, now)))
  if (registration === 'opens_soon') return and(notClosed, gt(opensAt, now))
  const opened = or(isNull(opensAt), lte(opensAt, now))
  if (registration === 'closing_soon') {
    return and(notClosed, opened, lte(deadline, new Date(now.getTime() + CLOSING_SOON_MS)))
  }
  return and(notClosed, opened, or(isNotNull(opensAt), isNotNull(deadline)))
}

/** The rows the fact filters select; each array filter is one the GIN indexes answer. */
function factsCondition(facts: FactFilters | undefined, now: Date): SQL | undefined {
  if (!facts) return undefined
  const themes = themesOf(facts.themes)
  return and(
    themes.length > 0 ? arrayOverlaps(hackathons.themes, themes) : undefined,
    registrationCondition(facts.registration, now),
    facts.eligibility ? arrayOverlaps(hackathons.eligibility, [facts.eligibility, 'everyone']) : undefined,
    facts.age === undefined ? undefined : or(isNull(hackathons.minAge), lte(hackathons.minAge, facts.age)),
    // The flags and the prize are written as the partial indexes' own predicates, so the planner
    // matches them whatever the parameters.
    facts.free ? sql`${hackathons.free}` : undefined,
    facts.travel_support === 'full' ? eq(hackathons.travelSupport, 'full') : undefined,
    facts.travel_support === 'partial' ? inArray(hackathons.travelSupport, ['partial', 'full']) : undefined,
    facts.beginner_friendly ? sql`${hackathons.beginnerFriendly}` : undefined,
    facts.language ? arrayContains(hackathons.languages, [facts.language]) : undefined,
    facts.prizes ? sql`${hackathons.prizeAmount} > 0` : undefined,
  )
}

/** The filters of a list without its paging and order: what an alert follows, too. */
export type HackathonConditions = Omit<HackathonFilters, 'skip' | 'limit' | 'sortBy' | 'sortOrder' | 'now'>

/**
 * The rows a list (or an alert) with these filters selects. `scanBounds: false` leaves out the bounds
 * that only steer an index scan (the start date's by status, the box around a circle): a caller that
 * tests rows it already holds, one filter set after another, saves planning them each time.
 */
export function hackathonsWhere(
  filters: HackathonConditions,
  now: Date,
  { scanBounds = true }: { scanBounds?: boolean } = {},
): SQL | undefined {
  const term = filters.q?.trim()
  const pattern = term ? `%${escapeLike(term)}%` : undefined
  return and(
    filters.seriesId ? eq(hackathons.seriesId, filters.seriesId) : undefined,
    statusCondition(filters.status, now, scanBounds),
    filters.attendanceMode ? eq(hackathons.attendanceMode, filters.attendanceMode) : undefined,
    filters.linkStatus ? eq(hackathons.linkStatus, filters.linkStatus) : undefined,
    filters.startFrom ? gte(hackathons.startDate, filters.startFrom) : undefined,
    filters.startTo ? lte(hackathons.startDate, filters.startTo) : undefined,
    filters.near ? nearCondition(filters.near, scanBounds) : undefined,
    filters.placed ? isNotNull(hackathons.latitude) : undefined,
    factsCondition(filters.facts, now),
    pattern
      ? or(ilike(hackathons.name, pattern), ilike(hackathons.description, pattern), ilike(hackathons.location, pattern))
      : undefined,
  )
}

/** The series named by a write may be deleted between the caller's check and the write itself. */
export const seriesGone = (violation: ConstraintViolation) =>
  isForeignKeyOn(violation, 'series_id') ? new InvalidReferenceError('series_id', MESSAGES.unknownSeries) : undefined

const duplicateColumns = {
  id: hackathons.id,
  name: hackathons.name,
  url: hackathons.url,
  startDate: hackathons.startDate,
  endDate: hackathons.endDate,
}

/** The hackathon other than `exceptId` listed under the same address (by its duplicate key). */
async function findByUrl(db: Database, url: string, exceptId?: string): Promise<PossibleDuplicate | undefined> {
  const [row] = await db
    .select(duplicateColumns)
    .from(hackathons)
    .where(
      and(eq(hackathons.urlKey, sql`hackathon_url_key(${url})`), exceptId ? ne(hackathons.id, exceptId) : undefined),
    )
  return row
}

/** Throws DuplicateUrlError when a hackathon other than `exceptId` is listed under `url`. */
export async function assertUrlFree(db: Database, url: string | null | undefined, exceptId?: string) {
  const existing = url ? await findByUrl(db, url, exceptId) : undefined
  if (existing) throw new DuplicateUrlError(existing.id, HACKATHON_LIST_MESSAGES.alreadyListed)
}

/**
 * Runs a write that may set a hackathon's address `url` (the hackathon `exceptId` keeps its own).
 * Throws DuplicateUrlError when another hackathon is listed under it: found before writing, or, when
 * another request listed it in the meantime, by the unique index (looked up once the failed write,
 * and any transaction around it, is over). `checkFirst: false` leaves the first look-up to the
 * write itself, for one that must check something else before (a review, whether it is still due).
 */
export async function writingUrl<T>(
  db: Database,
  url: string | null | undefined,
  exceptId: string | undefined,
  write: () => Promise<T>,
  { checkFirst = true }: { checkFirst?: boolean } = {},
): Promise<T> {
  if (checkFirst) await assertUrlFree(db, url, exceptId)
  try {
    return await write()
  } catch (error) {
    const violation = constraintViolation(error)
    if (violation?.kind === 'uniqueViolation' && violation.constraint === 'hackathons_url_key_key') {
      await assertUrlFree(db, url, exceptId)
    }
    throw error
  }
}

/**
 * The rules a hackathon's fields keep together (an end after the start, say), judged on the
 * hackathon as it would be after `changes`: throws the domain error to answer when they break.
 * The service that owns the rules passes them in; the write runs them on the row it has locked.
 */
export type HackathonCheck = (changes: HackathonChanges, current: HackathonRow) => void

/**
 * What a stored change (a suggestion approved, a revision reverted) must still satisfy when it is
 * applied, passed in by the service that owns the rules: the repository judges both on the values
 * as they are under its lock.
 */
export interface StoredChangeRules {
  /** Whether the stored API values pass the field table's limits, which may have tightened since. */
  valid: (values: unknown) => boolean
  check: HackathonCheck
}

/**
 * The one place that applies a hackathon's fields: inserts a new hackathon, or sets the changes on an
 * existing one, and appends the revision of the change. Run it inside `writingHackathon`, so the
 * change and its revision commit together; an editor's or organiser's write, an approved suggestion
 * (inside its review's transaction) and a revert all go through it. An existing hackathon is locked
 * first and `check` judges the changes on it as it is then: two edits checked on the row as each
 * read it before could together break a rule (a start moved past an end being moved earlier).
 * Locked, the revision also records the values the change really replaced.
 *
 * A change of the address to another origin (scheme, host or port) ends the listing's
 * verification: its organisers proved control of the old site, not of the new one, so they become
 * plain users again until they claim it anew (the change itself is the revision that records it).
 * Answers the hackathon's id and its revision's (none when no field changed), or undefined when the
 * one to change is gone.
 */
export async function applyHackathon(
  tx: Database,
  write: { values: NewHackathon } | { id: string; changes: HackathonChanges; check: HackathonCheck },
  origin: RevisionOrigin,
): Promise<{ id: string; revisionId: string | undefined } | undefined> {
  if ('values' in write) {
    const [created] = await tx.insert(hackathons).values(write.values).returning()
    return created && { id: created.id, revisionId: await appendRevision(tx, undefined, created, origin) }
  }
  const [before] = await tx.select().from(hackathons).where(eq(hackathons.id, write.id)).for('no key update')
  if (!before) return undefined
  write.check(write.changes, before)
  const [after] = await tx.update(hackathons).set(write.changes).where(eq(hackathons.id, write.id)).returning()
  if (!after) return undefined
  if (!sameOrigin(before.url, after.url)) {
    await tx.delete(hackathonOrganizers).where(eq(hackathonOrganizers.hackathonId, after.id))
    // An invitation still open would make its invitee an organiser of a site nobody has proved.
    await tx.delete(organizerInvitations).where(eq(organizerInvitations.hackathonId, after.id))
  }
  return { id: after.id, revisionId: await appendRevision(tx, before, after, origin) }
}

/**
 * Runs a transaction that writes hackathons' fields (through `applyHackathon`), turning the
 * database's refusals into domain errors for every write path alike: `translate` names what is the
 * path's own (a deleted series, a taken address), and a broken check constraint is a conflict with
 * the hackathon as it is (409), never a failure of the server. The rules are checked under the lock
 * before, so this only answers a rule the check does not say in words.
 */
export function writingHackathon<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  translate: (violation: ConstraintViolation) => Error | undefined = () => undefined,
): Promise<T> {
  return onViolation(
    () => db.transaction((tx) => work(tx as unknown as Database)),
    (violation) =>
      translate(violation) ??
      (violation.kind === 'checkViolation' ? new ConflictError(MESSAGES.hackathonRulesBroken) : undefined),
  )
}

/**
 * Which lists take their count from the count cache (count-cache.ts): the unsearched ones, whose
 * filters are few enough to be worth keeping. A search, a date range or a fact filter is counted on
 * every request.
 */
const isCachedCount = (filters: HackathonFilters) =>
  !filters.q?.trim() &&
  !filters.startFrom &&
  !filters.startTo &&
  !filters.near &&
  !filters.placed &&
  !filters.linkStatus &&
  !(filters.facts && hasFactFilters(filters.facts))

export function hackathonsRepository(db: Database) {
  const selectWithSeries = () =>
    db.select(withSeries).from(hackathons).leftJoin(series, eq(series.id, hackathons.seriesId))

  async function countWhere(condition: SQL | undefined): Promise<number> {
    const [row] = await db.select({ value: count() }).from(hackathons).where(condition)
    return row?.value ?? 0
  }

  return {
    /**
     * The first instant after `now` at which what a list shows changes by the clock alone: a
     * hackathon ends (it moves from upcoming to past), or a registration opens, comes within
     * CLOSING_SOON_MS of its deadline or closes. Until then a list read at `now` still holds. Each moment is
     * read from the top of an index.
     */
    async nextChangeAfter(now: Date): Promise<Date | undefined> {
      type Moment =
        | typeof hackathons.endDate
        | typeof hackathons.registrationOpensAt
        | typeof hackathons.registrationDeadline
      const first = async (column: Moment, after: Date) => {
        const [row] = await db
          .select({ at: column })
          .from(hackathons)
          .where(gte(column, after))
          .orderBy(asc(column))
          .limit(1)
        return (row?.at as Date | null | undefined) ?? undefined
      }
      const closingSoonFrom = new Date(now.getTime() + CLOSING_SOON_MS)
      const moments = await Promise.all([
        first(hackathons.endDate, now),
        first(hackathons.registrationOpensAt, now),
        first(hackathons.registrationDeadline, now),
        first(hackathons.registrationDeadline, closingSoonFrom).then(
          (deadline) => deadline && new Date(deadline.getTime() - CLOSING_SOON_MS),
        ),
      ])
      return moments
        .filter((moment): moment is Date => moment instanceof Date)
        .sort((a, b) => a.getTime() - b.getTime())[0]
    },

    /** With `near`, each hackathon carries its distance from it in km. */
    async list(
      filters: HackathonFilters,
    ): Promise<{ data: (HackathonWithSeries & { distanceKm?: number })[]; count: number }> {
      const now = filters.now ?? new Date()
      const condition = hackathonsWhere(filters, now)
      const direction = filters.sortOrder === 'desc' ? desc : asc
      const distance = filters.near ? distanceKm(filters.near) : undefined
      // Ending on the id makes the order total, so pages never repeat or skip a row. Location sorts
      // put blanks last either way (`id ... nulls last` matches hackathons_location_desc_idx; ids
      // are never null, so it changes nothing else).
      const order =
        filters.sortBy === 'distance'
          ? [direction(distance ?? hackathons.id), direction(hackathons.id)]
          : filters.sortBy === 'registration_deadline'
            ? [
                sql`case when ${hackathons.registrationDeadline} > ${now.toISOString()}::timestamptz then ${hackathons.registrationDeadline} end ${sql.raw(filters.sortOrder)} nulls last`,
                direction(hackathons.startDate),
                direction(hackathons.id),
              ]
            : filters.sortBy === 'location'
              ? [
                  sql`${SORT_COLUMNS.location} ${sql.raw(filters.sortOrder)} nulls last`,
                  sql`${hackathons.id} ${sql.raw(filters.sortOrder)} nulls last`,
                ]
              : [direction(SORT_COLUMNS[filters.sortBy]), direction(hackathons.id)]
      const select = distance
        ? db
            .select({ ...withSeries, distanceKm: distance })
            .from(hackathons)
            .leftJoin(series, eq(series.id, hackathons.seriesId))
        : selectWithSeries()
      const [data, total] = await Promise.all([
        select
          .where(condition)
          .orderBy(...order)
          .offset(filters.skip)
          .limit(filters.limit),
        isCachedCount(filters) ? cachedCount(db, filters, now, condition) : countWhere(condition),
      ])
      return { data, count: total }
    },

    /**
     * The most recently added hackathons, newest first (the feeds), through hackathons_created_at_idx;
     * ending on the id keeps the order total when two were added in the same instant.
     */
    async newest(
      limit: number,
      conditions: Pick<HackathonConditions, 'seriesId' | 'facts'> = {},
    ): Promise<HackathonWithSeries[]> {
      return selectWithSeries()
        .where(hackathonsWhere(conditions, new Date()))
        .orderBy(desc(hackathons.createdAt), desc(hackathons.id))
        .limit(limit)
    },

    /** Every hackathon's page and when it last changed, most recently changed first (the sitemap). */
    async pages(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: hackathons.id, updatedAt: hackathons.updatedAt })
        .from(hackathons)
        .orderBy(desc(hackathons.updatedAt), desc(hackathons.id))
        .limit(limit)
    },

    async findMany(ids: string[]): Promise<HackathonWithSeries[]> {
      return ids.length === 0 ? [] : selectWithSeries().where(inArray(hackathons.id, ids))
    },

    async findById(id: string): Promise<HackathonWithSeries | undefined> {
      const [row] = await selectWithSeries().where(eq(hackathons.id, id))
      return row
    },

    /** Throws DuplicateUrlError when a hackathon other than `exceptId` is listed under the address. */
    assertUrlFree: (url: string | null | undefined, exceptId?: string) => assertUrlFree(db, url, exceptId),

    findByUrl: (url: string, exceptId?: string) => findByUrl(db, url, exceptId),

    /**
     * Hackathons whose name is like `name` (trigram similarity, through hackathons_name_trgm_idx)
     * and whose dates overlap `start`..`end`: possibly the same event, listed under another address.
     */
    async similar(name: string, start: Date, end: Date, exceptId?: string): Promise<PossibleDuplicate[]> {
      return db
        .select(duplicateColumns)
        .from(hackathons)
        .where(
          and(
            sql`${hackathons.name} % ${name}`,
            lte(hackathons.startDate, end),
            gte(hackathons.endDate, start),
            exceptId ? ne(hackathons.id, exceptId) : undefined,
          ),
        )
        .orderBy(sql`similarity(${hackathons.name}, ${name}) desc`, asc(hackathons.id))
        .limit(5)
    },

    /**
     * Throws InvalidReferenceError (series_id) when the series does not exist, DuplicateUrlError when
     * the address is listed already (also when another request listed it a moment ago).
     */
    async create(values: NewHackathon, origin: RevisionOrigin): Promise<HackathonWithSeries> {
      const created = await writingUrl(db, values.url, undefined, () =>
        writingHackathon(db, (tx) => applyHackathon(tx, { values }, origin), seriesGone),
      )
      const id = created?.id
      const row = id && (await this.findById(id))
      if (!row) throw new Error('inserted hackathon not found')
      return row
    },

    /**
     * Throws NotFoundError when the hackathon is gone, InvalidReferenceError when its new series is,
     * DuplicateUrlError when its new address is another hackathon's, what `check` throws when the
     * changes break a rule on the hackathon as it is once locked.
     */
    async update(
      id: string,
      changes: HackathonChanges,
      origin: RevisionOrigin,
      check: HackathonCheck,
    ): Promise<HackathonWithSeries> {
      if (Object.keys(changes).length > 0) {
        await writingUrl(db, changes.url, id, () =>
          writingHackathon(db, (tx) => applyHackathon(tx, { id, changes, check }, origin), seriesGone),
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
