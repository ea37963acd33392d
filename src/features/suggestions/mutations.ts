import {
  approveSuggestionMutation,
  cleanupSuggestionsMutation,
  rejectSuggestionMutation,
} from '../../client/@tanstack/react-query.gen'
import { amendSuggestion, approveSuggestion } from '../../client/sdk.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import type { AmendVariables } from './amend'
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

/**
 * An editor's amendment and acceptance in one save: the amended suggestion is stored, then accepted.
 * Should the acceptance be refused (the address got listed meanwhile), the amendment stays, pending.
 */
export const useAmendAndAccept = () =>
  useMutationWithFeedback(
    {
      mutationFn: async (variables: AmendVariables) => {
        await amendSuggestion({ ...variables, throwOnError: true })
        return (await approveSuggestion({ path: variables.path, throwOnError: true })).data
      },
    },
    { success: SUGGESTION_TEXTS.accepted, invalidates: STALE_AFTER.suggestionApproval },
  )
