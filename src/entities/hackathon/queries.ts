import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { HackathonSortKey, SortOrder } from '../../../common/hackathon-list'
import {
  readHackathonOptions,
  readHackathonsInfiniteOptions,
  readHackathonsOptions,
} from '../../client/@tanstack/react-query.gen'
import { nextOffset, PUBLIC_READ_RETRY } from '../../lib/queries'
import { tablePage } from '../../lib/urlParams'
import { feedParts, type HomeFilters, type StatusFilter, searchApiQuery } from './homeSearch'
import { mapConfigQuery } from './mapQueries'

/** Hackathons fetched per feed request: the first 100, then more on demand. */
export const FEED_PAGE_SIZE = 100

/**
 * One part (upcoming or past) of a list of hackathons under the homepage's filters, or of a series
 * page (`{ series }`), `FEED_PAGE_SIZE` at a time.
 */
export function feedQuery(part: StatusFilter, filters: HomeFilters = {}) {
  return infiniteQueryOptions({
    ...readHackathonsInfiniteOptions({ query: { ...searchApiQuery(filters, { part }), limit: FEED_PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    ...PUBLIC_READ_RETRY,
  })
}

/**
 * What the homepage shows first: each part of the list its filters show; and whether the map is on,
 * so its button is there from the first paint instead of pushing the page down when it arrives (a
 * failure only leaves the button out: prefetchQuery never throws).
 */
export function loadHomepage(queryClient: QueryClient, filters: HomeFilters): Promise<unknown> {
  return Promise.all([
    ...feedParts(filters).map((part) => queryClient.ensureInfiniteQueryData(feedQuery(part, filters))),
    queryClient.prefetchQuery(mapConfigQuery()),
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
export const hackathonQuery = (id: string) =>
  queryOptions({ ...readHackathonOptions({ path: { id } }), ...PUBLIC_READ_RETRY })
