import { Type } from 'typebox'
import { REVISION_SOURCES } from '../../common/revisions.js'
import type { RevertSkipped, RevisionDetail } from '../db/repositories/revisions.js'
import { DateTime, ListOf, Nullable, Paging } from './common.js'

const FieldChange = Type.Object(
  {
    from: Type.Unknown({ description: 'The value before, as the API shows it; null when unset' }),
    to: Type.Unknown({ description: 'The value after; null when cleared' }),
  },
  { title: 'FieldChange' },
)

export const RevisionPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    hackathon_id: Type.String({ format: 'uuid' }),
    created_at: DateTime,
    source: Type.Enum(REVISION_SOURCES, {
      description:
        'create, edit (an editor), suggestion and link_watch (an approved suggestion), organiser, revert (a moderator), import (read from a source or a CSV upload)',
    }),
    source_name: Nullable(Type.String({ description: 'For an import: the name of the source it came from' })),
    author: Nullable(
      Type.String({ description: "The author's display name; null when they have none (never an e-mail)" }),
    ),
    author_id: Nullable(Type.String({ format: 'uuid', description: 'The author, for reverting what they changed' })),
    reverted_id: Nullable(Type.String({ format: 'uuid', description: 'For a revert: the revision it undid' })),
    changes: Type.Record(Type.String(), FieldChange, { description: 'Each changed field by API name' }),
  },
  { title: 'RevisionPublic' },
)

export const RevisionsPublic = ListOf(RevisionPublic, 'RevisionsPublic')

export const RevisionsQuery = Type.Object(Paging)

export const RevertSince = Type.Object(
  { since: DateTime },
  { title: 'RevertSince', description: "Reverts every change of the user's from this instant on" },
)

export const RevertSkippedPublic = Type.Object(
  {
    revision_id: Type.String({ format: 'uuid', description: 'The revision left as it was' }),
    hackathon_id: Type.String({ format: 'uuid' }),
    hackathon_name: Type.String({ description: "The hackathon's name as it is now" }),
    detail: Type.String({ description: 'Why it could not be reverted' }),
  },
  { title: 'RevertSkipped' },
)

export const Reverted = Type.Object(
  {
    reverted: Type.Integer({ description: 'How many revisions were reverted' }),
    skipped: Type.Array(RevertSkippedPublic, {
      description: 'The revisions that could not be reverted, newest first, each with why; the others were reverted',
    }),
  },
  { title: 'Reverted' },
)

export const toRevertSkippedPublic = (row: RevertSkipped) => ({
  revision_id: row.revisionId,
  hackathon_id: row.hackathonId,
  hackathon_name: row.hackathonName,
  detail: row.detail,
})

export function toRevisionPublic(row: RevisionDetail) {
  return {
    id: row.id,
    hackathon_id: row.hackathonId,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    author: row.authorName || null,
    author_id: row.authorId,
    reverted_id: row.revertedId,
    source_name: row.sourceName,
    changes: row.changes,
  }
}
