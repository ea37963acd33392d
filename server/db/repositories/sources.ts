import { randomUUID } from 'node:crypto'
import { and, count, eq, getTableColumns, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { type RunReport, SOURCE_LIMITS, SOURCE_NAME_SIMILARITY, type SourceStatus } from '../../../common/sources.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, InvalidReferenceError, NotFoundError } from '../domain-errors.js'
import type { HackathonChanges, SuggestedChangesValue } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { constraintViolation, isForeignKeyOn, onViolation } from '../pg-errors.js'
import { at, rowsOf } from '../raw-sql.js'
import {
  type HackathonRow,
  hackathons,
  type SourceItemRow,
  type SourceRow,
  type SuggestionKind,
  series,
  sourceItems,
  sources,
  suggestions,
} from '../schema.js'
import {
  applyHackathon,
  assertUrlFree,
  type HackathonCheck,
  type NewHackathon,
  seriesGone,
  writingHackathon,
} from './hackathons.js'
import type { RevisionOrigin } from './revision-log.js'

/** A source with its series' name and how many listings it created or matched. */
export type SourceWithCount = SourceRow & { seriesName: string | null; listingCount: number }

export type NewSource = Omit<typeof sources.$inferInsert, 'id' | 'createdAt'>
export type SourceChanges = Partial<
  Pick<
    NewSource,
    'name' | 'kind' | 'url' | 'seriesId' | 'trust' | 'include' | 'defaultTimezone' | 'intervalHours' | 'status'
  >
>

/** What the pipeline knows of an item from earlier runs, with its pending or rejected suggestion's state. */
export type KnownItem = SourceItemRow & { suggestionStatus: string | null }

/** Who an import is by: its source (null for a CSV upload) and the name suggestions and revisions show. */
export interface ImportOrigin {
  sourceId: string | null
  sourceName: string
  /** The account the suggestions are filed by (the source's creator, the uploader); null for none. */
  actorId: string | null
}

/** An item's identity and content, recorded with whatever its import wrote: its listing, its suggestion. */
export interface ItemRecord {
  itemId: string
  contentHash: string
  hackathonId: string | null
  suggestionId: string | null
}

const urlTaken = (violation: { kind: string; constraint: string }) =>
  violation.kind === 'uniqueViolation' && violation.constraint === 'sources_url_key'
    ? new ConflictError(MESSAGES.sourceUrlTaken)
    : isForeignKeyOn(violation as never, 'series_id')
      ? new InvalidReferenceError('series_id', MESSAGES.unknownSeries)
      : undefined

/** Due: active or failing, its interval passed since its last run, not held by a run under way. */
const dueCondition = (now: Date): SQL =>
  sql`${sources.status} in ('active', 'failing')
    and (${sources.claimedUntil} is null or ${sources.claimedUntil} <= ${at(now)})
    and (${sources.lastRunAt} is null or ${sources.lastRunAt} + make_interval(hours => ${sources.intervalHours}) <= ${at(now)})`

/**
 * An item to match to a listing: the listing it became on an earlier run (`knownId`, when there is
 * one), its address, its name and its dates.
 */
export interface ListingProbe {
  knownId: string | null
  url: string
  name: string
  start: Date
  end: Date
}

/** The listing an item is, and whether it is the one it became before (else found by address or name). */
export interface ListingMatch {
  listing: HackathonRow
  byIdentity: boolean
}

/** A listing to create or change at once, as `applyHackathon` takes it. */
export type ListingWrite = { values: NewHackathon } | { id: string; changes: HackathonChanges; check: HackathonCheck }

/** An item filed for review: a new pending suggestion, or its earlier one still pending (`pendingId`) amended. */
export interface ItemProposal {
  kind: SuggestionKind
  hackathonId: string | null
  changes: SuggestedChangesValue
  pendingId: string | null
}

const probeColumn = <T>(probes: readonly ListingProbe[], pick: (probe: ListingProbe) => T) =>
  sql.param(probes.map(pick))

/**
 * The statement that matches a batch of items to listings, exported so that the bench shows its
 * plan. For each probe, in order (`ord` from 1): the listing it became before, if it is still
 * listed; else the one under its normalised address (hackathon_url_key, through the unique index);
 * else the one whose name is closest, at a trigram similarity (pg_trgm) of at least
 * SOURCE_NAME_SIMILARITY, among those whose dates overlap the item's. Each look-up is a lateral
 * subquery, so it runs once per probe through its index, and only when the one before found nothing.
 *
 * The overlap bounds the start date from both sides (a hackathon that has not ended by the item's
 * start started at most the longest duration before it, read once from the top of
 * hackathons_duration_idx), so the start-date index reads the few days around the item and
 * similarity is computed for those rows only. The trigram index is left out on purpose: names of a
 * directory share most trigrams ("hackathon"), and its scan for a name that is nowhere reads a large
 * part of the table. The end is compared through `greatest` for the same reason: half the table
 * ends after any start, and scanning the end-date index for it costs more than checking the few
 * rows the start bounds.
 */
export function matchingQuery(probes: readonly ListingProbe[]): SQL {
  const similarity = sql`similarity(${hackathons.name}, probe.name)`
  return sql`
    select probe.ord::int as ord, coalesce(known.id, by_url.id, by_name.id) as id, known.id is not null as by_identity
    from unnest(
      ${probeColumn(probes, (probe) => probe.knownId)}::uuid[],
      ${probeColumn(probes, (probe) => probe.url)}::text[],
      ${probeColumn(probes, (probe) => probe.name)}::text[],
      ${probeColumn(probes, (probe) => probe.start.toISOString())}::timestamptz[],
      ${probeColumn(probes, (probe) => probe.end.toISOString())}::timestamptz[]
    ) with ordinality as probe(known_id, url, name, start_date, end_date, ord)
    cross join (
      select coalesce(max(${hackathons.endDate} - ${hackathons.startDate}), interval '0') + interval '1 day' as span
      from ${hackathons}
    ) longest
    left join lateral (
      select ${hackathons.id} as id from ${hackathons} where ${hackathons.id} = probe.known_id
    ) known on true
    left join lateral (
      select ${hackathons.id} as id from ${hackathons}
      where known.id is null and ${hackathons.urlKey} = hackathon_url_key(probe.url)
    ) by_url on true
    left join lateral (
      select ${hackathons.id} as id from ${hackathons}
      where known.id is null and by_url.id is null
        and ${hackathons.startDate} <= probe.end_date
        and ${hackathons.startDate} >= probe.start_date - longest.span
        and greatest(${hackathons.endDate}, ${hackathons.startDate}) >= probe.start_date
        and ${similarity} >= ${SOURCE_NAME_SIMILARITY}
      order by ${similarity} desc, ${hackathons.id}
      limit 1
    ) by_name on true
    order by probe.ord`
}

/**
 * The look-ups and writes of an import, on `tx` (a chunk's transaction, or the database for a
 * look-up alone). `onWrite` hears the address each listing write may set, so that a unique
 * violation can be answered with the listing that holds it.
 */
function importWork(tx: Database, onWrite: (url: string | undefined, exceptId: string | undefined) => void) {
  return {
    /** What earlier runs recorded of these items of a source, by item id. */
    async knownItems(sourceId: string, itemIds: readonly string[]): Promise<Map<string, KnownItem>> {
      if (itemIds.length === 0) return new Map()
      const rows = await tx
        .select({ ...getTableColumns(sourceItems), suggestionStatus: suggestions.status })
        .from(sourceItems)
        .leftJoin(suggestions, eq(suggestions.id, sourceItems.suggestionId))
        .where(and(eq(sourceItems.sourceId, sourceId), inArray(sourceItems.itemId, [...itemIds])))
      return new Map(rows.map((row) => [row.itemId, row]))
    },

    /** The listing each probe is (see `matchingQuery`), in the probes' order; undefined for none. */
    async matchListings(probes: readonly ListingProbe[]): Promise<(ListingMatch | undefined)[]> {
      if (probes.length === 0) return []
      const matches = rowsOf<{ ord: number; id: string | null; by_identity: boolean }>(
        await tx.execute(matchingQuery(probes)),
      )
      const ids = [...new Set(matches.flatMap((match) => (match.id ? [match.id] : [])))]
      const rows = ids.length > 0 ? await tx.select().from(hackathons).where(inArray(hackathons.id, ids)) : []
      const byId = new Map(rows.map((row) => [row.id, row]))
      const found: (ListingMatch | undefined)[] = probes.map(() => undefined)
      for (const match of matches) {
        const listing = match.id ? byId.get(match.id) : undefined
        if (listing) found[match.ord - 1] = { listing, byIdentity: match.by_identity }
      }
      return found
    },

    /**
     * Pairs of probes (by index, the later first) that one could match the other's listing: the same
     * normalised address, or near names with overlapping dates, judged as `matchingQuery` judges a
     * listing. A batch matched at once cannot see the listings its own earlier items write; these
     * pairs say which later items must look again once an earlier one has written.
     */
    async nearPairs(probes: readonly ListingProbe[]): Promise<[later: number, earlier: number][]> {
      if (probes.length < 2) return []
      const rows = rowsOf<{ later: number; earlier: number }>(
        await tx.execute(sql`
          with probe as materialized (
            select ord, hackathon_url_key(url) as url_key, name, start_date, end_date
            from unnest(
              ${probeColumn(probes, (probe) => probe.url)}::text[],
              ${probeColumn(probes, (probe) => probe.name)}::text[],
              ${probeColumn(probes, (probe) => probe.start.toISOString())}::timestamptz[],
              ${probeColumn(probes, (probe) => probe.end.toISOString())}::timestamptz[]
            ) with ordinality as probe(url, name, start_date, end_date, ord)
          )
          select later.ord::int as later, earlier.ord::int as earlier
          from probe later join probe earlier on earlier.ord < later.ord
          where earlier.url_key = later.url_key
            or (earlier.start_date <= later.end_date
              and greatest(earlier.end_date, earlier.start_date) >= later.start_date
              and similarity(earlier.name, later.name) >= ${SOURCE_NAME_SIMILARITY})`),
      )
      return rows.map((row) => [row.later - 1, row.earlier - 1])
    },

    /**
     * Applies an item at once (a publishing source, a moderator's upload): creates its listing or
     * changes the matched one, with a revision naming the source. Answers the listing's id; throws
     * NotFoundError when the matched listing is gone, and what `check` throws.
     */
    async publish(write: ListingWrite, origin: ImportOrigin): Promise<string> {
      const revision: RevisionOrigin = {
        source: 'import',
        authorId: null,
        sourceId: origin.sourceId,
        sourceName: origin.sourceName,
      }
      if ('values' in write) onWrite(write.values.url, undefined)
      else onWrite(write.changes.url, write.id)
      const applied = await applyHackathon(tx, write, revision)
      if (!applied) throw new NotFoundError(MESSAGES.hackathonNotFound)
      return applied.id
    },

    /**
     * Files items for review, as pending suggestions (`source: import`, naming the source): an item
     * whose earlier suggestion is still pending amends it instead. Answers each one's suggestion id,
     * in order. The new ones are stamped a microsecond apart in the items' order, so that lists by
     * creation show them as the source gives them, as when each was filed on its own.
     */
    async fileSuggestions(proposals: readonly ItemProposal[], origin: ImportOrigin): Promise<string[]> {
      const ids: string[] = []
      const created: PgInsertValue<typeof suggestions>[] = []
      for (const [index, proposal] of proposals.entries()) {
        const [amended] = proposal.pendingId
          ? await tx
              .update(suggestions)
              .set({ changes: proposal.changes })
              .where(and(eq(suggestions.id, proposal.pendingId), eq(suggestions.status, 'pending')))
              .returning({ id: suggestions.id })
          : []
        const id = amended?.id ?? randomUUID()
        ids.push(id)
        if (amended) continue
        created.push({
          id,
          kind: proposal.kind,
          hackathonId: proposal.hackathonId,
          changes: proposal.changes,
          status: 'pending',
          source: 'import',
          sourceId: origin.sourceId,
          sourceName: origin.sourceName,
          submittedById: origin.actorId,
          createdAt: sql`statement_timestamp() + make_interval(secs => ${index / 1_000_000})`,
        })
      }
      if (created.length > 0) await tx.insert(suggestions).values(created)
      return ids
    },

    /** Records items' identities and hashes, and the listings and suggestions they are tied to. */
    async saveItems(sourceId: string, items: readonly ItemRecord[], now: Date): Promise<void> {
      if (items.length === 0) return
      await tx
        .insert(sourceItems)
        .values(items.map((item) => ({ sourceId, ...item, seenAt: now })))
        .onConflictDoUpdate({
          target: [sourceItems.sourceId, sourceItems.itemId],
          set: {
            contentHash: sql`excluded.content_hash`,
            // An item filed as new keeps the listing an earlier run tied it to.
            hackathonId: sql`coalesce(excluded.hackathon_id, ${sourceItems.hackathonId})`,
            suggestionId: sql`excluded.suggestion_id`,
            seenAt: sql`excluded.seen_at`,
          },
        })
    },
  }
}

export type ImportWork = ReturnType<typeof importWork>

export function sourcesRepository(db: Database) {
  const listingCount =
    sql<number>`(select count(*) from ${sourceItems} where ${sourceItems.sourceId} = ${sources.id} and ${sourceItems.hackathonId} is not null)`.mapWith(
      Number,
    )
  const selectWithCount = () =>
    db
      .select({ ...getTableColumns(sources), seriesName: series.name, listingCount })
      .from(sources)
      .leftJoin(series, eq(series.id, sources.seriesId))

  return {
    async list(skip: number, limit: number): Promise<{ data: SourceWithCount[]; count: number }> {
      const [data, [total]] = await Promise.all([
        selectWithCount().orderBy(sources.name, sources.id).offset(skip).limit(limit),
        db.select({ value: count() }).from(sources),
      ])
      return { data, count: total?.value ?? 0 }
    },

    async findById(id: string): Promise<SourceWithCount | undefined> {
      const [row] = await selectWithCount().where(eq(sources.id, id))
      return row
    },

    /** The source of this address (compared as listings' addresses are), if any. */
    async findByUrl(url: string): Promise<SourceWithCount | undefined> {
      const [row] = await selectWithCount().where(sql`hackathon_url_key(${sources.url}) = hackathon_url_key(${url})`)
      return row
    },

    /** Throws ConflictError when the address is a source already, InvalidReferenceError for a missing series. */
    async create(values: NewSource): Promise<SourceWithCount> {
      const [created] = await onViolation(
        () => db.insert(sources).values(values).returning({ id: sources.id }),
        urlTaken,
      )
      const row = created && (await this.findById(created.id))
      if (!row) throw new Error('inserted source not found')
      return row
    },

    /** Throws NotFoundError, ConflictError (address taken), InvalidReferenceError (series). */
    async update(id: string, changes: SourceChanges): Promise<SourceWithCount> {
      if (Object.keys(changes).length > 0) {
        // A source set active again starts afresh: its failures are forgotten.
        const reset = changes.status === 'active' ? { failures: 0 } : {}
        await onViolation(
          () =>
            db
              .update(sources)
              .set({ ...changes, ...reset })
              .where(eq(sources.id, id)),
          urlTaken,
        )
      }
      const row = await this.findById(id)
      if (!row) throw new NotFoundError(MESSAGES.sourceNotFound)
      return row
    },

    /** Deletes the source and its items' identities; its listings and suggestions stay. */
    async remove(id: string): Promise<void> {
      const deleted = await db.delete(sources).where(eq(sources.id, id)).returning({ id: sources.id })
      if (deleted.length === 0) throw new NotFoundError(MESSAGES.sourceNotFound)
    },

    /**
     * Claims up to `limit` due sources until `now + claimSeconds`. Rows another transaction is
     * claiming are skipped (SKIP LOCKED) and a claimed source is no longer due, so however many
     * processes look at once, each source runs once; a process that dies lets its claim expire.
     */
    async claimDue(now: Date, limit: number, claimSeconds: number): Promise<SourceRow[]> {
      return db.transaction(async (tx) => {
        const due = rowsOf<{ id: string }>(
          await tx.execute(sql`
            select ${sources.id} as id from ${sources}
            where ${dueCondition(now)}
            order by ${sources.lastRunAt} nulls first, ${sources.id}
            limit ${limit}
            for update skip locked`),
        )
        if (due.length === 0) return []
        return tx
          .update(sources)
          .set({ claimedUntil: new Date(now.getTime() + claimSeconds * 1000) })
          .where(
            inArray(
              sources.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
      })
    },

    /**
     * Claims one source for a run on demand, whatever its schedule. Undefined when it is gone;
     * throws ConflictError while another run holds it.
     */
    async claim(id: string, now: Date, claimSeconds: number): Promise<SourceRow | undefined> {
      const [row] = await db
        .update(sources)
        .set({ claimedUntil: new Date(now.getTime() + claimSeconds * 1000) })
        .where(and(eq(sources.id, id), or(sql`${sources.claimedUntil} is null`, lte(sources.claimedUntil, now))))
        .returning()
      if (row) return row
      const [exists] = await db.select({ id: sources.id }).from(sources).where(eq(sources.id, id))
      if (exists) throw new ConflictError(MESSAGES.sourceRunning)
      return undefined
    },

    /**
     * Records the end of a run and releases its claim: a good one (`error` null) resets the failures
     * and makes a failing source active; a failed one counts, and the `failuresToFailing`th in a
     * row makes it failing. Answers whether this run made it failing (so its creator is told once).
     */
    async finishRun(
      id: string,
      run: { report: RunReport; now: Date; etag?: string | null; lastModified?: string | null },
    ): Promise<{ becameFailing: boolean; status: SourceStatus } | undefined> {
      const ok = run.report.error === null
      const [before] = await db.select({ status: sources.status }).from(sources).where(eq(sources.id, id))
      const validators = run.etag !== undefined ? { etag: run.etag, lastModified: run.lastModified ?? null } : {}
      const [after] = await db
        .update(sources)
        .set(
          ok
            ? {
                ...validators,
                lastRun: run.report,
                lastRunAt: run.now,
                lastOkAt: run.now,
                lastError: null,
                failures: 0,
                claimedUntil: null,
                status: sql`case when ${sources.status} = 'failing' then 'active' else ${sources.status} end`,
              }
            : {
                lastRun: run.report,
                lastRunAt: run.now,
                lastError: run.report.error?.slice(0, 1000) ?? null,
                failures: sql`${sources.failures} + 1`,
                claimedUntil: null,
                status: sql`case when ${sources.status} = 'active' and ${sources.failures} + 1 >= ${SOURCE_LIMITS.failuresToFailing} then 'failing' else ${sources.status} end`,
              },
        )
        .where(eq(sources.id, id))
        .returning({ status: sources.status })
      if (!after) return undefined
      return { becameFailing: before?.status !== 'failing' && after.status === 'failing', status: after.status }
    },

    /** Matches items to listings outside any import's transaction (see `matchingQuery`). */
    matchListings(probes: readonly ListingProbe[]): Promise<(ListingMatch | undefined)[]> {
      return importWork(db, () => {}).matchListings(probes)
    },

    /**
     * Runs `work`, the look-ups and writes of a chunk of an import, in one transaction: its listings'
     * changes with their revisions, its suggestions and its items' records commit together or not
     * at all. The commit does not wait for the WAL to reach the disk (`synchronous_commit = off` for
     * it alone): a crash loses at most the last moment's chunks, which the next run, matching by
     * identity, simply imports again. Nothing else relaxes.
     *
     * Refusals become domain errors: DuplicateUrlError when another listing holds an address the
     * chunk writes (looked up once the failed transaction is over), InvalidReferenceError for a
     * series deleted meanwhile, NotFoundError for a listing deleted meanwhile, ConflictError for a
     * broken rule.
     */
    async importChunk<T>(work: (tx: ImportWork) => Promise<T>): Promise<T> {
      let lastAddress: { url: string | undefined; exceptId: string | undefined } | undefined
      const onWrite = (url: string | undefined, exceptId: string | undefined) => {
        lastAddress = { url, exceptId }
      }
      try {
        return await writingHackathon(
          db,
          async (tx) => {
            await tx.execute(sql`set local synchronous_commit = off`)
            return work(importWork(tx, onWrite))
          },
          (violation) =>
            seriesGone(violation) ??
            (isForeignKeyOn(violation, 'hackathon_id') ? new NotFoundError(MESSAGES.hackathonNotFound) : undefined),
        )
      } catch (error) {
        const violation = constraintViolation(error)
        if (violation?.kind === 'uniqueViolation' && violation.constraint === 'hackathons_url_key_key' && lastAddress) {
          await assertUrlFree(db, lastAddress.url, lastAddress.exceptId)
        }
        throw error
      }
    },

    /** The source's pending suggestions, oldest first ("Accept all from this source"). */
    async pendingSuggestionIds(sourceId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: suggestions.id })
        .from(suggestions)
        .where(and(eq(suggestions.sourceId, sourceId), eq(suggestions.status, 'pending')))
        .orderBy(suggestions.createdAt, suggestions.id)
        .limit(limit)
      return rows.map((row) => row.id)
    },
  }
}

export type SourcesRepository = ReturnType<typeof sourcesRepository>
