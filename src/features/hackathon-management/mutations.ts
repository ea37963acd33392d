import { deleteHackathonMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { HACKATHON_MANAGEMENT_TEXTS } from './texts'

export function useDeleteHackathon() {
  return useMutationWithFeedback(deleteHackathonMutation(), {
    success: HACKATHON_MANAGEMENT_TEXTS.deleted,
    invalidates: STALE_AFTER.hackathonChange,
    errorFallback: HACKATHON_MANAGEMENT_TEXTS.deleteFailed,
  })
}
