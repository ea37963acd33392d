import { and, count, eq, getTableColumns, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import { type RunReport, SOURCE_LIMITS, SOURCE_NAME_SIMILARITY, type SourceStatus } from '../../../common/sources.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, InvalidReferenceError, NotFoundError } from '../domain-errors.js'
import type { HackathonChanges, SuggestedChangesValue } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { isForeignKeyOn, onViolation } from '../pg-errors.js'
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
  type HackathonCheck,
  type NewHackathon,
  seriesGone,
  writingHackathon,
  writingUrl,
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

/** An item's identity and content, recorded with whatever its import wrote. */
export interface ItemRecord {
  itemId: string
  contentHash: string
  hackathonId: string | null
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
 * Starts the transaction of one item. Its commit does not wait for the WAL to reach the disk
 * (`synchronous_commit = off` for it alone): a run commits each item on its own, and thousands of
 * flushes would make most of its time, while a crash loses at most the last moment's items, which
 * the next run, matching by identity, simply imports again. Nothing else relaxes.
 */
const itemTransaction = (tx: Database) => tx.execute(sql`set local synchronous_commit = off`)

/** Records an item's identity and hash (and the listing and suggestion it is tied to) in `tx`. */
async function saveItem(
  tx: Database,
  sourceId: string | null,
  item: ItemRecord,
  suggestionId: string | null,
  now: Date,
): Promise<void> {
  if (!sourceId) return
  const values = {
    sourceId,
    itemId: item.itemId,
    contentHash: item.contentHash,
    hackathonId: item.hackathonId,
    suggestionId,
    seenAt: now,
  }
  await tx
    .insert(sourceItems)
    .values(values)
    .onConflictDoUpdate({
      target: [sourceItems.sourceId, sourceItems.itemId],
      set: {
        contentHash: values.contentHash,
        hackathonId: sql`coalesce(${values.hackathonId}::uuid, ${sourceItems.hackathonId})`,
        suggestionId: values.suggestionId,
        seenAt: now,
      },
    })
}

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

    /** What earlier runs recorded of these items of a source, by item id. */
    async knownItems(sourceId: string, itemIds: string[]): Promise<Map<string, KnownItem>> {
      if (itemIds.length === 0) return new Map()
      const rows = await db
        .select({ ...getTableColumns(sourceItems), suggestionStatus: suggestions.status })
        .from(sourceItems)
        .leftJoin(suggestions, eq(suggestions.id, sourceItems.suggestionId))
        .where(and(eq(sourceItems.sourceId, sourceId), inArray(sourceItems.itemId, itemIds)))
      return new Map(rows.map((row) => [row.itemId, row]))
    },

    /** The listed hackathon under this address (compared by hackathon_url_key, through its unique index). */
    async hackathonByUrl(url: string): Promise<HackathonRow | undefined> {
      const [row] = await db
        .select()
        .from(hackathons)
        .where(eq(hackathons.urlKey, sql`hackathon_url_key(${url})`))
      return row
    },

    async hackathonById(id: string): Promise<HackathonRow | undefined> {
      const [row] = await db.select().from(hackathons).where(eq(hackathons.id, id))
      return row
    },

    /**
     * The listed hackathon whose name is closest to `name`, at a trigram similarity (pg_trgm) of at
     * least SOURCE_NAME_SIMILARITY, and whose dates overlap `start`..`end`. The overlap bounds the
     * start date from both sides (a hackathon that has not ended by `start` started at most the
     * longest duration before it, read from the top of hackathons_duration_idx), so the start-date
     * index reads the few days around the item and similarity is computed for those rows only. The
     * trigram index is left out on purpose: names of a directory share most trigrams ("hackathon"),
     * and its scan for a name that is nowhere reads a large part of the table. The end is compared
     * through `greatest` for the same reason: half the table ends after any start, and scanning
     * the end-date index for it costs more than checking the few rows the start bounds.
     */
    async hackathonByName(name: string, start: Date, end: Date): Promise<HackathonRow | undefined> {
      const similarity = sql`similarity(${hackathons.name}, ${name})`
      const [row] = await db
        .select()
        .from(hackathons)
        .where(
          and(
            lte(hackathons.startDate, end),
            sql`${hackathons.startDate} >= ${at(start)} - coalesce((select max(${hackathons.endDate} - ${hackathons.startDate}) from ${hackathons}), interval '0') - interval '1 day'`,
            sql`greatest(${hackathons.endDate}, ${hackathons.startDate}) >= ${at(start)}`,
            sql`${similarity} >= ${SOURCE_NAME_SIMILARITY}`,
          ),
        )
        .orderBy(sql`${similarity} desc`, hackathons.id)
        .limit(1)
      return row
    },

    /** Records an item that brought nothing to write (unchanged, or matching its listing already). */
    async markItem(sourceId: string, item: ItemRecord, suggestionId: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await itemTransaction(tx as unknown as Database)
        await saveItem(tx as unknown as Database, sourceId, item, suggestionId, now)
      })
    },

    /**
     * Applies an item at once (a publishing source, a moderator's upload): creates its listing or
     * changes the matched one, with a revision naming the source, and records the item, all in one
     * transaction. Throws DuplicateUrlError, InvalidReferenceError (series), what `check` throws,
     * NotFoundError when the matched listing is gone.
     */
    async publishItem(
      write: { values: NewHackathon } | { id: string; changes: HackathonChanges; check: HackathonCheck },
      origin: ImportOrigin,
      item: Omit<ItemRecord, 'hackathonId'>,
      now: Date,
    ): Promise<string> {
      const revision: RevisionOrigin = {
        source: 'import',
        authorId: null,
        sourceId: origin.sourceId,
        sourceName: origin.sourceName,
      }
      const url = 'values' in write ? write.values.url : write.changes.url
      const exceptId = 'values' in write ? undefined : write.id
      return writingUrl(db, url, exceptId, () =>
        writingHackathon(
          db,
          async (tx) => {
            await itemTransaction(tx)
            const applied = await applyHackathon(tx, write, revision)
            if (!applied) throw new NotFoundError(MESSAGES.hackathonNotFound)
            await saveItem(tx, origin.sourceId, { ...item, hackathonId: applied.id }, null, now)
            return applied.id
          },
          seriesGone,
        ),
      )
    },

    /**
     * Files an item for review: a new pending suggestion (`source: import`, naming the source), or,
     * when the item's earlier suggestion is still pending, that suggestion with the new changes; and
     * records the item with it, in one transaction. Answers the suggestion's id.
     */
    async suggestItem(
      proposal: { kind: SuggestionKind; hackathonId: string | null; changes: SuggestedChangesValue },
      origin: ImportOrigin,
      item: ItemRecord,
      pendingId: string | null,
      now: Date,
    ): Promise<string> {
      return onViolation(
        () =>
          db.transaction(async (transaction) => {
            const tx = transaction as unknown as Database
            await itemTransaction(tx)
            let id: string | undefined
            if (pendingId) {
              const [amended] = await tx
                .update(suggestions)
                .set({ changes: proposal.changes })
                .where(and(eq(suggestions.id, pendingId), eq(suggestions.status, 'pending')))
                .returning({ id: suggestions.id })
              id = amended?.id
            }
            if (!id) {
              const [created] = await tx
                .insert(suggestions)
                .values({
                  kind: proposal.kind,
                  hackathonId: proposal.hackathonId,
                  changes: proposal.changes,
                  status: 'pending',
                  source: 'import',
                  sourceId: origin.sourceId,
                  sourceName: origin.sourceName,
                  submittedById: origin.actorId,
                })
                .returning({ id: suggestions.id })
              id = created?.id
            }
            if (!id) throw new Error('inserted suggestion not found')
            await saveItem(tx, origin.sourceId, item, id, now)
            return id
          }),
        (violation) =>
          isForeignKeyOn(violation, 'hackathon_id') ? new NotFoundError(MESSAGES.hackathonNotFound) : undefined,
      )
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
