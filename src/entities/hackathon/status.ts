import { HACKATHON_FIELDS } from '../../../common/hackathon-fields'
import type { Palette } from '../../theme'

export type HackathonStatus = 'Upcoming' | 'Live' | 'Ended'

interface Dated {
  start_date: string
  end_date: string
}

/**
 * A hackathon's status derives from the current time: Ended once now is after end_date, Live from
 * start_date to end_date inclusive, Upcoming otherwise.
 */
export function hackathonStatus(hackathon: Dated, now: Date = new Date()): HackathonStatus {
  const time = now.getTime()
  if (time > Date.parse(hackathon.end_date)) return 'Ended'
  if (time >= Date.parse(hackathon.start_date)) return 'Live'
  return 'Upcoming'
}

export const STATUS_COLORS: Record<HackathonStatus, Palette> = {
  Upcoming: 'blue',
  Live: 'green',
  Ended: 'gray',
}

/** Ended cards are dimmed to 70% opacity. */
export const ENDED_OPACITY = 0.7

/**
 * The badge of a cancelled hackathon, beside its status on the card and the page: it stays listed,
 * and says so plainly. Its words are the field table's.
 */
export const CANCELLED_BADGE = {
  get text() {
    return HACKATHON_FIELDS.cancelled.type.yes
  },
  palette: 'red',
} as const satisfies {
  text: string
  palette: Palette
}
