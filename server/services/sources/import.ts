import { createHash } from 'node:crypto'
import Value from 'typebox/value'
import { type HackathonField, SUGGESTIBLE_FIELDS } from '../../../common/hackathon-fields.js'
import {
  type PreviewAction,
  type PreviewItem,
  type PreviewReport,
  SKIP_REASONS,
  type SourceTrust,
} from '../../../common/sources.js'
import { isTimeZone } from '../../../common/timezones.js'
import { DomainError } from '../../db/domain-errors.js'
import { columnChangesOf, publicFieldsOf, type SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { ImportOrigin, ItemProposal, ItemRecord, KnownItem, ListingProbe } from '../../db/repositories/sources.js'
import type { HackathonRow } from '../../db/schema.js'
import { HttpError } from '../../http-errors.js'
import { SuggestedChanges } from '../../schemas/hackathon-fields.js'
import { assertConsistent, consistentWhenLocked, placeChanges } from '../hackathons/changes.js'

/**
 * One event read from a source, or one row of a CSV upload, mapped to the hackathon fields: the
 * unit the import pipeline (`applyItems`) matches, compares and files or applies.
 */
export interface ImportItem {
  /**
   * Its id in its source, which makes it the same item on every run: an iCalendar UID (with its
   * RECURRENCE-ID), a JSON-LD `@id` or `url`; for a CSV row, anything unique in the file (its line).
   */
  itemId: string
  /**
   * The hackathon fields it gives, by API name with the API's values (instants as ISO 8601);
   * a field it does not give is absent (never null: a source never clears a field).
   */
  fields: SuggestedChangesValue
  /** Set when the item is not to be imported, with why (a SKIP_REASONS text); `fields` may be partial then. */
  skip?: string
}

/** Where a batch of items comes from and what may be done with it. */
export interface ImportContext {
  /** The source (null for a CSV upload), the name suggestions and revisions show, who files them. */
  origin: ImportOrigin
  /** review: file suggestions; publish: apply at once, each change a revision `import`. */
  trust: SourceTrust
  /** The series new listings join (the source's); null for none. */
  seriesId: string | null
  /** A preview or a dry run: every decision is made and reported, nothing is stored. */
  dryRun: boolean
  now: Date
}

export interface ImportDeps {
  repos: Pick<Repositories, 'sources'>
}

const emptyReport = (): PreviewReport => ({
  seen: 0,
  created: 0,
  updated: 0,
  suggested: 0,
  unchanged: 0,
  skipped: [],
  error: null,
  items: [],
})

/** The item's fields in one order, so equal content always hashes the same. */
const contentHashOf = (fields: SuggestedChangesValue) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        Object.keys(fields)
          .sort()
          .map((key) => [key, fields[key as HackathonField]]),
      ),
    )
    .digest('hex')

/**
 * The given fields that differ from the listing's, as an update holds them: never a clearing. The
 * address changes only for the listing the item itself is: a listing found by its address has it,
 * and one found by its name keeps its own (often the organisers', where the source is a directory).
 */
function differences(fields: SuggestedChangesValue, listing: HackathonRow, byIdentity: boolean): SuggestedChangesValue {
  const current: Record<string, unknown> = publicFieldsOf(listing)
  const changed: Record<string, unknown> = {}
  for (const field of SUGGESTIBLE_FIELDS) {
    const value = fields[field]
    if (value === undefined || value === null || (field === 'url' && !byIdentity)) continue
    if (JSON.stringify(value) !== JSON.stringify(current[field] ?? null)) changed[field] = value
  }
  return changed as SuggestedChangesValue
}

