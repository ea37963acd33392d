/**
 * Link watch: what the server learns by re-reading each hackathon's site, shared by the API
 * (columns, schemas, the check) and the SPA (status labels, the archive link).
 */

/** unknown: never checked; ok: answered at its last conclusive check; unreachable: failed three times in a row. */
export const LINK_STATUSES = ['unknown', 'ok', 'unreachable'] as const
export type LinkStatus = (typeof LINK_STATUSES)[number]

/**
 * ok: 2xx; not_modified: 304; failed: no answer, 404, 410 or 5xx; blocked: 401, 403, 429 or refused
 * by robots.txt (never evidence that a site is dead); moved: a permanent redirect to another host.
 */
export const LINK_CHECK_OUTCOMES = ['ok', 'not_modified', 'failed', 'blocked', 'moved'] as const
export type LinkCheckOutcome = (typeof LINK_CHECK_OUTCOMES)[number]

/** Who filed a suggestion: a person, the link watch, or a source's run or a CSV upload (common/sources.ts). */
export const SUGGESTION_SOURCES = ['user', 'link_watch', 'import'] as const
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number]

export const LINK_WATCH = {
  /** Failed checks in a row, with no ok between, that make a site unreachable. */
  failuresToUnreachable: 3,
  /** Checks kept per hackathon in the history; older ones are deleted as new ones are written. */
  historyPerHackathon: 20,
  /** A host's robots.txt is fetched at most once in this many hours. */
  robotsTtlHours: 24,
  /** Longest robots.txt read; the rest is ignored, as crawlers do. */
  robotsMaxBytes: 500 * 1024,
  /** Default spacing of two requests to one host, in seconds (LINK_WATCH_HOST_DELAY_S). */
  hostDelaySeconds: 10,
  /** Default checks in flight at once in one process (LINK_WATCH_CONCURRENCY). */
  concurrency: 16,
  /** Cadence in days: in the days before the start, for other upcoming ones, for past ones. */
  dailyBeforeStartDays: 30,
  upcomingEveryDays: 7,
  pastEveryDays: 30,
  /** A past hackathon is no longer checked this many days after its end. */
  pastForDays: 365,
  /** Nothing is checked sooner than this many days after its URL was set or last checked. */
  minGapDays: 1,
} as const

/** A copy of the page in the Internet Archive's Wayback Machine: built locally, never requested. */
export const archiveUrlOf = (url: string) => `https://web.archive.org/web/${url}`
