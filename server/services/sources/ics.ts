import ICAL from 'ical.js'
import { findIana } from 'windows-iana'
import { LIMITS } from '../../../common/limits.js'
import { SKIP_REASONS } from '../../../common/sources.js'
import { isTimeZone } from '../../../common/timezones.js'
import { wallClockToInstant } from '../../../common/zoned-time.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { ImportItem } from './import.js'
import {
  firstWebAddress,
  isOnlineLocation,
  oneLine,
  paragraphs,
  SOURCE_READ_MESSAGES,
  SourceReadError,
} from './items.js'

type Time = ICAL.Time

/** How one TZID of the file is read: its IANA zone when one is known, else its VTIMEZONE's own rules. */
interface Zone {
  iana?: string
  rules?: ICAL.Timezone
}

/**
 * The IANA zone a TZID names: itself; the IANA name a VTIMEZONE states in X-LIC-LOCATION (as
 * Lightning and Google write it); a Windows zone name (Outlook, Exchange), by CLDR's table; or the
 * IANA name that ends a path-like TZID (`/mozilla.org/20050126_1/Europe/Berlin`).
 */
function ianaOf(tzid: string, component: ICAL.Component | undefined): string | undefined {
  const named = tzid.trim().replace(/^"|"$/g, '')
  if (isTimeZone(named)) return named
  const location = component?.getFirstPropertyValue('x-lic-location')
  if (typeof location === 'string' && isTimeZone(location.trim())) return location.trim()
  const windows = findIana(named)[0]
  if (windows && isTimeZone(windows)) return windows
  const parts = named.split('/').filter(Boolean)
  for (let from = 0; from < parts.length - 1; from++) {
    const tail = parts.slice(from).join('/')
    if (isTimeZone(tail)) return tail
  }
  return undefined
}

function zonesOf(calendar: ICAL.Component): Map<string, Zone> {
  const zones = new Map<string, Zone>()
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = component.getFirstPropertyValue('tzid')
    if (typeof tzid !== 'string') continue
    const iana = ianaOf(tzid, component)
    let rules: ICAL.Timezone | undefined
    try {
      rules = new ICAL.Timezone(component)
    } catch {
      rules = undefined
    }
    zones.set(tzid, { iana, rules })
  }
  return zones
}

const wallOf = (time: Time) => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.hour,
  minute: time.minute,
  second: time.second,
})

class BadZone extends Error {}

/**
 * A DTSTART or DTEND as an instant, with the IANA zone it was read in: UTC as it is (no zone), a
 * TZID's local time in that zone (its IANA zone, else the rules of its VTIMEZONE, no zone), a
 * floating time or a date in `defaultZone`.
 */
function instantOf(prop: ICAL.Property, zones: Map<string, Zone>, defaultZone: string): { at: number; zone?: string } {
  const time = prop.getFirstValue() as Time
  if (!(time instanceof ICAL.Time) || [time.year, time.month, time.day].some((n) => !Number.isFinite(n))) {
    throw new BadZone('a date that cannot be read')
  }
  if (time.zone === ICAL.Timezone.utcTimezone || time.zone?.tzid === 'UTC') {
    return { at: Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) }
  }
  const tzid = time.isDate ? undefined : prop.getParameter('tzid')
  if (typeof tzid === 'string') {
    const zone = zones.get(tzid) ?? { iana: ianaOf(tzid, undefined) }
    if (zone.iana) return { at: wallClockToInstant(wallOf(time), zone.iana), zone: zone.iana }
    if (zone.rules) {
      const local = time.clone()
      local.zone = zone.rules
      return { at: local.toUnixTime() * 1000 }
    }
    throw new BadZone(tzid)
  }
  return { at: wallClockToInstant(wallOf(time), defaultZone), zone: defaultZone }
}

const MINUTE = 60_000

