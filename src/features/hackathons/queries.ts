import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { HackathonSortKey, SortOrder } from '../../../common/hackathons'
import {
  readHackathonOptions,
  readHackathonsInfiniteOptions,
  readHackathonsOptions,
} from '../../client/@tanstack/react-query.gen'
import { nextOffset } from '../../lib/queries'
import { tablePage } from '../../lib/search'
import { mapConfigQuery } from '../map/queries'
import { type HomeFilters, hasFilters, searchApiQuery } from './search'

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

/** The homepage's one result list when a filter is set, `FEED_PAGE_SIZE` at a time. */
export function searchFeedQuery(filters: HomeFilters) {
  return infiniteQueryOptions({
    ...readHackathonsInfiniteOptions({ query: { ...searchApiQuery(filters), limit: FEED_PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}

/**
 * What the homepage shows first: the filtered results, or without filters its upcoming and past
 * feeds; and whether the map is on, so its button is there from the first paint instead of pushing
 * the page down when it arrives (a failure only leaves the button out: prefetchQuery never throws).
 */
export function loadHomepage(queryClient: QueryClient, filters: HomeFilters): Promise<unknown> {
  const mapConfig = queryClient.prefetchQuery(mapConfigQuery())
  if (hasFilters(filters))
    return Promise.all([queryClient.ensureInfiniteQueryData(searchFeedQuery(filters)), mapConfig])
  return Promise.all([
    queryClient.ensureInfiniteQueryData(feedQuery('upcoming')),
    queryClient.ensureInfiniteQueryData(feedQuery('past')),
    mapConfig,
  ])
}

export interface HackathonsTableSearch {
  page: number
  sortBy: HackathonSortKey
  sortOrder: SortOrder
  /** The search box: name, description or location. */
  q?: string
  /** Only the hackathons whose website the link watch found unreachable. */
  link?: 'unreachable'
}

/** One page of the /hackathons table, searched and sorted as its search box and headers say. */
export function hackathonsTableQuery({ page, sortBy, sortOrder, q, link }: HackathonsTableSearch) {
  return readHackathonsOptions({
    query: { ...tablePage(page), sort_by: sortBy, sort_order: sortOrder, q, link_status: link },
  })
}

/** One hackathon, for its public page. */
export const hackathonQuery = (id: string) => readHackathonOptions({ path: { id } })
