import { defineTexts } from './i18n/texts.js'

/**
 * IANA time zones (`Europe/Berlin`). The server validates a hackathon's zone with `isTimeZone` and
 * the form offers `timeZones()`, so both accept the same names.
 */

/**
 * IANA's current names of zones that ICU (Node, Chrome) still lists under their first spelling:
 * ICU never renames an ID, so `Intl.supportedValuesOf` holds `Asia/Calcutta` and no `Asia/Kolkata`.
 * Old spelling -> current name. Both spellings format the same zone.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone the form offers, and the older spelling it may be searched by ("Calcutta" finds Asia/Kolkata). */
export interface TimeZoneChoice {
  zone: string
  formerly?: string
}

let choices: readonly TimeZoneChoice[] | undefined

/**
 * The zones to choose from: this runtime's list with each renamed zone under its current name, and
 * `UTC`, which some runtimes list only as `Etc/UTC`. Sorted, each zone once.
 */
export function timeZoneChoices(): readonly TimeZoneChoice[] {
  if (!choices) {
    const byZone = new Map<string, TimeZoneChoice>([['UTC', { zone: 'UTC' }]])
    for (const listed of Intl.supportedValuesOf('timeZone')) {
      const current = RENAMED[listed]
      byZone.set(current ?? listed, current ? { zone: current, formerly: listed } : { zone: listed })
    }
    choices = [...byZone.values()].sort((a, b) => (a.zone < b.zone ? -1 : 1))
  }
  return choices
}

let zones: ReadonlySet<string> | undefined

/** The names of the zones to choose from (`timeZoneChoices`). */
export function timeZones(): ReadonlySet<string> {
  zones ??= new Set(timeZoneChoices().map((choice) => choice.zone))
  return zones
}

let spellings: ReadonlyMap<string, string> | undefined

/** Every name listed or offered, by its lower case: a zone typed in another case is its misspelling. */
function listedSpellings(): ReadonlyMap<string, string> {
  spellings ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), ...timeZones()].map((zone) => [zone.toLowerCase(), zone]),
  )
  return spellings
}

/**
 * The shape of an IANA name: words that start with a capital, joined by slashes (`Europe/Berlin`,
 * `America/Port-au-Prince`, `Etc/GMT+1`, `US/Eastern`). Rules out bare offsets such as `+01:00`,
 * which browsers format but which name no place and no daylight saving.
 */
const IANA_NAME = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)*$/

const formattable = new Map<string, boolean>()

/**
 * Whether this runtime can format dates in `zone`, remembered per zone: a list of cards asks it of
 * the same few zones, and it costs one formatter instead of the whole list of zones `isTimeZone` reads.
 */
export function formatsTimeZone(zone: string): boolean {
  let known = formattable.get(zone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      known = true
    } catch {
      known = false
    }
    formattable.set(zone, known)
  }
  return known
}

/**
 * Whether `zone` is an IANA zone name or alias this runtime knows, spelt as IANA spells it:
 * `Asia/Kolkata` and `Asia/Calcutta` alike, `US/Eastern`; not `asia/kolkata` (which Intl would
 * take), not `+01:00`. Names are kept as given, so every use must read them through Intl.
 */
export function isTimeZone(zone: string): boolean {
  if (!IANA_NAME.test(zone)) return false
  const listed = listedSpellings().get(zone.toLowerCase())
  if (listed !== undefined) return listed === zone
  return formatsTimeZone(zone)
}

/**
 * The runtime's own ID for a zone (`Asia/Kolkata` -> `Asia/Calcutta` under ICU), to compare two
 * names of one zone or to look a zone up in data keyed by one spelling; undefined for no zone.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The message for a zone that is not in the list, as the forms say it. */
export const TIME_ZONE_MESSAGES = defineTexts('timeZoneMessages', {
  /** "IANA" and "Europe/Berlin" are how zones are named in code: keep them as they are. */
  unknown: 'Unknown time zone: use an IANA name such as Europe/Berlin',
})
