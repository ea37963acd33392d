import type { QueryClient } from '@tanstack/react-query'
import type { Operation } from '../../common/policy'

/** Whether a failed request may succeed if asked again: a network or server failure, never a 4xx. */
export function isWorthRetrying(error: unknown): boolean {
  const status = (error as { response?: { status?: number } }).response?.status
  return status === undefined || status >= 500
}

/**
 * Retries of the public pages' lists and items, the first thing a visitor waits for: one quick
 * retry rides out a passing failure, and a real outage shows its error and Retry within a few
 * seconds instead of after the default three attempts' growing pauses.
 */
export const PUBLIC_READ_RETRY = {
  retry: (failures: number, error: unknown) => failures < 1 && isWorthRetrying(error),
  retryDelay: 300,
} as const

/** An API operation's id: the first part of every generated query key. */
export type OperationId = Operation

/**
 * For infinite lists of `{data, count}` pages fetched by skip: the next skip, or undefined once
 * every row is loaded.
 */
export function nextOffset(last: { count: number }, pages: { data: unknown[] }[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0)
  return loaded < last.count ? loaded : undefined
}

/**
 * Generated query keys start with `{ _id: operationId, ...options }`. A mutation invalidates every
 * cached query of the operations whose data it changed, whatever their parameters.
 */
export function invalidateOperations(queryClient: QueryClient, ...operationIds: readonly OperationId[]) {
  if (operationIds.length === 0) return Promise.resolve()
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0] as { _id?: unknown } | undefined
      return typeof head?._id === 'string' && (operationIds as readonly string[]).includes(head._id)
    },
  })
}

const SUGGESTIONS = ['readSuggestions', 'readSuggestion', 'readMySuggestions', 'countSuggestions'] as const

/**
 * What each kind of change makes stale. Suggestions show their hackathon's current values, its
 * series and their authors, and lose their hackathon when it is deleted.
 */
export const STALE_AFTER = {
  hackathonChange: [
    'readHackathons',
    'readHackathon',
    'readHackathonRevisions',
    'readSeriesList',
    'readSeries',
    'readSavedHackathons',
    'readMyHackathons',
    ...SUGGESTIONS,
  ],
  seriesChange: ['readSeriesList', 'readSeries', 'readHackathons', 'readHackathon', ...SUGGESTIONS],
  suggestionApproval: [
    ...SUGGESTIONS,
    'readHackathons',
    'readHackathon',
    'readHackathonRevisions',
    'readSeriesList',
    'readSeries',
    'readSavedHackathons',
  ],
  suggestionRejection: SUGGESTIONS,
  /** A revert changes hackathons (one, or every one a user changed) and their histories. */
  revert: ['readHackathons', 'readHackathon', 'readHackathonRevisions', 'readSavedHackathons', ...SUGGESTIONS],
  /** A link check changes the hackathon's link status and may file a suggestion. */
  linkCheck: ['readHackathons', 'readHackathon', ...SUGGESTIONS],
  suggestionCleanup: SUGGESTIONS,
  userChange: ['readUsers', 'readUserById', ...SUGGESTIONS],
  /** A ban deactivates the user, rejects their suggestions and reverts their changes to hackathons. */
  userBan: [
    'readUsers',
    'readUserById',
    'readHackathons',
    'readHackathon',
    'readHackathonRevisions',
    'readSavedHackathons',
    ...SUGGESTIONS,
  ],
  /** "My alerts" lists the alerts of the account's address: a new address has others. */
  ownAccountChange: ['readUserMe', 'readAlerts', ...SUGGESTIONS],
  alertChange: ['readAlerts'],
  /** A token made or revoked changes the account's list of them. */
  apiTokenChange: ['readApiTokens'],
  /** The reminders' switch is a field of the account. */
  ownSettingChange: ['readUserMe'],
  /** Who keeps a listing: its organisers, its "kept by its organisers" mark, the organiser's own list. */
  organizerChange: ['readHackathonOrganizers', 'readHackathon', 'readHackathons', 'readMyHackathons'],
  sourceChange: ['listSources', 'readSource'],
  /** A run or an import lists, changes or files: the sources' reports, the listings and the review queue. */
  sourceRun: [
    'listSources',
    'readSource',
    'readHackathons',
    'readHackathon',
    'readHackathonRevisions',
    'readSeriesList',
    'readSeries',
    ...SUGGESTIONS,
  ],
  webhookChange: ['readWebhooks', 'readWebhook'],
  /** A test adds a delivery to the log, and a success clears the failures its webhook counts. */
  webhookDelivery: ['readWebhookDeliveries', 'readWebhooks'],
  /** A verified address shows the account's alerts and drops the banner asking for it. */
  emailVerification: ['readUserMe', 'readAlerts'],
} as const satisfies Record<string, readonly OperationId[]>
