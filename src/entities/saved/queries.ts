import { PAGING } from '../../../common/limits'
import { readSavedHackathonsOptions } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic } from '../../client/types.gen'

/** The signed-in account's saved hackathons, as many as one page holds (upcoming first, as the server orders them). */
export const savedHackathonsQuery = () => readSavedHackathonsOptions({ query: { limit: PAGING.maxLimit } })

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
