import { revertRevisionMutation, revertUserChangesMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { HISTORY_TEXTS } from './texts'

export const useRevertRevision = () =>
  useMutationWithFeedback(revertRevisionMutation(), {
    success: HISTORY_TEXTS.reverted,
    invalidates: STALE_AFTER.revert,
  })

/** The server says how many changes it reverted; that is the toast. */
export const useRevertUserChanges = () =>
  useMutationWithFeedback(revertUserChangesMutation(), {
    success: (answer) => HISTORY_TEXTS.revertedAll(answer.reverted),
    invalidates: STALE_AFTER.revert,
  })
