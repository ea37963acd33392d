import { infiniteQueryOptions } from '@tanstack/react-query'
import {
  readMySuggestionsInfiniteOptions,
  readSuggestionsInfiniteOptions,
} from '../../client/@tanstack/react-query.gen'
import { nextOffset } from '../../lib/queries'
import type { SuggestionFilter } from './filters'

/** Suggestions are read 100 at a time; more load on demand, so none is ever out of reach. */
export const SUGGESTIONS_PAGE_SIZE = 100

/** The review list (role >= 1), newest first, optionally only new hackathons or only updates. */
export function suggestionsQuery(filter: SuggestionFilter) {
  return infiniteQueryOptions({
    ...readSuggestionsInfiniteOptions({
      query: { limit: SUGGESTIONS_PAGE_SIZE, kind: filter === 'all' ? undefined : filter },
    }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}

/** What the signed-in user proposed, newest first. */
export function mySuggestionsQuery() {
  return infiniteQueryOptions({
    ...readMySuggestionsInfiniteOptions({ query: { limit: SUGGESTIONS_PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}
