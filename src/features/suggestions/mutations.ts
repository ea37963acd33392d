import {
  approveSuggestionMutation,
  cleanupSuggestionsMutation,
  rejectSuggestionMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { SUGGESTION_TEXTS } from './texts'

/** Accepting applies the suggestion, so the hackathon lists refresh too. */
export const useApproveSuggestion = () =>
  useMutationWithFeedback(approveSuggestionMutation(), {
    success: SUGGESTION_TEXTS.accepted,
    invalidates: STALE_AFTER.suggestionApproval,
  })

export const useRejectSuggestion = () =>
  useMutationWithFeedback(rejectSuggestionMutation(), {
    success: SUGGESTION_TEXTS.rejected,
    invalidates: STALE_AFTER.suggestionRejection,
  })

/** The server says how many reviewed suggestions it deleted; that is the toast. */
export const useCleanupSuggestions = () =>
  useMutationWithFeedback(cleanupSuggestionsMutation(), {
    success: (answer) => answer.message,
    invalidates: STALE_AFTER.suggestionCleanup,
  })
