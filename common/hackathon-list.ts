import { defineTexts } from './i18n/texts.js'

/** What the list of hackathons is sorted and filtered by, and the one rule it keeps: each address is listed once. */

/** Sort keys and orders of GET /hackathons/ and of the /hackathons table, which sorts by the same columns. */
export const HACKATHON_SORT_KEYS = ['name', 'start_date', 'end_date', 'location'] as const
export type HackathonSortKey = (typeof HACKATHON_SORT_KEYS)[number]
/**
 * GET /hackathons/ also sorts by distance, nearest first, when it is given `near`, and by the
 * registration deadlines still ahead, soonest first.
 */
export const HACKATHON_LIST_SORT_KEYS = [...HACKATHON_SORT_KEYS, 'distance', 'registration_deadline'] as const
export type HackathonListSortKey = (typeof HACKATHON_LIST_SORT_KEYS)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Homepage filter: upcoming = not yet ended, past = ended. */
export const HACKATHON_STATUSES = ['upcoming', 'past'] as const

/** The answer to a hackathon whose normalised address is listed already (409), shown by the form too. */
export const HACKATHON_LIST_MESSAGES = defineTexts('hackathonListMessages', {
  alreadyListed: 'This hackathon is already listed',
})
