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
