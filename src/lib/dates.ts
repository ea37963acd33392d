import { formattingLocales } from '../../common/i18n/active'
import { formatsTimeZone } from '../../common/timezones'
import {
  calendarDays,
  dateTimeFormat,
  dayNumber,
  type WallClock,
  wallClock,
  wallClockText,
  wallClockToInstant,
} from '../../common/zoned-time'

/**
 * Every date and time the app shows or reads, as the viewer sees them: form inputs, cards, relative
 * hints. The arithmetic of zones and wall clocks is the server's too and lives in common/zoned-time.
 * Functions that depend on the clock or the viewer take `now` and the zone as parameters, so they
 * give the same answer on any machine.
 */

let viewerZone: string | undefined

/**
 * The viewer's IANA zone, as the browser reports it. Read once per page load: asking builds a
 * DateTimeFormat, and a page of cards asks for every card.
 */
export const viewerTimeZone = (): string => {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return viewerZone
}

/** An ISO instant as the value of a `datetime-local` input in `timeZone` (the viewer's by default). */
export function toLocalInput(iso: string | null | undefined, timeZone: string = viewerTimeZone()): string {
  if (!iso) return ''
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return ''
  return wallClockText(wallClock(instant, timeZone))
}

const LOCAL_INPUT = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

/**
 * A `datetime-local` value read as the wall clock of `timeZone` (the viewer's by default), as an ISO
 * instant in UTC; '' when the value is not a date and time. A time that a daylight-saving change
 * skips moves forward by the change, as browsers do.
 */
export function fromLocalInput(value: string, timeZone: string = viewerTimeZone()): string {
  const match = LOCAL_INPUT.exec(value)
  if (!match) return ''
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const instant = wallClockToInstant({ year, month, day, hour, minute }, timeZone)
  return Number.isNaN(instant) ? '' : new Date(instant).toISOString()
}

/** The locales a date is written in: the given one, else the page's language in the reader's region. */
const localesOr = (locale: string | undefined) => locale ?? formattingLocales()

const dateTime = (timeZone?: string) =>
  dateTimeFormat(formattingLocales(), { dateStyle: 'medium', timeStyle: 'short', timeZone })

export function formatDate(value: string, timeZone?: string): string {
  return dateTimeFormat(formattingLocales(), { dateStyle: 'medium', timeZone }).format(new Date(value))
}

/** Two days as one range the language writes ("Mar 1 – 2, 2027"); one day when both fall on it. */
export function formatDateRange(start: string, end: string, timeZone?: string): string {
  return dateTimeFormat(formattingLocales(), { dateStyle: 'medium', timeZone }).formatRange(
    new Date(start),
    new Date(end),
  )
}

/** The time of day alone ("9:00 AM"), for a table that shows the day above it. */
export function formatTime(value: string, timeZone?: string): string {
  return dateTimeFormat(formattingLocales(), { timeStyle: 'short', timeZone }).format(new Date(value))
}

export function formatDateTime(value: string, timeZone?: string): string {
  return dateTime(timeZone).format(new Date(value))
}

/** Who is looking and when: the clock and zone that compact dates and relative hints are read with. */
export interface Viewer {
  now: Date
  timeZone: string
  /** A BCP 47 locale; the page's language, in the reader's region, when omitted. */
  locale?: string
}

/** Whether an event starts at midnight and ends at (or a minute before) midnight in `timeZone`. */
function isAllDay(start: number, end: number, timeZone: string): boolean {
  const from = wallClock(start, timeZone)
  const to = wallClock(end, timeZone)
  const midnight = (w: WallClock) => w.hour === 0 && w.minute === 0
  return midnight(from) && (midnight(to) || (to.hour === 23 && to.minute === 59))
}

/**
 * "Dec 2 – 4", "Nov 30 – Dec 2", "Dec 30, 2026 – Jan 2, 2027", "Dec 2": the days of a range in
 * `timeZone`, with the year only when it is not the viewer's current one.
 */
export function formatDays(start: string, end: string, viewer: Viewer, timeZone = viewer.timeZone): string {
  const from = Date.parse(start)
  let to = Date.parse(end)
  // An all-day event ending at midnight ends on the day before.
  if (to > from && isAllDay(from, to, timeZone) && wallClock(to, timeZone).hour === 0) to -= 60_000
  const currentYear = wallClock(viewer.now, viewer.timeZone).year
  const otherYear = wallClock(from, timeZone).year !== currentYear || wallClock(to, timeZone).year !== currentYear
  return dateTimeFormat(localesOr(viewer.locale), {
    month: 'short',
    day: 'numeric',
    year: otherYear ? 'numeric' : undefined,
    timeZone,
  }).formatRange(from, to)
}

interface TimesOptions {
  locale?: string
  /** Show the range ("10:00 AM – 6:00 PM"); otherwise only the start. */
  range?: boolean
  /** Put the day before the time ("Dec 3, 1:00 AM GMT+9"); a range across midnight always has it. */
  withDay?: boolean
}

/**
 * The clock times of a hackathon in `timeZone` with the zone named: "10:00 AM – 6:00 PM EST",
 * "Dec 2, 7:00 PM – Dec 3, 3:00 AM GMT+9", or the start alone ("10:00 AM EST").
 */
