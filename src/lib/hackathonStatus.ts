export type HackathonStatus = 'Upcoming' | 'Live' | 'Ended'

interface Dated {
  start_date: string
  end_date: string
}

/**
 * SPEC §4: Ended once now is after end_date, Live from start_date to end_date inclusive,
 * Upcoming otherwise.
 */
export function hackathonStatus(hackathon: Dated, now: Date = new Date()): HackathonStatus {
  const time = now.getTime()
  if (time > Date.parse(hackathon.end_date)) return 'Ended'
  if (time >= Date.parse(hackathon.start_date)) return 'Live'
  return 'Upcoming'
}

export const STATUS_COLORS: Record<HackathonStatus, string> = {
  Upcoming: 'blue',
  Live: 'green',
  Ended: 'gray',
}

/** Ended cards are dimmed to 70% (SPEC §9). */
export const ENDED_OPACITY = 0.7

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone })

/** "Mar 3, 2027, 9:00 AM - Mar 5, 2027, 6:00 PM" in the viewer's time zone (or the one given). */
export function formatDateRange(start: string, end: string, timeZone?: string): string {
  const format = dateTime(timeZone)
  return `${format.format(new Date(start))} - ${format.format(new Date(end))}`
}

export function formatDate(value: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(new Date(value))
}

export function formatDateTime(value: string, timeZone?: string): string {
  return dateTime(timeZone).format(new Date(value))
}
