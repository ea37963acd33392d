import type { Static } from 'typebox'
import { GEO_MESSAGES } from '../../../common/geo.js'
import {
  declarationOf,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
  SUGGESTIBLE_FIELDS,
} from '../../../common/hackathon-fields.js'
import { isTimeZone } from '../../../common/timezones.js'
import type { HackathonChanges, HackathonWithSeries } from '../../db/repositories/hackathons.js'
import { invalidField, MESSAGES } from '../../errors.js'
import { type SuggestedChangesValue, storedChangesOf } from '../../schemas/hackathon-fields.js'
import type { HackathonUpdate } from '../../schemas/hackathons.js'
import { locate } from '../gazetteer.js'

type Body = Static<typeof HackathonUpdate>

/**
 * The column value a body's field sets: text trimmed, blank optional text (and an empty image) as
 * null, a date-time as a Date, a zone only when this server knows it.
 */
function columnValue(field: HackathonField, value: unknown): unknown {
  const { type, required } = declarationOf(field)
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (type.kind === 'dateTime') return new Date(text)
  if (required) return text
  if (!text) return null
  if (type.kind === 'timeZone' && !isTimeZone(text)) throw invalidField(field, MESSAGES.unknownTimezone)
  return text
}

/** The columns a create or update body sets; absent keys stay untouched, blank optional text clears. */
export function changesFromBody(body: Body): HackathonChanges {
  const changes: Record<string, unknown> = {}
  for (const field of HACKATHON_FIELD_NAMES) {
    const value = body[field]
    if (value !== undefined) changes[HACKATHON_FIELDS[field].column] = columnValue(field, value)
  }
  if (body.latitude !== undefined || body.longitude !== undefined) {
    const { latitude = null, longitude = null } = body
    if ((latitude === null) !== (longitude === null)) {
      throw invalidField(latitude === null ? 'latitude' : 'longitude', GEO_MESSAGES.bothOrNeither)
    }
    changes.latitude = latitude
    changes.longitude = longitude
  }
  return changes as HackathonChanges
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
 * Only what differs from the hackathon, as a suggestion stores it (the API's values; null clears).
 * A suggestion never clears a series or a number: it cannot remove coordinates, only move them.
 */
export function suggestedChanges(changes: HackathonChanges, current: HackathonWithSeries): SuggestedChangesValue {
  const columns = changes as Record<string, unknown>
  const differing: HackathonChanges = {}
  for (const field of SUGGESTIBLE_FIELDS) {
    const { column, type } = declarationOf(field)
    const value = columns[column]
    if (value === undefined || same(value, current[column as keyof HackathonWithSeries])) continue
    if (value === null && (type.kind === 'seriesId' || type.kind === 'number')) continue
    Object.assign(differing, { [column]: value })
  }
  return storedChangesOf(differing)
}

/** The changes that set a value: a new hackathon's suggestion names only the fields it fills. */
export function withoutNulls(changes: HackathonChanges): HackathonChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null)) as HackathonChanges
}
