import type { Static } from 'typebox'
import { isTimeZone } from '../../common/timezones.js'
import type { HackathonChanges, HackathonWithSeries } from '../db/repositories/hackathons.js'
import type { SuggestedFields } from '../db/repositories/suggestions.js'
import { invalidField, MESSAGES } from '../errors.js'
import type { HackathonUpdate } from '../schemas/hackathons.js'

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
  return changes
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
    if (key === 'seriesId' && value === null) continue
    Object.assign(suggested, { [key]: value === null ? '' : value })
  }
  return suggested
}