/** The item of one VEVENT, or its skip with the reason. */
function itemOf(event: ICAL.Component, zones: Map<string, Zone>, defaultZone: string, index: number): ImportItem {
  const text = (name: string) => {
    const value = event.getFirstPropertyValue(name)
    return typeof value === 'string' ? value : undefined
  }
  const uid = text('uid')?.trim()
  const recurrence = event.getFirstProperty('recurrence-id')?.getFirstValue()
  const start = event.getFirstProperty('dtstart')
  const itemId = (
    uid
      ? recurrence
        ? `${uid}#${String(recurrence)}`
        : uid
      : `event-${index + 1}-${String(start?.getFirstValue() ?? '')}`
  ).slice(0, 1000)
  const name = oneLine(text('summary'), LIMITS.nameMax)
  const description = paragraphs(text('description'))
  const fields: SuggestedChangesValue = { name, description }
  const skip = (reason: string): ImportItem => ({ itemId, fields: withoutUndefined(fields), skip: reason })
  if (event.hasProperty('rrule') || event.hasProperty('rdate')) return skip(SKIP_REASONS.recurring)
  if (!start) return skip(SKIP_REASONS.noStart)
  const url = text('url')?.trim()
  const address = url && /^https?:\/\//i.test(url) && url.length <= LIMITS.urlMax ? url : firstWebAddress(description)
  if (!address) return skip(SKIP_REASONS.noWebAddress)
  fields.url = address
  // An absent LOCATION says nothing; an empty one, or one that says online, an online event.
  const location = text('location') ?? (event.hasProperty('location') ? '' : undefined)
  if (location !== undefined) {
    if (isOnlineLocation(location)) fields.attendance_mode = 'online'
    else fields.location = oneLine(location, LIMITS.locationMax)
  }
  if (text('status')?.trim().toUpperCase() === 'CANCELLED') fields.cancelled = true
  try {
    const from = instantOf(start, zones, defaultZone)
    const allDay = (start.getFirstValue() as Time).isDate
    const endProp = event.getFirstProperty('dtend')
    const duration = event.getFirstPropertyValue('duration')
    let end: number
    if (endProp) {
      const to = instantOf(endProp, zones, defaultZone).at
      // A date-only end is exclusive: the event ends the minute before that day starts.
      end = (endProp.getFirstValue() as Time).isDate ? to - MINUTE : to
    } else if (duration instanceof ICAL.Duration) {
      end = from.at + duration.toSeconds() * 1000 - (allDay ? MINUTE : 0)
    } else {
      end = allDay ? from.at + 24 * 60 * MINUTE - MINUTE : from.at
    }
    if (!Number.isFinite(from.at) || !Number.isFinite(end)) return skip(SKIP_REASONS.noStart)
    if (end < from.at) return skip(SKIP_REASONS.endBeforeStart)
    fields.start_date = new Date(from.at).toISOString()
    fields.end_date = new Date(end).toISOString()
    // A TZID's zone is the venue's; a floating time or a date is read in the source's zone.
    if (from.zone && from.zone !== 'UTC') fields.timezone = from.zone
  } catch (error) {
    if (error instanceof BadZone) return skip(`${SKIP_REASONS.badZone}: ${error.message}`)
    throw error
  }
  return { itemId, fields: withoutUndefined(fields) }
}

const withoutUndefined = (fields: SuggestedChangesValue): SuggestedChangesValue =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as SuggestedChangesValue

/**
 * The events of an iCalendar file (RFC 5545) as import items, read by ical.js (folded lines and
 * escaped text included): each VEVENT one item, its id its UID (with its RECURRENCE-ID). Throws
 * SourceReadError when the text is not an iCalendar file.
 */
export function parseIcs(text: string, defaultZone: string): ImportItem[] {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new SourceReadError(SOURCE_READ_MESSAGES.notIcs)
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(body) as unknown[])
  } catch (error) {
    throw new SourceReadError(SOURCE_READ_MESSAGES.brokenIcs(error instanceof Error ? error.message : String(error)))
  }
  const zones = zonesOf(calendar)
  return calendar.getAllSubcomponents('vevent').map((event, index) => itemOf(event, zones, defaultZone, index))
}
