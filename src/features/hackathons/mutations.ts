import { changesApplyAtOnce } from '../../../common/policy'
import {
  createHackathonMutation,
  deleteHackathonMutation,
  updateHackathonMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { useCurrentUser } from '../auth/hooks'
import { HACKATHON_TEXTS } from './texts'

/** Below the editor role a save is stored as a suggestion for review, and the toast says so. */
function useSavedText(saved: string) {
  return changesApplyAtOnce(useCurrentUser().role) ? saved : HACKATHON_TEXTS.submittedForReview
}

export function useCreateHackathon() {
  const success = useSavedText(HACKATHON_TEXTS.created)
  return useMutationWithFeedback(createHackathonMutation(), { success, invalidates: STALE_AFTER.hackathonChange })
}

export function useUpdateHackathon() {
  const success = useSavedText(HACKATHON_TEXTS.updated)
  return useMutationWithFeedback(updateHackathonMutation(), { success, invalidates: STALE_AFTER.hackathonChange })
}

export function useDeleteHackathon() {
  return useMutationWithFeedback(deleteHackathonMutation(), {
    success: HACKATHON_TEXTS.deleted,
    invalidates: STALE_AFTER.hackathonChange,
    errorFallback: HACKATHON_TEXTS.deleteFailed,
  })
}
