import { type AttendanceMode, hackathonPlace } from './hackathon-fields.js'
import { LIMITS, toSingleLine } from './limits.js'
import { formatEventDates } from './zoned-time.js'

/** `text` cut to at most `max` characters, ending in "…" when cut. */
export const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

/** What a hackathon's page description is made of: the API's and the database's fields alike. */
export interface DescribedHackathon {
  description?: string | null
  start: Date | string
  end: Date | string
  /** The hackathon's own IANA zone; its dates read in UTC without one. */
  timeZone: string | null | undefined
  location: string | null | undefined
  attendanceMode: AttendanceMode | null | undefined
}

/**
 * The `<meta name="description">` of a hackathon's page: the start of its description, else its
 * dates and place ("1 Jun 2031, 10:00 – 2 Jun 2031, 18:00 (Europe/Berlin) · Berlin"). The server
 * writes it into the page and the SPA sets it again once it runs, so it depends on nothing but the
 * hackathon and the language: the dates read in its own zone, never the viewer's.
 */
export function pageDescription(hackathon: DescribedHackathon): string {
  const text = hackathon.description && toSingleLine(hackathon.description)
  return text ? truncate(text, LIMITS.pageDescriptionMax) : datesAndPlace(hackathon)
}

/** "1 Jun 2031, 10:00 – 2 Jun 2031, 18:00 (Europe/Berlin) · Berlin": when, in its zone, and where. */
export function datesAndPlace(hackathon: DescribedHackathon): string {
  const dates = formatEventDates(hackathon.start, hackathon.end, hackathon.timeZone)
  return [dates, hackathonPlace(hackathon.location, hackathon.attendanceMode)].filter(Boolean).join(' · ')
}
