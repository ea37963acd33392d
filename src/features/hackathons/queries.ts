import { infiniteQueryOptions } from '@tanstack/react-query'
import type { HackathonSortKey, SortOrder } from '../../../common/hackathons'
import { readHackathonsInfiniteOptions, readHackathonsOptions } from '../../client/@tanstack/react-query.gen'
import { nextOffset } from '../../lib/queries'
import { tablePage } from '../../lib/search'

/** Hackathons fetched per feed request: the first 100, then more on demand. */
export const FEED_PAGE_SIZE = 100

export type FeedStatus = 'upcoming' | 'past'

/** One part of the public list, by start date ascending, `FEED_PAGE_SIZE` at a time. */
export function feedQuery(status: FeedStatus, series?: string) {
  return infiniteQueryOptions({
    ...readHackathonsInfiniteOptions({
      query: { status, series, sort_by: 'start_date', sort_order: 'asc', limit: FEED_PAGE_SIZE },
    }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}

export interface HackathonsTableSearch {
  page: number
  sortBy: HackathonSortKey
  sortOrder: SortOrder
}

/** One page of the /hackathons table, sorted as its headers say. */
export function hackathonsTableQuery({ page, sortBy, sortOrder }: HackathonsTableSearch) {
  return readHackathonsOptions({ query: { ...tablePage(page), sort_by: sortBy, sort_order: sortOrder } })
}