export function formatTimes(
  start: string,
  end: string,
  timeZone: string,
  { locale, range = true, withDay = false }: TimesOptions = {},
): string {
  const from = Date.parse(start)
  const to = Date.parse(end)
  const acrossDays = range && calendarDays(from, to, timeZone) !== 0
  const format = dateTimeFormat(localesOr(locale), {
    ...(withDay || acrossDays ? { month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  })
  return range ? format.formatRange(from, to) : format.format(from)
}

/** Where a hackathon stands relative to now, and when the next change is ("in 3 days", "tomorrow"). */
export type RelativeHint =
  | { kind: 'starts'; when: string }
  | { kind: 'live' }
  | { kind: 'ends'; when: string }
  | { kind: 'ended'; when: string }

/** Within this, "in 3 hours" says more than "today". */
const HOURS_AHEAD_MS = 6 * 3_600_000

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

/** "tomorrow", "in 3 hours": one RelativeTimeFormat per locale, built once like the date formats. */
function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const locales = localesOr(locale)
  const key = String(locales)
  let format = relativeFormats.get(key)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locales, { numeric: 'auto' })
    relativeFormats.set(key, format)
  }
  return format
}

/** "in 3 days", "tomorrow", "yesterday", "in 2 months": a distance in calendar days, with `Intl`. */
function relativeDays(days: number, locale: string | undefined): string {
  const format = relativeFormat(locale)
  const size = Math.abs(days)
  if (size <= 31) return format.format(days, 'day')
  if (size < 365) return format.format(Math.round(days / 30.44), 'month')
  return format.format(Math.round(days / 365.25), 'year')
}

function relativeTime(now: number, at: number, viewer: Viewer): string {
  const ms = at - now
  if (Math.abs(ms) < HOURS_AHEAD_MS) {
    const format = relativeFormat(viewer.locale)
    const minutes = Math.round(ms / 60_000)
    return Math.abs(minutes) < 60 ? format.format(minutes, 'minute') : format.format(Math.round(minutes / 60), 'hour')
  }
  return relativeDays(calendarDays(now, at, viewer.timeZone), viewer.locale)
}

/**
 * Before the start: when it starts. Running: live, or when it ends if that is a later day than
 * today. After the end: how long ago it ended. Days are the viewer's calendar days; within a few
 * hours the hint counts hours ("in 3 hours").
 */
export function relativeHint(start: string, end: string, viewer: Viewer): RelativeHint {
  const now = viewer.now.getTime()
  const from = Date.parse(start)
  const to = Date.parse(end)
  if (now < from) return { kind: 'starts', when: relativeTime(now, from, viewer) }
  if (now > to) return { kind: 'ended', when: relativeTime(now, to, viewer) }
  return calendarDays(now, to, viewer.timeZone) === 0
    ? { kind: 'live' }
    : { kind: 'ends', when: relativeTime(now, to, viewer) }
}

/** A hackathon's dates as a card shows them. */
export interface Schedule {
  /** "Dec 2 – 4, 2026": the viewer's days, or the hackathon's own for an all-day one in its zone. */
  days: string
  /** One day: "10:00 AM – 6:00 PM EST"; longer: the start, "10:00 AM EST"; null when times do not help. */
  times: string | null
  /** Whether `times` is the start of a hackathon of several days (a card says "Starts ..."). */
  startOnly: boolean
  /** The same at the venue, when its clock differs from the viewer's; with its day when that differs. */
  venueTimes: string | null
  hint: RelativeHint
}

interface ScheduleOptions {
  /** The hackathon's IANA zone, if it has one. */
  zone?: string | null
  /** Whether there is a venue whose clock matters (in person or hybrid). */
  atVenue?: boolean
}

/**
 * Everything a card says about when a hackathon is. Times do not help for an all-day hackathon
 * (midnight to midnight in its zone): then the days are its own, shown without times.
 */
export function describeSchedule(
  start: string,
  end: string,
  viewer: Viewer,
  { zone: given, atVenue = false }: ScheduleOptions = {},
): Schedule {
  // The server only stores IANA names; one this browser cannot format (an older runtime) is left out
  // rather than breaking the card.
  const zone = given && formatsTimeZone(given) ? given : undefined
  const from = Date.parse(start)
  const to = Date.parse(end)
  const hint = relativeHint(start, end, viewer)
  const ownZone = zone || viewer.timeZone
  if (isAllDay(from, to, ownZone)) {
    return { days: formatDays(start, end, viewer, ownZone), times: null, startOnly: false, venueTimes: null, hint }
  }
  const viewerWall = (at: number) => JSON.stringify(wallClock(at, viewer.timeZone))
  const venueWall = (at: number, venue: string) => JSON.stringify(wallClock(at, venue))
  const venue =
    atVenue && zone && (venueWall(from, zone) !== viewerWall(from) || venueWall(to, zone) !== viewerWall(to))
  const oneDay = calendarDays(from, to, viewer.timeZone) === 0
  return {
    days: formatDays(start, end, viewer),
    times: formatTimes(start, end, viewer.timeZone, { locale: viewer.locale, range: oneDay }),
    startOnly: !oneDay,
    venueTimes: venue
      ? formatTimes(start, end, zone, {
          locale: viewer.locale,
          range: oneDay,
          withDay: dayNumber(from, zone) !== dayNumber(from, viewer.timeZone),
        })
      : null,
    hint,
  }
}
