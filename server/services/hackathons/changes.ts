import type { Static } from 'typebox'
import Value from 'typebox/value'
import { GEO_MESSAGES } from '../../../common/geo.js'
import {
  clearedValue,
  declarationOf,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
  SUGGESTIBLE_FIELDS,
  unsetValueOf,
} from '../../../common/hackathon-fields.js'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../../common/timezones.js'
import { ConflictError } from '../../db/domain-errors.js'
import { type HackathonChanges, type SuggestedChangesValue, storedChangesOf } from '../../db/hackathon-fields.js'
import type { HackathonCheck, HackathonWithSeries, StoredChangeRules } from '../../db/repositories/hackathons.js'
import type { HackathonRow } from '../../db/schema.js'
import { FieldValidationError, invalidField } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import { FieldValues, SuggestedChanges } from '../../schemas/hackathon-fields.js'
import type { HackathonUpdate } from '../../schemas/hackathons.js'
import { locate } from '../gazetteer.js'

type Body = Static<typeof HackathonUpdate>

/**
 * The column value a body's field sets: text trimmed, blank optional text (and an empty image) and
 * an empty list as null, a date-time as a Date, a zone only when this server knows it.
 */
function columnValue(field: HackathonField, value: unknown): unknown {
  const { type, required } = declarationOf(field)
  if (value === null) return unsetValueOf(field)
  // An empty list says nothing is known, like a blank text.
  if (Array.isArray(value)) return value.length > 0 ? value : null
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (type.kind === 'dateTime') return new Date(text)
  if (required) return text
  if (!text) return null
  if (type.kind === 'timeZone' && !isTimeZone(text)) throw invalidField(field, TIME_ZONE_MESSAGES.unknown)
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

/**
 * Refuses what the fields allow one by one but not together, judged on the hackathon as it would be
 * after the change: an end before the start, a registration opening after its deadline or a deadline
 * after the end, a prize amount without its currency or a currency without an amount.
 */
export function assertConsistent(changes: HackathonChanges, current?: HackathonRow) {
  const after = <K extends keyof HackathonChanges>(key: K) =>
    changes[key] !== undefined ? changes[key] : (current?.[key] ?? null)
  const start = after('startDate')
  const end = after('endDate')
  if (start && end && end.getTime() < start.getTime()) throw invalidField('end_date', MESSAGES.endBeforeStart)
  const opensAt = after('registrationOpensAt')
  const deadline = after('registrationDeadline')
  if (opensAt && deadline && opensAt.getTime() > deadline.getTime()) {
    throw invalidField('registration_opens_at', MESSAGES.registrationOpensAfterDeadline)
  }
  if (deadline && end && deadline.getTime() > end.getTime()) {
    throw invalidField('registration_deadline', MESSAGES.registrationDeadlineAfterEnd)
  }
  if ((after('prizeAmount') === null) !== (after('prizeCurrency') === null)) {
    throw invalidField(after('prizeAmount') === null ? 'prize_amount' : 'prize_currency', MESSAGES.prizeBothOrNeither)
  }
}

/**
 * The same rules, judged by a write on the hackathon it has locked (every applied write: an edit, an
 * approved suggestion, a revert). A request is checked first on the hackathon as it read it, and a
 * refusal then is the request's fault (422); refused here, the hackathon changed in between (another
 * edit moved the end, say, or a suggestion waited while it did), so it is a conflict with the
 * hackathon as it is now (409), never a half-applied change.
 */
export const consistentWhenLocked: HackathonCheck = (changes, current) => {
  try {
    assertConsistent(changes, current)
  } catch (error) {
    if (error instanceof FieldValidationError) throw new ConflictError(error.message)
    throw error
  }
}

/** What an approved suggestion must still keep: its stored changes within today's limits, and the rules. */
export const approvalRules: StoredChangeRules = {
  valid: (changes) => Value.Check(SuggestedChanges, changes),
  check: consistentWhenLocked,
}

/** What a revert must keep: the values it restores within today's limits, and the rules. */
export const revertRules: StoredChangeRules = {
  valid: (values) => Value.Check(FieldValues, values),
  check: consistentWhenLocked,
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null)

/**
 * Only what differs from the hackathon, as a suggestion stores it (the API's values; null clears).
 * A suggestion clears only the kinds of field it can show cleared (`clearedValue`): it cannot remove
 * coordinates, say, only move them.
 */
export function suggestedChanges(changes: HackathonChanges, current: HackathonWithSeries): SuggestedChangesValue {
  const columns = changes as Record<string, unknown>
  const differing: HackathonChanges = {}
  for (const field of SUGGESTIBLE_FIELDS) {
    const { column, type } = declarationOf(field)
    const value = columns[column]
    if (value === undefined || same(value, current[column as keyof HackathonWithSeries])) continue
    if (value === null && clearedValue(type) === undefined) continue
    Object.assign(differing, { [column]: value })
  }
  return storedChangesOf(differing)
}

/** The changes that set a value: a new hackathon's suggestion names only the fields it fills. */
export function withoutNulls(changes: HackathonChanges): HackathonChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null)) as HackathonChanges
}