/** Why the item cannot be a listing, or undefined when its fields are whole and valid. */
function problemOf(fields: SuggestedChangesValue): string | undefined {
  if (!fields.name) return SKIP_REASONS.noName
  if (!fields.url) return SKIP_REASONS.noWebAddress
  if (!fields.start_date || !fields.end_date) return SKIP_REASONS.noStart
  if (fields.timezone && !isTimeZone(fields.timezone)) return SKIP_REASONS.badZone
  if (!Value.Check(SuggestedChanges, fields)) {
    const [first] = Value.Errors(SuggestedChanges, fields)
    return first
      ? `${SKIP_REASONS.invalid}: ${first.instancePath.replace(/^\//, '') || 'item'} ${first.message}`
      : SKIP_REASONS.invalid
  }
  try {
    assertConsistent(columnChangesOf(fields))
  } catch (error) {
    if (error instanceof HttpError) return error.message
    throw error
  }
  return undefined
}

/** A failure that concerns one item only (a rule it breaks, a listing gone meanwhile): the run goes on. */
const isItemFailure = (error: unknown) =>
  error instanceof DomainError || (error instanceof HttpError && error.statusCode < 500)

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Items matched and written together, in one transaction: a few queries look up a chunk's earlier
 * runs and listings at once, instead of several round trips per item. Small enough that a chunk
 * holds its locks (and PGlite's one connection) only briefly.
 */
export const IMPORT_CHUNK_SIZE = 100

/** An item that passed the checks that need no database, with its place in the batch and its hash. */
interface Entry {
  item: ImportItem
  index: number
  hash: string
}

/** An item's decision for the report, with the item it is about. */
interface Decided {
  item: ImportItem
  decision: PreviewItem
}

const decided = (
  item: ImportItem,
  action: PreviewAction,
  hackathonId: string | null,
  reason: string | null = null,
  fields: SuggestedChangesValue = item.fields,
): Decided => ({ item, decision: { item_id: item.itemId, fields, action, hackathon_id: hackathonId, reason } })

/** The fields an item is matched by; a checked item has them all. */
function probeOf(entry: Entry, knownId: string | null): ListingProbe {
  const { name, url, start_date, end_date } = entry.item.fields
  if (!name || !url || !start_date || !end_date) throw new Error('a checked item lost a required field')
  return { knownId, url, name, start: new Date(start_date), end: new Date(end_date) }
}

/**
 * Matches, compares and (unless a dry run) writes a chunk of items in one transaction (see
 * `applyItems`). A chunk is matched before any of its items is written, so it ends before the first
 * item that an earlier one of it could have changed the match of (a published item writes the
 * listing a later one matched, or one it could match: `nearPairs`); that item starts the next
 * chunk, matched once this one is committed. Answers the decisions by the items' places and how
 * many of the entries it handled (at least one); throws, having written nothing, when any item's
 * write fails.
 */
async function importChunk(
  deps: ImportDeps,
  context: ImportContext,
  entries: readonly Entry[],
): Promise<{ decisions: Map<number, Decided>; handled: number }> {
  const { origin } = context
  const publishing = context.trust === 'publish' && !context.dryRun
  return deps.repos.sources.importChunk(async (tx) => {
    const decisions = new Map<number, Decided>()
    const known = origin.sourceId
      ? await tx.knownItems(
          origin.sourceId,
          entries.map((entry) => entry.item.itemId),
        )
      : new Map<string, KnownItem>()

    // Handled before as it is now, or rejected as it is now: nothing new to say.
    const changed: { entry: Entry; previous: KnownItem | undefined; at: number }[] = []
    for (const [at, entry] of entries.entries()) {
      const previous = known.get(entry.item.itemId)
      if (previous && (previous.contentHash === entry.hash || previous.rejectedHash === entry.hash)) {
        const pending = previous.suggestionStatus === 'pending'
        decisions.set(
          entry.index,
          decided(entry.item, 'unchanged', previous.hackathonId, pending ? SKIP_REASONS.pending : null),
        )
      } else changed.push({ entry, previous, at })
    }

    const probes = changed.map(({ entry, previous }) => probeOf(entry, previous?.hackathonId ?? null))
    const matches = await tx.matchListings(probes)
    // For a published chunk: the earlier items each could change the match of, the items (by
    // position) that wrote a listing, and the listings they wrote.
    const earlierNear = new Map<number, number[]>()
    if (publishing) {
      for (const [later, earlier] of await tx.nearPairs(probes)) {
        earlierNear.set(later, [...(earlierNear.get(later) ?? []), earlier])
      }
    }
    const wrote = new Set<number>()
    const written = new Set<string>()

    const proposals: (ItemProposal & { record: Omit<ItemRecord, 'suggestionId'> })[] = []
    const records: ItemRecord[] = []

    let handled = entries.length
    for (const [position, { entry, previous, at }] of changed.entries()) {
      const { item, hash } = entry
      const decide = (
        action: PreviewAction,
        hackathonId: string | null,
        reason: string | null = null,
        fields: SuggestedChangesValue = item.fields,
      ) => decisions.set(entry.index, decided(item, action, hackathonId, reason, fields))
      const record = { itemId: item.itemId, contentHash: hash }
      const pendingId = previous?.suggestionStatus === 'pending' ? previous.suggestionId : null
      const found = matches[position]
      if (
        (found && written.has(found.listing.id)) ||
        earlierNear.get(position)?.some((earlier) => wrote.has(earlier))
      ) {
        handled = at
        break
      }

      if (!found) {
        if (item.fields.cancelled) {
          decide('skip', null, SKIP_REASONS.cancelled)
          continue
        }
        const fields: SuggestedChangesValue = {
          ...item.fields,
          ...(context.seriesId && !item.fields.series_id ? { series_id: context.seriesId } : {}),
        }
        decide('create', null, null, fields)
        if (context.dryRun) continue
        if (publishing) {
          const columns = placeChanges(columnChangesOf(fields))
          const { name, url, startDate, endDate } = columns
          if (!name || !url || !startDate || !endDate) throw new Error('a checked item lost a required field')
          const id = await tx.publish(
            { values: { ...columns, name, url, startDate, endDate, createdById: origin.actorId } },
            origin,
          )
          wrote.add(position)
          written.add(id)
          records.push({ ...record, hackathonId: id, suggestionId: null })
        } else {
          proposals.push({
            kind: 'new',
            hackathonId: null,
            changes: fields,
            pendingId,
            record: { ...record, hackathonId: null },
          })
        }
        continue
      }

      const { listing, byIdentity } = found
      const changes = differences(item.fields, listing, byIdentity)
      if (Object.keys(changes).length === 0) {
        decide('unchanged', listing.id)
        if (!context.dryRun) records.push({ ...record, hackathonId: listing.id, suggestionId: pendingId })
        continue
      }
      decide('update', listing.id, null, changes)
      if (context.dryRun) continue
      if (publishing) {
        const current = { ...listing, seriesName: null, verifiedOrganizer: false }
        await tx.publish(
          { id: listing.id, changes: placeChanges(columnChangesOf(changes), current), check: consistentWhenLocked },
          origin,
        )
        wrote.add(position)
        written.add(listing.id)
        records.push({ ...record, hackathonId: listing.id, suggestionId: null })
      } else {
        proposals.push({
          kind: 'update',
          hackathonId: listing.id,
          changes,
          pendingId,
          record: { ...record, hackathonId: listing.id },
        })
      }
    }

    if (proposals.length > 0) {
      const ids = await tx.fileSuggestions(proposals, origin)
      for (const [index, proposal] of proposals.entries()) {
        records.push({ ...proposal.record, suggestionId: ids[index] ?? null })
      }
    }
    if (origin.sourceId) await tx.saveItems(origin.sourceId, records, context.now)
    // The items after the end are decided again in the next chunk.
    for (const entry of entries.slice(handled)) decisions.delete(entry.index)
    return { decisions, handled }
  })
}

/**
 * The import pipeline, shared by a source's run, its preview and a CSV upload: each item is matched
 * to a listing (the one it was before, else the listed one under its normalised address, else one
 * whose name is similar with overlapping dates), compared with it, and then, unless `dryRun`:
 * - a new item becomes a listing (publish) or a new-hackathon suggestion (review); one already
 *   cancelled is skipped;
 * - a changed item changes its listing by only the fields it gives that differ (publish, with a
 *   revision `import` naming the source) or files one update suggestion (review); an earlier
 *   suggestion of the item still pending is replaced rather than repeated;
 * - an item whose content hash is the one last handled, or the one an editor rejected, is unchanged.
 * Items are matched and written by chunks of up to IMPORT_CHUNK_SIZE, each chunk in one transaction
 * (see `importChunk`). When a write of a chunk fails, the chunk is undone and done again item by
 * item, each item committing on its own: a failure of one item (invalid, breaking a rule) is then
 * reported as a skip and the run goes on; any other failure stops the run, and the report's `error`
 * says at which item (what was committed before stays). Answers the report with every item's
 * decision.
 */
export async function applyItems(
  deps: ImportDeps,
  context: ImportContext,
  items: readonly ImportItem[],
): Promise<PreviewReport> {
  const decisions: (Decided | undefined)[] = []
  const entries: Entry[] = []
  const handled = new Set<string>()
  for (const [index, item] of items.entries()) {
    const skip = (reason: string) => {
      decisions[index] = decided(item, 'skip', null, reason)
    }
    if (item.skip) skip(item.skip)
    else if (handled.has(item.itemId)) skip(SKIP_REASONS.duplicateInSource)
    else {
      handled.add(item.itemId)
      const problem = problemOf(item.fields)
      if (problem) skip(problem)
      else entries.push({ item, index, hash: contentHashOf(item.fields) })
    }
  }

  let error: string | null = null
  let seen = items.length
  const record = (chunk: Map<number, Decided>) => {
    for (const [index, decision] of chunk) decisions[index] = decision
  }
  let start = 0
  // A chunk cut short re-matches the items after its end; when a source's items keep cutting chunks
  // short (many near one another), smaller chunks waste less of that, and a whole one lets it grow.
  let size = IMPORT_CHUNK_SIZE
  while (start < entries.length && error === null) {
    const chunk = entries.slice(start, start + size)
    if (chunk.length > 1) {
      try {
        const done = await importChunk(deps, context, chunk)
        record(done.decisions)
        start += done.handled
        size = Math.min(IMPORT_CHUNK_SIZE, 2 * (done.handled < chunk.length ? done.handled : size))
        continue
      } catch {
        // A failed write undoes its whole chunk, which is done again item by item below: each item
        // commits on its own there, and the failing one is told apart.
      }
    }
    for (const entry of chunk) {
      try {
        record((await importChunk(deps, context, [entry])).decisions)
      } catch (itemError) {
        if (isItemFailure(itemError)) {
          decisions[entry.index] = decided(entry.item, 'skip', null, messageOf(itemError))
          continue
        }
        error = `Stopped at item ${entry.index + 1} of ${items.length} (${entry.item.itemId}): ${messageOf(itemError)}`
        seen = entry.index + 1
        break
      }
    }
    start += chunk.length
  }

  const report = emptyReport()
  report.seen = seen
  report.error = error
  const publish = context.trust === 'publish'
  for (const done of decisions.slice(0, seen)) {
    if (!done) continue
    const { item, decision } = done
    report.items.push(decision)
    if (decision.action === 'create') report[publish ? 'created' : 'suggested']++
    else if (decision.action === 'update') report[publish ? 'updated' : 'suggested']++
    else if (decision.action === 'unchanged') report.unchanged++
    else report.skipped.push({ item_id: item.itemId, name: item.fields.name ?? null, reason: decision.reason ?? '' })
  }
  return report
}
