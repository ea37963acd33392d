import type { Static } from 'typebox'
import { GEO_MESSAGES } from '../../../common/geo.js'
import { isTimeZone } from '../../../common/timezones.js'
import type { HackathonChanges, HackathonWithSeries } from '../../db/repositories/hackathons.js'
import type { SuggestedFields } from '../../db/repositories/suggestions.js'
import { invalidField, MESSAGES } from '../../errors.js'
import type { HackathonUpdate } from '../../schemas/hackathons.js'
import { locate } from '../gazetteer.js'

type Body = Static<typeof HackathonUpdate>

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** The columns a create or update body sets; absent keys stay untouched, blank optional text clears. */
export function changesFromBody(body: Body): HackathonChanges {
  const changes: HackathonChanges = {}
  if (body.name !== undefined) changes.name = body.name.trim()
  if (body.url !== undefined) changes.url = body.url.trim()
  if (body.description !== undefined) changes.description = blankToNull(body.description)
  if (body.image !== undefined) changes.image = blankToNull(body.image)
  if (body.location !== undefined) changes.location = blankToNull(body.location)
  if (body.start_date !== undefined) changes.startDate = new Date(body.start_date)
  if (body.end_date !== undefined) changes.endDate = new Date(body.end_date)
  if (body.series_id !== undefined) changes.seriesId = body.series_id
  if (body.attendance_mode !== undefined) changes.attendanceMode = body.attendance_mode
  if (body.timezone !== undefined) {
    const zone = blankToNull(body.timezone)
    if (zone !== null && !isTimeZone(zone)) throw invalidField('timezone', MESSAGES.unknownTimezone)
    changes.timezone = zone
  }
  if (body.latitude !== undefined || body.longitude !== undefined) {
    const { latitude = null, longitude = null } = body
    if ((latitude === null) !== (longitude === null)) {
      throw invalidField(latitude === null ? 'latitude' : 'longitude', GEO_MESSAGES.bothOrNeither)
    }
    changes.latitude = latitude
    changes.longitude = longitude
  }
  return changes
}

/**
 * Places the hackathon, as it would be after the change, on the map: an online one has no
 * coordinates; otherwise coordinates given with the change win, and a new or changed location
 * without them (absent or null) is looked up in the gazetteer (none when it names no known city, so a moved
 * hackathon never keeps the old place's coordinates).
 */
export function placeChanges(changes: HackathonChanges, current?: HackathonWithSeries): HackathonChanges {
  const mode = changes.attendanceMode !== undefined ? changes.attendanceMode : current?.attendanceMode
  if (mode === 'online') {
    if (current?.latitude == null && changes.latitude === undefined) return changes
    return { ...changes, latitude: null, longitude: null }
  }
  if (changes.latitude != null) return changes
  const location = changes.location
  if (location === undefined || (current && (current.location ?? null) === location)) return changes
  const place = location ? locate(location) : undefined
  if (!place && current?.latitude == null && changes.latitude === undefined) return changes
  return { ...changes, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null }
}

/** Refuses an end before the start, judged on the hackathon as it would be after the change. */
export function assertDatesInOrder(changes: HackathonChanges, current?: HackathonWithSeries) {
  const start = changes.startDate ?? current?.startDate
  const end = changes.endDate ?? current?.endDate
  if (start && end && end.getTime() < start.getTime()) throw invalidField('end_date', MESSAGES.endBeforeStart)
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null)

/**
 * Only what differs from the hackathon, as a suggestion stores it: null means "unchanged", so a
 * cleared text field is kept as an empty string (approval turns it back into null).
 */
export function suggestedChanges(changes: HackathonChanges, current: HackathonWithSeries): SuggestedFields {
  const suggested: SuggestedFields = {}
  for (const [key, value] of Object.entries(changes) as [keyof HackathonChanges, unknown][]) {
    if (same(value, current[key])) continue
    // A suggestion stores no "cleared" for a number: it cannot remove coordinates, only move them.
    if ((key === 'seriesId' || key === 'latitude' || key === 'longitude') && value === null) continue
    Object.assign(suggested, { [key]: value === null ? '' : value })
  }
  return suggested
}
