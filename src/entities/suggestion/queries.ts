import { queryOptions } from '@tanstack/react-query'
import { countSuggestionsOptions } from '../../client/@tanstack/react-query.gen'

/**
 * How many suggestions wait for review, which the menu shows beside "Suggestions". Read again every
 * few minutes and on every review, so a reviewer's queue count follows others' suggestions too.
 */
export const pendingSuggestionsCountQuery = () =>
  queryOptions({
    ...countSuggestionsOptions({ query: { status: 'pending' } }),
    refetchInterval: 5 * 60_000,
  })
