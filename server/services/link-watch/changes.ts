import { createHash } from 'node:crypto'
import { HACKATHON_FIELDS, type HackathonField } from '../../../common/hackathon-fields.js'
import { canonicalTimeZone } from '../../../common/timezones.js'
import { dayNumber, zoneOrUtc } from '../../../common/zoned-time.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { WatchedLink } from '../../db/repositories/link-watch.js'
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

const REGISTRATION_DATES = [
  ['registration_opens_at', 'registrationOpensAt'],
  ['registration_deadline', 'registrationDeadline'],
] as const

const sameText = (a: string, b: string | null) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/** Two lists holding the same values, in any order. */
const sameSet = (found: readonly string[], listed: readonly string[] | null) =>
  found.length === (listed?.length ?? 0) && found.every((value) => listed?.includes(value))

/**
 * The watched fields on which the page disagrees with the listing: name, dates, location, attendance
 * mode, zone and the listing facts the page's event states (themes, free, eligibility, minimum age,
 * languages, registration window), each only when the page states it. Never the description or
 * image: a page's marketing text changes all the time and says nothing about the facts listed.
 */
export function differingFields(found: ExtractedHackathon, listed: WatchedLink): SuggestedChangesValue {
  const fields: SuggestedChangesValue = {}
  if (found.name && !sameText(found.name, listed.name)) fields.name = found.name
  if (found.start_date && !sameDate(found.start_date, listed.startDate, listed.timezone))
    fields.start_date = new Date(found.start_date).toISOString()
  if (found.end_date && !sameDate(found.end_date, listed.endDate, listed.timezone))
    fields.end_date = new Date(found.end_date).toISOString()
  if (found.location && !sameText(found.location, listed.location)) fields.location = found.location
  if (found.attendance_mode && found.attendance_mode !== listed.attendanceMode)
    fields.attendance_mode = found.attendance_mode
  if (found.timezone && !sameZone(found.timezone, listed.timezone)) fields.timezone = found.timezone
  if (found.themes && !sameSet(found.themes, listed.themes)) fields.themes = found.themes
  if (found.free !== undefined && found.free !== listed.free) fields.free = found.free
  if (found.eligibility && !sameSet(found.eligibility, listed.eligibility)) fields.eligibility = found.eligibility
  if (found.min_age !== undefined && found.min_age !== listed.minAge) fields.min_age = found.min_age
  if (found.languages && !sameSet(found.languages, listed.languages)) fields.languages = found.languages
  for (const [field, column] of REGISTRATION_DATES) {
    const value = found[field]
    if (value && new Date(value).getTime() !== listed[column]?.getTime()) fields[field] = new Date(value).toISOString()
  }
  // A window the listing could not take once the change is applied (closing after the end, opening
  // after the close) would only be refused at review: it is not proposed.
  const end = fields.end_date ?? listed.endDate.toISOString()
  if (fields.registration_deadline && fields.registration_deadline > end) delete fields.registration_deadline
  const deadline = fields.registration_deadline ?? listed.registrationDeadline?.toISOString()
  if (fields.registration_opens_at && deadline && fields.registration_opens_at > deadline)
    delete fields.registration_opens_at
  return fields
}

/**
 * Names one proposed change (its fields and values), so the same one is never filed twice. The
 * digest is taken over the fields' column names, as proposals were named before suggestions stored
 * the API's names, so a change proposed and rejected then is still known.
 */
export function proposalKey(fields: SuggestedChangesValue): string {
  const entries = Object.entries(fields)
    .map(([field, value]) => [HACKATHON_FIELDS[field as HackathonField].column, value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}
