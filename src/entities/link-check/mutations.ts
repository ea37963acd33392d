import { checkHackathonLinkMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { CHECK_OUTCOME_TEXTS, LINK_WATCH_TEXTS, SUGGESTION_FILED } from './texts'

/** "Check link now": the toast says what the check found, and whether it filed a suggestion. */
export function useCheckLink() {
  return useMutationWithFeedback(checkHackathonLinkMutation(), {
    success: (result) =>
      [CHECK_OUTCOME_TEXTS[result.outcome](result.http_status), result.suggestion_id ? SUGGESTION_FILED : '']
        .filter(Boolean)
        .join('. '),
    invalidates: STALE_AFTER.linkCheck,
    errorFallback: LINK_WATCH_TEXTS.checkFailed,
  })
}
