import { checkHackathonLinkMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { checkToast, LINK_WATCH_TEXTS } from './texts'

/** "Check link now": the toast says what the check found, and whether it filed a suggestion. */
export function useCheckLink() {
  return useMutationWithFeedback(checkHackathonLinkMutation(), {
    success: (result) => checkToast(result.outcome, result.http_status, Boolean(result.suggestion_id)),
    invalidates: STALE_AFTER.linkCheck,
    errorFallback: LINK_WATCH_TEXTS.checkFailed,
  })
}
