import { createHash } from 'node:crypto'
import Value from 'typebox/value'
import { type HackathonField, SUGGESTIBLE_FIELDS } from '../../../common/hackathon-fields.js'
import { type PreviewAction, type PreviewReport, SKIP_REASONS, type SourceTrust } from '../../../common/sources.js'
import { isTimeZone } from '../../../common/timezones.js'
import { DomainError } from '../../db/domain-errors.js'
import { columnChangesOf, publicFieldsOf, type SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { ImportOrigin, KnownItem } from '../../db/repositories/sources.js'
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
 * The import pipeline, shared by a source's run, its preview and a CSV upload: each item is matched
 * to a listing (the one it was before, else the listed one under its normalised address, else one
 * whose name is similar with overlapping dates), compared with it, and then, unless `dryRun`:
 * - a new item becomes a listing (publish) or a new-hackathon suggestion (review); one already
 *   cancelled is skipped;
 * - a changed item changes its listing by only the fields it gives that differ (publish, with a
 *   revision `import` naming the source) or files one update suggestion (review); an earlier
 *   suggestion of the item still pending is replaced rather than repeated;
 * - an item whose content hash is the one last handled, or the one an editor rejected, is unchanged.
 * Each item commits on its own. A failure of one item (invalid, breaking a rule) is reported as a
 * skip and the run goes on; any other failure stops the run, and the report's `error` says at which
 * item (what was committed before stays). Answers the report with every item's decision.
 */
export async function applyItems(
  deps: ImportDeps,
  context: ImportContext,
  items: readonly ImportItem[],
): Promise<PreviewReport> {
  const { repos } = deps
  const { origin } = context
  const report = emptyReport()
  const known = origin.sourceId
    ? await repos.sources.knownItems(
        origin.sourceId,
        items.map((item) => item.itemId),
      )
    : new Map<string, KnownItem>()
  const handled = new Set<string>()

  const decide = (
    item: ImportItem,
    action: PreviewAction,
    hackathonId: string | null,
    reason: string | null = null,
    fields: SuggestedChangesValue = item.fields,
  ) => {
    report.items.push({ item_id: item.itemId, fields, action, hackathon_id: hackathonId, reason })
    if (action === 'skip')
      report.skipped.push({ item_id: item.itemId, name: item.fields.name ?? null, reason: reason ?? '' })
    if (action === 'unchanged') report.unchanged++
  }

  /** The listing the item is: the one it was before (`byIdentity`), else one found by address or name. */
  async function listingOf(
    item: ImportItem,
    previous: KnownItem | undefined,
  ): Promise<{ listing: HackathonRow; byIdentity: boolean } | undefined> {
    const { name, url, start_date, end_date } = item.fields
    if (previous?.hackathonId) {
      const listing = await repos.sources.hackathonById(previous.hackathonId)
      if (listing) return { listing, byIdentity: true }
    }
    const listing =
      (url ? await repos.sources.hackathonByUrl(url) : undefined) ??
      (name && start_date && end_date
        ? await repos.sources.hackathonByName(name, new Date(start_date), new Date(end_date))
        : undefined)
    return listing && { listing, byIdentity: false }
  }

  async function importOne(item: ImportItem) {
    if (item.skip) return decide(item, 'skip', null, item.skip)
    if (handled.has(item.itemId)) return decide(item, 'skip', null, SKIP_REASONS.duplicateInSource)
    handled.add(item.itemId)
    const problem = problemOf(item.fields)
    if (problem) return decide(item, 'skip', null, problem)
    const hash = contentHashOf(item.fields)
    const previous = known.get(item.itemId)
    const record = { itemId: item.itemId, contentHash: hash }
    // Handled before as it is now, or rejected as it is now: nothing new to say.
    if (previous && (previous.contentHash === hash || previous.rejectedHash === hash)) {
      const pending = previous.suggestionStatus === 'pending'
      return decide(item, 'unchanged', previous.hackathonId, pending ? SKIP_REASONS.pending : null)
    }
    const pendingId = previous?.suggestionStatus === 'pending' ? previous.suggestionId : null
    const found = await listingOf(item, previous)

    if (!found) {
      if (item.fields.cancelled) return decide(item, 'skip', null, SKIP_REASONS.cancelled)
      const fields: SuggestedChangesValue = {
        ...item.fields,
        ...(context.seriesId && !item.fields.series_id ? { series_id: context.seriesId } : {}),
      }
      decide(item, 'create', null, null, fields)
      if (context.dryRun) {
        report[context.trust === 'publish' ? 'created' : 'suggested']++
        return
      }
      if (context.trust === 'publish') {
        const columns = placeChanges(columnChangesOf(fields))
        const { name, url, startDate, endDate } = columns
        if (!name || !url || !startDate || !endDate) throw new Error('a checked item lost a required field')
        await repos.sources.publishItem(
          { values: { ...columns, name, url, startDate, endDate, createdById: origin.actorId } },
          origin,
          record,
          context.now,
        )
        report.created++
      } else {
        await repos.sources.suggestItem(
          { kind: 'new', hackathonId: null, changes: fields },
          origin,
          { ...record, hackathonId: null },
          pendingId,
          context.now,
        )
        report.suggested++
      }
      return
    }

    const { listing, byIdentity } = found
    const changes = differences(item.fields, listing, byIdentity)
    if (Object.keys(changes).length === 0) {
      decide(item, 'unchanged', listing.id)
      if (!context.dryRun && origin.sourceId) {
        await repos.sources.markItem(origin.sourceId, { ...record, hackathonId: listing.id }, pendingId, context.now)
      }
      return
    }
    decide(item, 'update', listing.id, null, changes)
    if (context.dryRun) {
      report[context.trust === 'publish' ? 'updated' : 'suggested']++
      return
    }
    if (context.trust === 'publish') {
      const current = { ...listing, seriesName: null, verifiedOrganizer: false }
      await repos.sources.publishItem(
        { id: listing.id, changes: placeChanges(columnChangesOf(changes), current), check: consistentWhenLocked },
        origin,
        record,
        context.now,
      )
      report.updated++
    } else {
      await repos.sources.suggestItem(
        { kind: 'update', hackathonId: listing.id, changes },
        origin,
        { ...record, hackathonId: listing.id },
        pendingId,
        context.now,
      )
      report.suggested++
    }
  }

  for (const [index, item] of items.entries()) {
    report.seen++
    try {
      await importOne(item)
    } catch (error) {
      if (isItemFailure(error)) {
        // The decision recorded before the write failed is replaced by the skip.
        if (report.items.at(-1)?.item_id === item.itemId) report.items.pop()
        decide(item, 'skip', null, messageOf(error))
        continue
      }
      report.error = `Stopped at item ${index + 1} of ${items.length} (${item.itemId}): ${messageOf(error)}`
      break
    }
  }
  return report
}
