import { useQueries } from '@tanstack/react-query'
import { readSavedCalendarOptions } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic } from '../../client/types.gen'
import type { QueryStatus } from '../../components/QueryState'
import { hackathonQuery } from '../../entities/hackathon/queries'
import { errorStatus } from '../../lib/errors'

/** The private calendar address of the signed-in account. */
export const savedCalendarQuery = () => readSavedCalendarOptions()

/**
 * A visitor's saved hackathons, read one by one from the ids this browser keeps, in the order of the
 * account's list. A hackathon deleted since (404) is left out; any other failure fails the list.
 */
export function useLocalSavedHackathons(ids: readonly string[], now: Date): QueryStatus & { data?: HackathonPublic[] } {
  return useQueries({
    queries: ids.map((id) => hackathonQuery(id)),
    combine: (results) => {
      const failed = results.find((result) => result.isError && errorStatus(result.error) !== 404)
      const pending = results.some((result) => result.isPending)
      const data = pending
        ? undefined
        : results.flatMap((result) => (result.data ? [result.data] : [])).sort(savedOrder(now))
      return {
        data: failed ? undefined : data,
        isPending: pending,
        isError: failed !== undefined,
        error: failed?.error,
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      }
    },
  })
}

/**
 * The order of the "Saved" list, the server's too: hackathons not yet ended first, soonest first,
 * then ended ones, latest first. A visitor's list, read from this browser, is sorted by it.
 */
export function savedOrder(now: Date) {
  const at = now.getTime()
  return (a: HackathonPublic, b: HackathonPublic): number => {
    const aEnded = Date.parse(a.end_date) < at
    const bEnded = Date.parse(b.end_date) < at
    if (aEnded !== bEnded) return aEnded ? 1 : -1
    const byStart = Date.parse(a.start_date) - Date.parse(b.start_date)
    return (aEnded ? -byStart : byStart) || a.id.localeCompare(b.id)
  }
}
