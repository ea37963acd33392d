import type { QueryClient } from '@tanstack/react-query'

/**
 * Generated query keys start with `{ _id: operationId, ...options }`. A mutation invalidates every
 * cached query of the operations whose data it changed, whatever their parameters.
 */
export function invalidateOperations(queryClient: QueryClient, ...operationIds: string[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0] as { _id?: unknown } | undefined
      return typeof head?._id === 'string' && operationIds.includes(head._id)
    },
  })
}

/** What each kind of change makes stale. */
export const STALE_AFTER = {
  hackathonChange: ['readHackathons', 'readHackathon', 'readSeriesList', 'readSeries'],
  seriesChange: ['readSeriesList', 'readSeries', 'readHackathons', 'readHackathon'],
  suggestionReview: ['readSuggestions', 'readSuggestion', 'readHackathons', 'readHackathon', 'readSeriesList'],
  userChange: ['readUsers', 'readUserById'],
} as const
