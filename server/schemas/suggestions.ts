import { Type } from 'typebox'
import { ATTENDANCE_MODES } from '../../common/hackathons.js'
import { SUGGESTION_SOURCES } from '../../common/link-watch.js'
import type { SuggestionDetail } from '../db/repositories/suggestions.js'
import { SUGGESTION_KINDS, SUGGESTION_STATUSES } from '../db/schema.js'
import { DateTime, ListOf, Nullable, Paging } from './common.js'
import { HackathonPublic, toHackathonPublic } from './hackathons.js'

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

export const SuggestionPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: Type.Enum(SUGGESTION_KINDS),
    hackathon_id: Nullable(Type.String({ format: 'uuid' })),
    name: Nullable(Type.String()),
    url: Nullable(Type.String()),
    description: Nullable(Type.String()),
    location: Nullable(Type.String()),
    start_date: Nullable(DateTime),
    end_date: Nullable(DateTime),
    image: Nullable(Type.String()),
    series_id: Nullable(Type.String({ format: 'uuid' })),
    attendance_mode: Nullable(
      Type.Union([Type.Enum(ATTENDANCE_MODES), Type.Literal('')], { description: "'' when an update clears it" }),
    ),
    timezone: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    status: Type.Enum(SUGGESTION_STATUSES),
    source: Type.Enum(SUGGESTION_SOURCES, { description: 'user: sent by a person; link_watch: found by a link check' }),
    seen_http_status: Nullable(
      Type.Integer({ description: 'For a link-watch suggestion of a new address: the redirect status its check saw' }),
    ),
    created_at: DateTime,
    submitted_by: Nullable(Person),
    reviewed_by: Nullable(Person),
    reviewed_at: Nullable(DateTime),
    hackathon: Nullable(HackathonPublic),
  },
  {
    title: 'SuggestionPublic',
    description:
      'A proposed new hackathon (kind new) or edit (kind update, holding only the changed fields, null = unchanged); ' +
      'for an update, `hackathon` is the hackathon as it is now.',
  },
)

export const SuggestionsPublic = ListOf(SuggestionPublic, 'SuggestionsPublic')

export const SuggestionsQuery = Type.Object({
  ...Paging,
  status: Type.Optional(Type.Enum(SUGGESTION_STATUSES)),
  kind: Type.Optional(Type.Enum(SUGGESTION_KINDS)),
})

const iso = (date: Date | null) => date?.toISOString() ?? null

export function toSuggestionPublic(row: SuggestionDetail) {
  return {
    id: row.id,
    kind: row.kind,
    hackathon_id: row.hackathonId,
    name: row.name,
    url: row.url,
    description: row.description,
    location: row.location,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    image: row.image,
    series_id: row.seriesId,
    attendance_mode: row.attendanceMode,
    timezone: row.timezone,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    source: row.source,
    seen_http_status: row.seenHttpStatus,
    created_at: row.createdAt.toISOString(),
    submitted_by: row.submittedBy,
    reviewed_by: row.reviewedBy,
    reviewed_at: iso(row.reviewedAt),
    hackathon: row.hackathon ? toHackathonPublic(row.hackathon) : null,
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
