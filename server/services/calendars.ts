import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { escape as escapeText, ICalAlarmType, ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import { hackathonPlace } from '../../common/hackathon-fields.js'
import { FORBIDDEN_CONTROL } from '../../common/limits.js'
import { canonicalTimeZone } from '../../common/timezones.js'
import type { HackathonWithSeries } from '../db/repositories/hackathons.js'
import { hackathonPageUrl } from './page-head.js'

/** The TZID a VTIMEZONE names its zone by. */
const TZID = /^TZID:(.+?)\r?$/m

/**
 * What a calendar's text may not carry as it is: a control character other than tab, line feed and
 * carriage return (iCalendar text allows none, and rows stored before the API refused them may hold
 * one), or a line or paragraph separator, at which some parsers start a new line. Each becomes a
 * space. Line feeds and carriage returns stay: ical-generator writes them escaped, as `\n`.
 */
const NOT_CALENDAR_TEXT = new RegExp(`${FORBIDDEN_CONTROL.source}|[\u2028\u2029]`, 'g')
const calendarText = (text: string) => text.replace(NOT_CALENDAR_TEXT, ' ')

/**
 * The name to write the venue's zone under: the TZID of the VTIMEZONE written for it, looked up by
 * the name as stored, else by the runtime's own ID for it (`Europe/Kyiv` is in the data as
 * `Europe/Kiev`). The data names some zones otherwise than asked (`Asia/Calcutta` gives
 * `Asia/Kolkata`), and the events must name the VTIMEZONE's TZID for calendars to join them. No zone,
 * UTC, or a zone the data lacks: undefined, and times are written in UTC, which every calendar reads
 * the same.
 */
function calendarZone(zone: string | null): string | undefined {
  if (!zone || canonicalTimeZone(zone) === 'UTC') return undefined
  for (const name of [zone, canonicalTimeZone(zone)]) {
    const tzid = name && TZID.exec(getVtimezoneComponent(name) || '')?.[1]
    if (tzid && getVtimezoneComponent(tzid) && canonicalTimeZone(tzid)) return tzid
  }
  return undefined
}

/** How long before a registration deadline a calendar's alarm for it goes off. */
const DEADLINE_ALARM_SECONDS = 24 * 60 * 60

/** The title of a registration deadline's own event. */
export const deadlineSummary = (name: string) => `Registration closes: ${name}`

/** LOCATION, and GEO where the hackathon is placed, so calendar apps can show it on their map. */
function calendarLocation(hackathon: HackathonWithSeries) {
  // An in-person hackathon without a location has no LOCATION rather than a wrong "Online".
  const line = hackathonPlace(hackathon.location, hackathon.attendanceMode)
  const title = line === undefined ? undefined : calendarText(line)
  const { latitude, longitude } = hackathon
  if (latitude === null || longitude === null) return title ?? null
  return { title: title ?? `${latitude}, ${longitude}`, geo: { lat: latitude, lon: longitude } }
}

/**
 * An iCalendar of hackathons. Each event's UID is `<id>@<host>`, the same however often the hackathon
 * changes, so calendar apps update the event instead of adding another. DTSTAMP is the last change
 * (a published calendar's DTSTAMP is its revision, RFC 5545 §3.8.7.2), so the same data always gives
 * the same bytes, and the same ETag.
 *
 * While a hackathon's registration deadline is ahead of `now`, the deadline is an event of its own,
 * "Registration closes: <name>", UID `registration-<id>@<host>`, with a display alarm a day before.
 * It leaves the calendar once the deadline has passed, so a subscriber's app drops it.
 */
export function hackathonsCalendar(base: string, name: string, hackathons: HackathonWithSeries[], now: Date): string {
  const host = new URL(base).host
  // ical-generator writes the calendar's name (NAME, X-WR-CALNAME) as given, unlike every event's
  // text: escaped here, a line break in a series' name cannot start a property or an event of its own.
  const calendar = ical({
    name: escapeText(calendarText(name), false),
    prodId: { company: host, product: 'Hackathons', language: 'EN' },
  })
  // ical-generator writes the VTIMEZONE of every zone its events name, from this generator.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  for (const hackathon of hackathons) {
    const zone = calendarZone(hackathon.timezone)
    const page = hackathonPageUrl(base, hackathon.id)
    calendar.createEvent({
      id: `${hackathon.id}@${host}`,
      // ical-generator writes a zoned time from the date's own wall clock in that zone (TZDate).
      start: zone ? new TZDate(hackathon.startDate, zone) : hackathon.startDate,
      end: zone ? new TZDate(hackathon.endDate, zone) : hackathon.endDate,
      timezone: zone ?? null,
      stamp: hackathon.updatedAt,
      created: hackathon.createdAt,
      lastModified: hackathon.updatedAt,
      summary: calendarText(hackathon.name),
      description: calendarText([hackathon.description?.trim(), hackathon.url].filter(Boolean).join('\n\n')),
      location: calendarLocation(hackathon),
      url: page,
      // A cancelled event stays in the calendar, so a subscriber's copy shows it called off.
      status: hackathon.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
    const deadline = hackathon.registrationDeadline
    if (deadline && deadline > now && !hackathon.cancelled) {
      const summary = calendarText(deadlineSummary(hackathon.name))
      const event = calendar.createEvent({
        id: `registration-${hackathon.id}@${host}`,
        // A moment, not a span: with no DTEND the event ends as it starts (RFC 5545 §3.6.1).
        start: zone ? new TZDate(deadline, zone) : deadline,
        end: null,
        timezone: zone ?? null,
        stamp: hackathon.updatedAt,
        created: hackathon.createdAt,
        lastModified: hackathon.updatedAt,
        summary,
        description: calendarText(hackathon.url),
        // A deadline takes no time: it never shows the subscriber as busy.
        transparency: ICalEventTransparency.TRANSPARENT,
        url: page,
      })
      event.createAlarm({ type: ICalAlarmType.display, triggerBefore: DEADLINE_ALARM_SECONDS, description: summary })
    }
  }
  return calendar.toString()
}
