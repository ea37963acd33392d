import type { LinkCheckOutcome } from '../../../common/link-watch'

export const LINK_WATCH_TEXTS = {
  checkNow: 'Check link now',
  unreachableSince: (date: string) => `Website unreachable since ${date}`,
  archivedCopy: 'Archived copy',
  foundByLinkCheck: 'Found by link check',
  sawStatus: (status: number) => `The site answered HTTP ${status}: it has moved to the address below.`,
  sawChanges: (fields: string) => `The site now says otherwise about: ${fields}.`,
  linkColumn: 'Website',
  onlyUnreachable: 'Only unreachable websites',
  checkFailed: 'The link could not be checked',
} as const

/** The management table's word for each link status. */
export const LINK_STATUS_LABELS = {
  unknown: 'Not checked yet',
  ok: 'Reachable',
  unreachable: 'Unreachable',
} as const

/** The toast after "Check link now", by what the check found. */
export const CHECK_OUTCOME_TEXTS: Record<LinkCheckOutcome, (httpStatus: number | null) => string> = {
  ok: (status) => `The website answered${status ? ` (HTTP ${status})` : ''}`,
  not_modified: () => 'The website answered: unchanged since the last check',
  failed: (status) => `The website did not answer${status ? ` properly (HTTP ${status})` : ''}`,
  blocked: (status) =>
    `The website refused the check${status ? ` (HTTP ${status})` : ''}; that is not counted against it`,
  moved: () => 'The website has moved to another address',
}

export const SUGGESTION_FILED = 'A suggested edit was filed for review'
