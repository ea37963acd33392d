import { sql } from 'drizzle-orm'
import type { FieldChange, RevisionSource } from '../../../common/revisions.js'
import { publicFieldsOf } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { type HackathonRow, hackathonRevisions } from '../schema.js'

/** How a change of a hackathon came about, recorded with it. */
export interface RevisionOrigin {
  source: RevisionSource
  /** Who wrote the values: the editor, or the person whose suggestion was approved; null for none. */
  authorId: string | null
  /** Who approved them, for a suggestion. */
  reviewerId?: string | null
  suggestionId?: string | null
  /** For a revert: the revision whose earlier values it restored. */
  revertedId?: string | null
  /** For an import: the source it came from (null for a CSV upload) and the name it is shown by. */
  sourceId?: string | null
  sourceName?: string | null
}

/**
 * The fields whose values differ between two states of a hackathon, by API name, each with its value
 * before and after as the API shows it; every field of the field table counts, so a new field is
 * recorded without a change here. A new hackathon (`before` undefined) records the fields it sets.
 */
export function fieldChanges(before: HackathonRow | undefined, after: HackathonRow): Record<string, FieldChange> {
  const was: Record<string, unknown> = before ? publicFieldsOf(before) : {}
  const is: Record<string, unknown> = publicFieldsOf(after)
  const changes: Record<string, FieldChange> = {}
  for (const [field, to] of Object.entries(is)) {
    const from = was[field] ?? null
    if (JSON.stringify(from) !== JSON.stringify(to ?? null)) changes[field] = { from, to: to ?? null }
  }
  return changes
}

/**
 * Appends the revision of a change that took `before` to `after`, in the caller's transaction (so it
 * exists exactly when the change does); nothing when no field changed. Its time is the clock's at the
 * insert, not the transaction's start, so revisions written in one transaction keep their order.
 * Answers the revision's id.
 */
export async function appendRevision(
  tx: Database,
  before: HackathonRow | undefined,
  after: HackathonRow,
  origin: RevisionOrigin,
): Promise<string | undefined> {
  const changes = fieldChanges(before, after)
  if (Object.keys(changes).length === 0) return undefined
  const [row] = await tx
    .insert(hackathonRevisions)
    .values({
      hackathonId: after.id,
      source: origin.source,
      authorId: origin.authorId,
      reviewerId: origin.reviewerId ?? null,
      suggestionId: origin.suggestionId ?? null,
      revertedId: origin.revertedId ?? null,
      sourceId: origin.sourceId ?? null,
      sourceName: origin.sourceName ?? null,
      changes,
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: hackathonRevisions.id })
  return row?.id
}
