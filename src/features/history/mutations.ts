import { revertRevisionMutation, revertUserChangesMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { HISTORY_TEXTS } from './texts'

export const useRevertRevision = () =>
  useMutationWithFeedback(revertRevisionMutation(), {
    success: HISTORY_TEXTS.reverted,
    invalidates: STALE_AFTER.revert,
  })

/**
 * The server says how many changes it reverted and which it could not; the toast counts both, and
 * the caller lists the ones left (`answer.skipped`).
 */
export const useRevertUserChanges = () =>
  useMutationWithFeedback(revertUserChangesMutation(), {
    success: (answer) =>
      answer.skipped.length > 0
        ? HISTORY_TEXTS.revertedSome({ count: answer.reverted, skipped: answer.skipped.length })
        : HISTORY_TEXTS.revertedAll({ count: answer.reverted }),
    invalidates: STALE_AFTER.revert,
  })
