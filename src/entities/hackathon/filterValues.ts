import type { HACKATHON_STATUSES } from '../../../common/hackathon-list'

// Apart from homeSearch.ts, which reads the texts, so that the texts can name these values without a cycle.

/**
 * The homepage's date range shortcuts, in the order the select lists them: live now, this weekend,
 * from today to the end of this week, thirty days on, the end of this month, the whole of next
 * month, or three months on.
 */
export const DATE_PRESETS = ['live', 'weekend', 'week', '30days', 'month', 'nextmonth', '3months'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export type StatusFilter = (typeof HACKATHON_STATUSES)[number]
