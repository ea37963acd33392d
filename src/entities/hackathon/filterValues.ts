import type { HACKATHON_STATUSES } from '../../../common/hackathon-list'

// Apart from homeSearch.ts, which reads the texts, so that the texts can name these values without a cycle.

export type StatusFilter = (typeof HACKATHON_STATUSES)[number]
