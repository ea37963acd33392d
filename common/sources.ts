/**
 * Sources: calendars (iCalendar) and pages (schema.org JSON-LD) that the site reads again on a
 * schedule, each event becoming a listing through the review queue or at once. Shared by the API
 * (columns, schemas, the runs) and the SPA (labels, form rules, the report).
 */

import { defineTexts } from './i18n/texts.js'

/** ics: an iCalendar file (RFC 5545); jsonld: an HTML page whose JSON-LD holds schema.org Events. */
export const SOURCE_KINDS = ['ics', 'jsonld'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** review: each new or changed event files a suggestion; publish: applied at once (set by a moderator). */
export const SOURCE_TRUSTS = ['review', 'publish'] as const
export type SourceTrust = (typeof SOURCE_TRUSTS)[number]

/** active: read on its interval; paused: not read until resumed; failing: its last runs failed (still read). */
export const SOURCE_STATUSES = ['active', 'paused', 'failing'] as const
export type SourceStatus = (typeof SOURCE_STATUSES)[number]

export const SOURCE_LIMITS = {
  nameMax: 255,
  urlMax: 500,
  /** Words of `include`, each at most includeWordMax characters. */
  includeMax: 10,
  includeWordMax: 100,
  intervalMinHours: 1,
  intervalMaxHours: 168,
  intervalDefaultHours: 6,
  /** The longest body a source may answer. */
  maxBytes: 5 * 1024 * 1024,
  /** How long a request to a source may take, redirects and body included. */
  timeoutMs: 20_000,
  /** Failed runs in a row that make a source `failing` (and mail its creator once). */
  failuresToFailing: 3,
  /** The CSV file of POST /sources/csv. */
  csvMaxBytes: 2 * 1024 * 1024,
  /** Longest item id kept (an iCalendar UID with its RECURRENCE-ID, a JSON-LD @id). */
  itemIdMax: 1000,
} as const

/** The least trigram similarity of two names that, with overlapping dates, makes them one event. */
export const SOURCE_NAME_SIMILARITY = 0.6

/**
 * Why an item of a source is not imported: stored in each run's report as it is written, so these
 * stay the server's English (a translation would need the report to keep a code instead).
 */
export const SKIP_REASONS = {
  noWebAddress: 'no web address',
  recurring: 'recurring',
  cancelled: 'cancelled',
  noName: 'no name',
  noStart: 'no start date',
  endBeforeStart: 'ends before it starts',
  notIncluded: 'none of the include words',
  badZone: 'unknown time zone',
  invalid: 'invalid fields',
  rejected: 'rejected by an editor',
  pending: 'already waiting for review',
  duplicateInSource: 'listed twice in the source',
} as const
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS]

/** What a run did (or a preview would do) with one item. */
export const PREVIEW_ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const
export type PreviewAction = (typeof PREVIEW_ACTIONS)[number]

export interface SkippedItem {
  item_id: string
  name: string | null
  reason: string
}

/** The report of a run: what it read, and what it did with each item. */
export interface RunReport {
  seen: number
  /** Listings created (publish). */
  created: number
  /** Listings changed (publish). */
  updated: number
  /** Suggestions filed (review). */
  suggested: number
  unchanged: number
  skipped: SkippedItem[]
  /** Why the run failed, and where it stopped; null for a good run. */
  error: string | null
}

/** One item of a preview, as it would be listed. */
export interface PreviewItem {
  item_id: string
  /** The hackathon fields it gives, by API name. */
  fields: Record<string, unknown>
  action: PreviewAction
  /** The listing it matched, or null. */
  hackathon_id: string | null
  reason: string | null
}

export interface PreviewReport extends RunReport {
  items: PreviewItem[]
}

/** The name suggestions and revisions carry for a CSV upload, which has no source of its own: stored, as a source's name is. */
export const CSV_SOURCE_NAME = 'CSV import'

/** Each kind, status and trust as the screens name them. */
export const SOURCE_KIND_LABELS = defineTexts('sourceKinds', {
  /** The calendar file format's name. */
  ics: 'iCalendar',
  /** A page whose schema.org data (JSON-LD, a format's name) lists events. */
  jsonld: 'Web page (JSON-LD)',
} satisfies Record<SourceKind, string>)
export const SOURCE_STATUS_LABELS = defineTexts('sourceStatuses', {
  active: 'Active',
  paused: 'Paused',
  /** Its last runs failed; it is still read. */
  failing: 'Failing',
} satisfies Record<SourceStatus, string>)
export const SOURCE_TRUST_LABELS = defineTexts('sourceTrusts', {
  review: 'Review each change',
  publish: 'Publish at once',
} satisfies Record<SourceTrust, string>)
