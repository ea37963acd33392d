import { Type } from 'typebox'
import { LIMITS, PATTERNS } from '../../common/limits.js'
import { PREVIEW_ACTIONS, SOURCE_KINDS, SOURCE_LIMITS, SOURCE_STATUSES, SOURCE_TRUSTS } from '../../common/sources.js'
import { APPROVE_MANY_MAX } from '../../common/suggestions.js'
import type { SourceWithCount } from '../db/repositories/sources.js'
import { DateTime, ListOf, Nullable, Paging } from './common.js'

const name = Type.String({ minLength: 1, maxLength: SOURCE_LIMITS.nameMax, pattern: PATTERNS.name })
const url = Type.String({
  maxLength: SOURCE_LIMITS.urlMax,
  pattern: PATTERNS.webUrl,
  description: 'The calendar (ics) or page (jsonld) to read: http or https',
})
const kind = Type.Enum(SOURCE_KINDS, { description: 'ics: an iCalendar file; jsonld: a page with schema.org Events' })
const trust = Type.Enum(SOURCE_TRUSTS, {
  description: 'review: each new or changed event files a suggestion; publish (role >= 5 only): applied at once',
})
const include = Type.Array(
  Type.String({ minLength: 1, maxLength: SOURCE_LIMITS.includeWordMax, pattern: PATTERNS.singleLine }),
  {
    maxItems: SOURCE_LIMITS.includeMax,
    description: 'When not empty, only events whose name or description holds one of these words, in any case',
  },
)
const defaultTimezone = Type.String({
  maxLength: LIMITS.timezoneMax,
  pattern: PATTERNS.singleLine,
  description: 'The IANA zone of floating times and all-day dates (422 for a zone this server does not know)',
})
const intervalHours = Type.Integer({
  minimum: SOURCE_LIMITS.intervalMinHours,
  maximum: SOURCE_LIMITS.intervalMaxHours,
  description: 'Hours between two runs',
})

export const SourceCreate = Type.Object(
  {
    name,
    kind,
    url,
    series_id: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'Its listings join this series' }))),
    trust: Type.Optional(trust),
    include: Type.Optional(include),
    default_timezone: Type.Optional(defaultTimezone),
    interval_hours: Type.Optional(intervalHours),
  },
  { title: 'SourceCreate' },
)

export const SourceUpdate = Type.Object(
  {
    name: Type.Optional(name),
    kind: Type.Optional(kind),
    url: Type.Optional(url),
    series_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    trust: Type.Optional(trust),
    include: Type.Optional(include),
    default_timezone: Type.Optional(defaultTimezone),
    interval_hours: Type.Optional(intervalHours),
    status: Type.Optional(
      Type.Enum(['active', 'paused'] as const, { description: 'paused: not read until set active again' }),
    ),
  },
  { title: 'SourceUpdate' },
)

export const SourcePreviewRequest = Type.Object(
  {
    kind,
    url,
    include: Type.Optional(include),
    default_timezone: Type.Optional(defaultTimezone),
  },
  { title: 'SourcePreviewRequest' },
)

const Skipped = Type.Object(
  {
    item_id: Type.String(),
    name: Nullable(Type.String()),
    reason: Type.String({ description: 'Why it was not imported' }),
  },
  { title: 'SkippedItem' },
)

const reportProperties = {
  seen: Type.Integer({ minimum: 0, description: 'Items read' }),
  created: Type.Integer({ minimum: 0, description: 'Listings created' }),
  updated: Type.Integer({ minimum: 0, description: 'Listings changed' }),
  suggested: Type.Integer({ minimum: 0, description: 'Suggestions filed for review' }),
  unchanged: Type.Integer({ minimum: 0, description: 'Items that brought nothing new' }),
  skipped: Type.Array(Skipped),
  error: Nullable(Type.String({ description: 'Why the run failed and where it stopped; null for a good run' })),
}

export const SourceRunReport = Type.Object(reportProperties, {
  title: 'SourceRunReport',
  description: 'What a run read and did; a failed run keeps what it committed item by item',
})

export const SourcePreviewItem = Type.Object(
  {
    item_id: Type.String(),
    fields: Type.Record(Type.String(), Type.Unknown(), { description: 'The hackathon fields it gives, by API name' }),
    action: Type.Enum(PREVIEW_ACTIONS),
    hackathon_id: Nullable(Type.String({ format: 'uuid', description: 'The listing it matched' })),
    reason: Nullable(Type.String({ description: 'Why it would be skipped' })),
  },
  { title: 'SourcePreviewItem' },
)

export const SourcePreview = Type.Object(
  { ...reportProperties, items: Type.Array(SourcePreviewItem) },
  { title: 'SourcePreview', description: 'What a run would do, item by item; nothing is stored' },
)

export const SourcePublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    kind,
    url: Type.String(),
    series_id: Nullable(Type.String({ format: 'uuid' })),
    series_name: Nullable(Type.String()),
    trust,
    include: Type.Array(Type.String()),
    default_timezone: Type.String(),
    interval_hours: Type.Integer(),
    status: Type.Enum(SOURCE_STATUSES, {
      description: 'active; paused: not read; failing: its last runs failed (still read on its interval)',
    }),
    last_run_at: Nullable(DateTime),
    last_ok_at: Nullable(DateTime),
    last_error: Nullable(Type.String()),
    last_run: Nullable(SourceRunReport),
    listing_count: Type.Integer({ minimum: 0, description: 'Listings it created or matched' }),
    created_at: DateTime,
    created_by_id: Nullable(Type.String({ format: 'uuid' })),
  },
  { title: 'SourcePublic' },
)

export const SourcesPublic = ListOf(SourcePublic, 'SourcesPublic')

export const SourcesQuery = Type.Object(Paging)

export const CsvImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Boolean({ default: false, description: 'true: report only, store nothing' })),
})

const CsvRowError = Type.Object(
  {
    line: Type.Integer({ minimum: 1, description: "The row's line number in the file (the header is line 1)" }),
    messages: Type.Array(Type.String()),
  },
  { title: 'CsvRowError' },
)

export const CsvImportReport = Type.Object(
  {
    ...reportProperties,
    dry_run: Type.Boolean(),
    invalid: Type.Array(CsvRowError, { description: 'Every invalid row, with what is wrong with it' }),
  },
  { title: 'CsvImportReport' },
)

export const ApproveSuggestions = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: APPROVE_MANY_MAX, uniqueItems: true }),
  },
  { title: 'ApproveSuggestions' },
)

export const ApprovedSuggestions = Type.Object(
  {
    approved: Type.Integer({ minimum: 0 }),
    failed: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), detail: Type.String() }), {
      description: 'Those that could not be approved, each with why; the others were',
    }),
  },
  { title: 'ApprovedSuggestions' },
)

const iso = (date: Date | null) => date?.toISOString() ?? null

export function toSourcePublic(row: SourceWithCount) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    url: row.url,
    series_id: row.seriesId,
    series_name: row.seriesName,
    trust: row.trust,
    include: row.include,
    default_timezone: row.defaultTimezone,
    interval_hours: row.intervalHours,
    status: row.status,
    last_run_at: iso(row.lastRunAt),
    last_ok_at: iso(row.lastOkAt),
    last_error: row.lastError,
    last_run: row.lastRun ?? null,
    listing_count: row.listingCount,
    created_at: row.createdAt.toISOString(),
    created_by_id: row.createdById,
  }
}
