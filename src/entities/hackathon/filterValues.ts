import type { HACKATHON_STATUSES } from '../../../common/hackathons'

// Apart from search.ts, which reads the texts, so that the texts can name these values without a cycle.

/** The homepage's date range shortcuts: from today to the end of this week, of this month, or three months on. */
export const DATE_PRESETS = ['week', 'month', '3months'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export type StatusFilter = (typeof HACKATHON_STATUSES)[number]
