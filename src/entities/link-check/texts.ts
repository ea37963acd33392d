import { formatItems } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import type { LinkCheckOutcome } from '../../../common/link-watch'

export const LINK_WATCH_TEXTS = defineTexts('linkWatch', {
  checkNow: 'Check link now',
  foundByLinkCheck: 'Found by link check',
  /** A suggestion the link watch filed for a site that redirects: `status` is the HTTP status, such as 301. */
  sawStatus: withValues<{ status: number }>('The site answered HTTP {status}: it has moved to the address below.'),
  /** `fields` lists the names of the fields the site now states otherwise: "Start date, Location". */
  sawChanges: withValues<{ fields: string }>('The site now says otherwise about: {fields}.'),
  linkColumn: 'Website',
  onlyUnreachable: 'Only unreachable websites',
  checkFailed: 'The link could not be checked',
})

/** The management table's word for each link status. */
export const LINK_STATUS_LABELS = defineTexts('linkStatus', {
  unknown: 'Not checked yet',
  ok: 'Reachable',
  unreachable: 'Unreachable',
})

/**
 * The toast after "Check link now", by what the check found; `status` is the HTTP status the site
 * answered with, such as 503, when it answered with one.
 */
const CHECK_OUTCOME_TEXTS = defineTexts('linkCheckOutcomes', {
  ok: 'The website answered',
  okWithStatus: withValues<{ status: number }>('The website answered (HTTP {status})'),
  not_modified: 'The website answered: unchanged since the last check',
  failed: 'The website did not answer',
  failedWithStatus: withValues<{ status: number }>('The website did not answer properly (HTTP {status})'),
  blocked: 'The website refused the check; that is not counted against it',
  blockedWithStatus: withValues<{ status: number }>(
    'The website refused the check (HTTP {status}); that is not counted against it',
  ),
  moved: 'The website has moved to another address',
  /** The check's outcome, above, when the check also filed a suggested edit for what the site now says. */
  withSuggestion: withValues<{ outcome: string }>('{outcome}. A suggested edit was filed for review'),
})

/** What the check found, with the HTTP status where the site answered with one. */
function checkOutcomeText(outcome: LinkCheckOutcome, status: number | null): string {
  switch (outcome) {
    case 'ok':
      return status ? CHECK_OUTCOME_TEXTS.okWithStatus({ status }) : CHECK_OUTCOME_TEXTS.ok
    case 'not_modified':
      return CHECK_OUTCOME_TEXTS.not_modified
    case 'failed':
      return status ? CHECK_OUTCOME_TEXTS.failedWithStatus({ status }) : CHECK_OUTCOME_TEXTS.failed
    case 'blocked':
      return status ? CHECK_OUTCOME_TEXTS.blockedWithStatus({ status }) : CHECK_OUTCOME_TEXTS.blocked
    case 'moved':
      return CHECK_OUTCOME_TEXTS.moved
  }
}

/** The toast after "Check link now": what the check found, and whether it filed a suggested edit. */
export function checkToast(outcome: LinkCheckOutcome, status: number | null, filedSuggestion: boolean): string {
  const text = checkOutcomeText(outcome, status)
  return filedSuggestion ? CHECK_OUTCOME_TEXTS.withSuggestion({ outcome: text }) : text
}

/** What the link watch saw on a suggestion it filed: the redirect's status, else the fields the page changed. */
export function linkCheckFinding(status: number | null | undefined, fields: string[]): string {
  return status ? LINK_WATCH_TEXTS.sawStatus({ status }) : LINK_WATCH_TEXTS.sawChanges({ fields: formatItems(fields) })
}
