import { randomUUID } from 'node:crypto'
import { type TSchema, Type } from 'typebox'
import { clearedValue, declarationOf, type HackathonField, SUGGESTIBLE_FIELDS } from '../../common/hackathon-fields.js'
import { SUGGESTION_SOURCES } from '../../common/link-watch.js'
import { NEW_ACCOUNT_HOURS } from '../../common/spam-guard.js'
import type { SuggestedChangesValue } from '../db/hackathon-fields.js'
import type { PossibleDuplicate } from '../db/repositories/hackathons.js'
import type { SuggestionDetail } from '../db/repositories/suggestions.js'
import { SUGGESTION_KINDS, SUGGESTION_STATUSES, type SuggestionKind, type SuggestionStatus } from '../db/schema.js'
import { DateTime, ListOf, Nullable, Paging } from './common.js'
import { readSchema } from './hackathon-fields.js'
import { HackathonPublic, HackathonRef, toHackathonPublic, toHackathonRef } from './hackathons.js'

export const Person = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Nullable(Type.String()),
    email: Type.Optional(
      Type.String({ description: 'Absent where the caller may not see it (a reviewer, to a role-0 user)' }),
    ),
  },
  { title: 'Person' },
)

/** What a role-0 user sees of the reviewer of their suggestion: a display name, never the e-mail. */
export const REVIEWER_LABEL = 'An editor'

/**
 * Each suggestible field as a suggestion shows it: null when it proposes no change, its cleared
 * value ('' or []) when it clears it, else the proposed value.
 */
const suggestedProperties = Object.fromEntries(
  SUGGESTIBLE_FIELDS.map((field) => {
    const { type } = declarationOf(field)
    const shown = readSchema(type)
    const value =
      type.kind === 'choice'
        ? Type.Union([shown, Type.Literal('')], { description: "'' when an update clears it" })
        : shown
    return [field, Nullable(value)]
  }),
) as Record<string, TSchema> as Record<HackathonField, TSchema>

/** A stored suggestion's changes as SuggestionPublic shows them. */
function suggestedFieldsOf(changes: SuggestedChangesValue): Record<HackathonField, unknown> {
  return Object.fromEntries(
    SUGGESTIBLE_FIELDS.map((field) => {
      const value = changes[field]
      if (value === undefined) return [field, null]
      return [field, value === null ? (clearedValue(declarationOf(field).type) ?? null) : value]
    }),
  ) as Record<HackathonField, unknown>
}

export const SuggestionPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: Type.Enum(SUGGESTION_KINDS),
    hackathon_id: Nullable(Type.String({ format: 'uuid' })),
    ...suggestedProperties,
    status: Type.Enum(SUGGESTION_STATUSES),
    source: Type.Enum(SUGGESTION_SOURCES, {
      description:
        'user: sent by a person; link_watch: found by a link check; import: read from a source or a CSV upload',
    }),
    source_id: Nullable(
      Type.String({
        format: 'uuid',
        description: 'For an import: its source, while it exists (null for a CSV upload)',
      }),
    ),
    source_name: Nullable(Type.String({ description: 'For an import: the name of its source ("From {source_name}")' })),
    seen_http_status: Nullable(
      Type.Integer({ description: 'For a link-watch suggestion of a new address: the redirect status its check saw' }),
    ),
    created_at: DateTime,
    submitted_by: Nullable(Person),
    reviewed_by: Nullable(Person),
    reviewed_at: Nullable(DateTime),
    hackathon: Nullable(HackathonPublic),
    hackathon_changed_at: Type.Union([DateTime, Type.Null()], {
      description:
        'For an update: when the hackathon last changed after the suggestion was made (other than by applying it); null when it has not',
    }),
    first_from_account: Type.Boolean({
      description: `Sent by an account younger than ${NEW_ACCOUNT_HOURS} hours or with no approved suggestion yet: the reviewers' "First suggestion from this account"`,
    }),
    possible_duplicates: Type.Array(HackathonRef, {
      description:
        'In the review list and a single read, for a pending suggestion: the listed hackathon under its address, then similar names whose dates overlap (as the form warns its author); empty otherwise',
    }),
  },
  {
    title: 'SuggestionPublic',
    description:
      'A proposed new hackathon (kind new) or edit (kind update, holding only the changed fields, null = unchanged); ' +
      'for an update, `hackathon` is the hackathon as it is now.',
  },
)

