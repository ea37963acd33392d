import { createHash } from 'node:crypto'
import { canonicalTimeZone } from '../../../common/timezones.js'
import { dayNumber, zoneOrUtc } from '../../../common/zoned-time.js'
import type { WatchedLink } from '../../db/repositories/link-watch.js'
import type { SuggestedFields } from '../../db/repositories/suggestions.js'
import type { ExtractedHackathon } from '../extraction/index.js'

const MIDNIGHT_UTC = /T00:00:00(\.000)?Z$/

/**
 * Whether the page's date says something else than the listed one. A page that gives a day without a
 * time (read as midnight UTC) agrees with any listed time on that day on the venue's clock, so a
 * listing with times is not "corrected" to midnight.
 */
function sameDate(found: string, listed: Date, zone: string | null): boolean {
  const page = new Date(found)
  if (page.getTime() === listed.getTime()) return true
  return MIDNIGHT_UTC.test(found) && dayNumber(page, 'UTC') === dayNumber(listed, zoneOrUtc(zone))
}

/** Two names of one zone (`Asia/Calcutta`, `Asia/Kolkata`) are no change. */
function sameZone(found: string, listed: string | null): boolean {
  if (found === listed) return true
  const zone = canonicalTimeZone(found)
  return zone !== undefined && listed !== null && zone === canonicalTimeZone(listed)
}

const sameText = (a: string, b: string | null) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The watched fields on which the page disagrees with the listing: name, dates, location, attendance
 * mode and zone, each only when the page states it. Never the description or image: a page's
 * marketing text changes all the time and says nothing about the facts listed.
 */
export function differingFields(found: ExtractedHackathon, listed: WatchedLink): SuggestedFields {
  const fields: SuggestedFields = {}
  if (found.name && !sameText(found.name, listed.name)) fields.name = found.name
  if (found.start_date && !sameDate(found.start_date, listed.startDate, listed.timezone))
    fields.startDate = new Date(found.start_date)
  if (found.end_date && !sameDate(found.end_date, listed.endDate, listed.timezone))
    fields.endDate = new Date(found.end_date)
  if (found.location && !sameText(found.location, listed.location)) fields.location = found.location
  if (found.attendance_mode && found.attendance_mode !== listed.attendanceMode)
    fields.attendanceMode = found.attendance_mode
  if (found.timezone && !sameZone(found.timezone, listed.timezone)) fields.timezone = found.timezone
  return fields
}

/** Names one proposed change (its fields and values), so the same one is never filed twice. */
export function proposalKey(fields: SuggestedFields): string {
  const entries = Object.entries(fields)
    .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}
