import { tzOffset } from '@date-fns/tz'
import { activeLocale } from './i18n/active.js'
import { SOURCE_LOCALE } from './i18n/locales.js'

/**
 * Wall clocks in IANA zones, for the SPA and the server alike: an instant as a zone's clock reads it,
 * a zone's wall-clock time as an instant, offsets, calendar days, and dates formatted in a zone. All
 * of it through `Intl` and `@date-fns/tz`: no hand-written offsets or zone tables, and nothing that
 * depends on the zone of the machine it runs on.
 */

/** What a clock on the wall shows; months count from 1. */
export interface WallClock {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
}

// Building a DateTimeFormat costs far more than formatting with one; a page or a digest formats
// hundreds of dates with the same few options.
const formats = new Map<string, Intl.DateTimeFormat>()

/** A DateTimeFormat for `locale` (the runtime's when undefined) and `options`, built once. */
export function dateTimeFormat(
  locale: string | string[] | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? '', options])
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

// A card reads the wall clock a dozen times: its formats are kept by zone alone, with no key to build.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

// A card reads the same few instants (its start, its end, now) a dozen times, and formatting to
// parts is the slow part of reading one: the answers are kept, a bounded number of them.
const wallClocks = new Map<string, WallClock>()
const WALL_CLOCKS_KEPT = 2000

/** What a clock on the wall in `timeZone` shows at `instant`. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const key = `${timeZone} ${Number(instant)}`
  const known = wallClocks.get(key)
  if (known) return known
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClockFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const read: WallClock = {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
  if (wallClocks.size >= WALL_CLOCKS_KEPT) wallClocks.clear()
  wallClocks.set(key, read)
  return read
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `2031-06-01T10:00`: a wall-clock time as ISO 8601 writes it, without seconds or offset. */
export const wallClockText = (w: WallClock) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (daylight saving included); undefined for no zone. */
export function zoneOffsetMinutes(timeZone: string, instant: Date | number): number | undefined {
  const minutes = tzOffset(timeZone, new Date(instant))
  return Number.isNaN(minutes) ? undefined : minutes
}

const offsetMs = (timeZone: string, instant: number) => (zoneOffsetMinutes(timeZone, instant) ?? 0) * 60_000

/**
 * The instant at which the clock in `timeZone` shows `wall` (seconds default to 0); NaN for no date.
 * A time that a daylight-saving change skips moves forward by the change (02:30 on the
 * spring-forward night is 03:30), as browsers do. Of a time the clock shows twice, the one read is
 * the showing in effect at `wall` taken as UTC: the second east of Greenwich, the first west of it.
 */
export function wallClockToInstant(wall: Omit<WallClock, 'second'> & { second?: number }, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0)
  if (Number.isNaN(asUtc)) return Number.NaN
  // The zone's offset at the guessed instant; a second pass settles a guess on the other side of a change.
  const first = asUtc - offsetMs(timeZone, asUtc)
  const second = asUtc - offsetMs(timeZone, first)
  if (offsetMs(timeZone, second) === asUtc - second) return second
  // Neither offset reads back as `wall`: a skipped time. The offset before the change is the
  // smaller one, and reading with it gives the later instant.
  return Math.max(first, second)
}

/** The calendar day the clock in `timeZone` shows at `instant`, counted in days since 1 January 1970. */
export function dayNumber(instant: Date | number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000
}

/** Calendar days from `from` to `to` as a wall calendar in `timeZone` counts them (tomorrow = 1). */
export const calendarDays = (from: Date | number, to: Date | number, timeZone: string) =>
  dayNumber(to, timeZone) - dayNumber(from, timeZone)

/**
 * The zone to read a hackathon's dates in: its own, else UTC, which keeps the answer the same on
 * every machine. A zone this runtime cannot format (an older browser) reads as UTC too.
 */
export function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone) return 'UTC'
  return zoneOffsetMinutes(zone, 0) === undefined ? 'UTC' : zone
}

/** `2031-06-01T10:00:00+02:00`: the instant as the clock in `zone` reads it (UTC when there is none). */
export function isoInZone(instant: Date | number, zone: string | null | undefined): string {
  const timeZone = zoneOrUtc(zone)
  const offset = Math.round(zoneOffsetMinutes(timeZone, instant) ?? 0)
  const size = Math.abs(offset)
  const sign = offset < 0 ? '-' : '+'
  const w = wallClock(instant, timeZone)
  return `${wallClockText(w)}:${pad(w.second)}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
}

/**
 * The language a hackathon's dates are written in where no reader's is given: the active one, and
 * for English British English (day before month, 24 hours), so they read the same wherever English
 * writes them.
 */
function eventDatesLocale(): string {
  const locale = activeLocale()
  return locale === SOURCE_LOCALE ? 'en-GB' : locale
}

/**
 * `1 Jun 2031, 10:00 – 2 Jun 2031, 18:00 (Europe/Berlin)`: a hackathon's dates in its zone (else
 * UTC), with the zone named, in the active language (British English for English, 24 hours), or in
 * the reader's `locale` where one is known (the embedded list, from Accept-Language).
 */
export function formatEventDates(
  start: Date | string,
  end: Date | string,
  zone: string | null | undefined,
  locale: string = eventDatesLocale(),
): string {
  const timeZone = zoneOrUtc(zone)
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return `${format.formatRange(new Date(start), new Date(end))} (${timeZone})`
}
