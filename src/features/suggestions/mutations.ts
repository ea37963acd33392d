import { APPROVE_MANY_MAX } from '../../../common/suggestions'
import {
  approveSuggestionMutation,
  cleanupSuggestionsMutation,
  rejectSuggestionMutation,
} from '../../client/@tanstack/react-query.gen'
import { amendSuggestion, approveSuggestion, approveSuggestions, readSuggestions } from '../../client/sdk.gen'
import type { SuggestionPublic } from '../../client/types.gen'
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

/** What Accept all did: how many it accepted, and each one it could not with the server's reason. */
export interface AcceptAllResult {
  approved: number
  failed: { id: string; name: string | null; detail: string }[]
}

/** Every pending suggestion of one source, all of them, not only those the list has loaded. */
async function pendingOfSource(sourceId: string): Promise<SuggestionPublic[]> {
  const found: SuggestionPublic[] = []
  for (;;) {
    const { data } = await readSuggestions({
      query: { source_id: sourceId, status: 'pending', skip: found.length, limit: APPROVE_MANY_MAX },
      throwOnError: true,
    })
    found.push(...data.data)
    if (data.data.length === 0 || found.length >= data.count) return found
  }
}

/**
 * Accept all from this source: every pending suggestion it filed, in batches of what one request
 * takes; the server accepts each in its own transaction and says which it could not.
 */
export const useAcceptAllFromSource = () =>
  useMutationWithFeedback(
    {
      mutationFn: async (sourceId: string): Promise<AcceptAllResult> => {
        const pending = await pendingOfSource(sourceId)
        const names = new Map(pending.map((suggestion) => [suggestion.id, suggestion.name]))
        const result: AcceptAllResult = { approved: 0, failed: [] }
        for (let start = 0; start < pending.length; start += APPROVE_MANY_MAX) {
          const ids = pending.slice(start, start + APPROVE_MANY_MAX).map((suggestion) => suggestion.id)
          const { data } = await approveSuggestions({ body: { ids }, throwOnError: true })
          result.approved += data.approved
          result.failed.push(...data.failed.map((failure) => ({ ...failure, name: names.get(failure.id) ?? null })))
        }
        return result
      },
    },
    { invalidates: STALE_AFTER.suggestionApproval },
  )