export const SuggestionsPublic = ListOf(SuggestionPublic, 'SuggestionsPublic')

const SuggestionFilters = {
  status: Type.Optional(Type.Enum(SUGGESTION_STATUSES)),
  kind: Type.Optional(Type.Enum(SUGGESTION_KINDS)),
  source_id: Type.Optional(
    Type.String({ format: 'uuid', description: 'Only the suggestions imported from this source' }),
  ),
}

export const SuggestionsQuery = Type.Object({ ...Paging, ...SuggestionFilters })

/** The repository's filters of a list or count query. */
export const suggestionFiltersOf = (query: {
  source_id?: string
  status?: SuggestionStatus
  kind?: SuggestionKind
}) => ({
  status: query.status,
  kind: query.kind,
  sourceId: query.source_id,
})

export const SuggestionsCountQuery = Type.Object(SuggestionFilters)

export const SuggestionsCount = Type.Object(
  { count: Type.Integer({ minimum: 0, description: 'How many suggestions match the filters' }) },
  { title: 'SuggestionsCount' },
)

const iso = (date: Date | null) => date?.toISOString() ?? null

export function toSuggestionPublic(row: SuggestionDetail & { possibleDuplicates?: PossibleDuplicate[] }) {
  return {
    id: row.id,
    kind: row.kind,
    hackathon_id: row.hackathonId,
    ...suggestedFieldsOf(row.changes as SuggestedChangesValue),
    status: row.status,
    source: row.source,
    seen_http_status: row.seenHttpStatus,
    source_id: row.sourceId,
    source_name: row.sourceName,
    created_at: row.createdAt.toISOString(),
    submitted_by: row.submittedBy,
    reviewed_by: row.reviewedBy,
    reviewed_at: iso(row.reviewedAt),
    hackathon: row.hackathon ? toHackathonPublic(row.hackathon) : null,
    hackathon_changed_at: iso(row.hackathonChangedAt),
    first_from_account: row.firstFromAccount,
    possible_duplicates: (row.possibleDuplicates ?? []).map(toHackathonRef),
  }
}

/** A suggestion as its submitter sees it in GET /suggestions/mine: the reviewer by display name only. */
export function toOwnSuggestionPublic(row: SuggestionDetail) {
  const suggestion = toSuggestionPublic(row)
  const reviewer = row.reviewedBy
  return {
    ...suggestion,
    reviewed_by: reviewer ? { id: reviewer.id, name: reviewer.name || REVIEWER_LABEL } : null,
  }
}

/**
 * What a role-0 create or edit answers when its honeypot is filled: the suggestion as it would
 * look, its fields from the request, never stored.
 */
export function unsavedSuggestionPublic(
  kind: SuggestionDetail['kind'],
  hackathonId: string | null,
  body: Record<string, unknown>,
  author: { id: string; name: string | null; email: string },
) {
  const changes = Object.fromEntries(
    SUGGESTIBLE_FIELDS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])),
  ) as SuggestedChangesValue
  return toSuggestionPublic({
    id: randomUUID(),
    kind,
    hackathonId,
    changes,
    status: 'pending',
    source: 'user',
    sourceId: null,
    sourceName: null,
    seenHttpStatus: null,
    submittedById: author.id,
    reviewedById: null,
    reviewedAt: null,
    createdAt: new Date(),
    submittedBy: { id: author.id, name: author.name, email: author.email },
    reviewedBy: null,
    hackathonChangedAt: null,
    hackathon: null,
    firstFromAccount: true,
  })
}
