import { infiniteQueryOptions } from '@tanstack/react-query'
import { readHackathonRevisionsInfiniteOptions } from '../../client/@tanstack/react-query.gen'
import { nextOffset } from '../../lib/queries'

/** Changes are read 20 at a time, newest first; older ones load on demand. */
export const HISTORY_PAGE_SIZE = 20

export function revisionsQuery(hackathonId: string) {
  return infiniteQueryOptions({
    ...readHackathonRevisionsInfiniteOptions({ path: { id: hackathonId }, query: { limit: HISTORY_PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}
