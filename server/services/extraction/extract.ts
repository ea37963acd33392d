import * as cheerio from 'cheerio'
import { isLatitude, isLongitude } from '../../../common/geo.js'
import {
  type AttendanceMode,
  ELIGIBILITY,
  type Eligibility,
  HACKATHON_FIELDS,
} from '../../../common/hackathon-fields.js'
import { LIMITS } from '../../../common/limits.js'
import { THEME_SYNONYMS } from '../../../common/theme-synonyms.js'
import { THEMES, type ThemeSlug } from '../../../common/themes.js'
import { isTimeZone, timeZones } from '../../../common/timezones.js'
import { zoneOffsetMinutes } from '../../../common/zoned-time.js'

export type ExtractedHackathon = {
  name?: string
  description?: string
  location?: string
  image?: string
  date?: string
  start_date?: string
  end_date?: string
  url?: string
  attendance_mode?: AttendanceMode
  /** The venue's IANA zone, only when the page makes it unambiguous (see `zoneOf`). */
  timezone?: string
  /** The venue's coordinates: its Place's `geo`, or the city its location names (see index.ts). */
  latitude?: number
  longitude?: number
  /** The theme vocabulary's slugs that the event's `keywords` name (a slug, a label or a synonym). */
  themes?: ThemeSlug[]
  /** `isAccessibleForFree`, else its offers: every price 0 is free, every price above 0 is not. */
  free?: boolean
  /** The audiences the event's `audience` names, in the eligibility vocabulary. */
  eligibility?: Eligibility[]
  /** The audience's `requiredMinAge`. */
  min_age?: number
  /** ISO 639-1 codes of the event's `inLanguage`. */
  languages?: string[]
  /** Its offers' `validFrom` and `validThrough`: when tickets, which for a hackathon is registration, open and close. */
  registration_opens_at?: string
  registration_deadline?: string
  /** Its `eventStatus` is EventCancelled. */
  cancelled?: boolean
}
type Field = keyof ExtractedHackathon
type Thing = Record<string, unknown>
type Selection = ReturnType<ReturnType<cheerio.CheerioAPI['root']>['find']>

/** What each extracted field is cut to: the hackathon form's own limits. */
const FIELD_LIMITS = {
  name: LIMITS.nameMax,
  description: LIMITS.descriptionMax,
  location: LIMITS.locationMax,
  url: LIMITS.urlMax,
  image: LIMITS.imageMax,
  date: LIMITS.nameMax,
} as const

// schema.org Event and its subtypes.
const EVENT_TYPES = new Set(
  `Event BusinessEvent ChildrensEvent ComedyEvent CourseInstance DanceEvent DeliveryEvent EducationEvent EventSeries
   ExhibitionEvent Festival FoodEvent Hackathon LiteraryEvent MusicEvent PublicationEvent BroadcastEvent OnDemandEvent
   SaleEvent ScreeningEvent SocialEvent SportsEvent TheaterEvent VisualArtsEvent`.split(/\s+/),
)
const BLOCK_END = /<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|td|th|ul|ol|section|article|header|footer|blockquote)>/gi

const isThing = (v: unknown): v is Thing => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])
// Types come as "Event", "schema:Event" or "https://schema.org/Event".
const typeNames = (node: Thing) => list(node['@type']).map((t) => String(t).replace(/^.*[/#:]/, ''))
const isEvent = (node: Thing) => typeNames(node).some((t) => EVENT_TYPES.has(t))

/** The first plain value: a string, a number, a JSON-LD `@value`, or the `name` of a thing. */
function firstText(v: unknown): string | undefined {
  for (const item of list(v)) {
    const text = isThing(item) ? firstText(item['@value'] ?? item.name) : typeof item === 'object' ? '' : String(item)
    if (text?.trim()) return text
  }
  return undefined
}

/** Strips tags, decodes entities and collapses whitespace; block ends become spaces so words stay apart. */
function clean(value: string | undefined): string | undefined {
  if (!value) return undefined
  const $ = cheerio.load(value.replace(BLOCK_END, '$& '), null, false)
  $('script, style').remove()
  return $.root().text().replace(/\s+/g, ' ').trim() || undefined
}

/**
 * `value` cut to `max` code points (never splitting a character) at the end of a word when the cut
 * falls inside one, so a long description never ends in half a word; a text of one long word is cut
 * at the limit.
 */
export function cutAtWord(value: string, max: number): string {
  const chars = Array.from(value)
  if (chars.length <= max) return value.trim()
  const head = chars.slice(0, max).join('')
  if (/\s/.test(chars[max] ?? '')) return head.trimEnd()
  const space = head.search(/\s\S*$/)
  return (space > head.length / 2 ? head.slice(0, space) : head).trimEnd()
}

const cut = (value: string | undefined, max: number) => value && cutAtWord(value, max)

/** An absolute http(s) URL, or nothing: a URL cut to the column size would be a wrong URL, so a longer one is dropped. */
function absolute(value: string | undefined, base: string): string | undefined {
  const text = clean(value)
  if (!text) return undefined
  try {
    const url = new URL(text, base)
    return /^https?:$/.test(url.protocol) && url.href.length <= FIELD_LIMITS.url ? url.href : undefined
  } catch {
    return undefined
  }
}

// A date or time without a zone is read as UTC: the page's own zone is unknown, and UTC keeps the answer
// independent of this server's zone. Anything that is not ISO 8601 is left to the free-text `date`.
function toIsoDate(value: string): string | undefined {
  const v = value.trim().replace(' ', 'T')
  const m = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(v)
  if (!m) return undefined
  const time = Date.parse(m[4] ? v : m[1] ? `${v}Z` : `${v}T00:00:00Z`)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * The UTC offset in minutes that an ISO 8601 date-time states in figures (`+02:00`, `-0330`). `Z`
 * states none: a page that converts its times to UTC says nothing about the venue's clock.
 */
function statedOffset(value: string): number | undefined {
  const m = /T[\d:.]+([+-])(\d{2}):?(\d{2})$/i.exec(value.trim().replace(' ', 'T'))
  if (!m || !toIsoDate(value)) return undefined
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}

const cityKey = (text: string) =>
  text
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase()
let zonesByCity: Map<string, string | null> | undefined

/**
 * The zone whose city part is `city` ('New York' -> America/New_York), from the zones this runtime
 * knows; none when no zone, or more than one, has that city part.
 */
function zoneOfCity(city: string): string | undefined {
  if (!zonesByCity) {
    zonesByCity = new Map()
    for (const zone of timeZones()) {
      // `UTC` and `Etc/GMT+1` name no place.
      if (!zone.includes('/') || zone.startsWith('Etc/')) continue
      const key = cityKey(zone.slice(zone.lastIndexOf('/') + 1))
      zonesByCity.set(key, zonesByCity.has(key) ? null : zone)
    }
  }
  return zonesByCity.get(cityKey(city)) ?? undefined
}

function placeText(place: unknown): string | undefined {
  if (!isThing(place)) return firstText(place)
  if (typeNames(place).includes('VirtualLocation')) return 'Online'
  const address = list(place.address)
    .map((a) =>
      isThing(a) ? joinParts([a.streetAddress, a.addressLocality, a.addressRegion, a.addressCountry]) : firstText(a),
    )
    .find(Boolean)
  return joinParts([place.name, address])
}

function joinParts(parts: unknown[]): string | undefined {
  const texts = parts.map((p) => firstText(p)?.trim()).filter((t): t is string => Boolean(t))
  return [...new Set(texts)].join(', ') || undefined
}

const isVirtual = (place: Thing) => typeNames(place).includes('VirtualLocation')

// schema.org's eventAttendanceMode values by their name; a Map, so no other key (`constructor`) matches.
const MODES = new Map<string, AttendanceMode>([
  ['OnlineEventAttendanceMode', 'online'],
  ['OfflineEventAttendanceMode', 'in_person'],
  ['MixedEventAttendanceMode', 'hybrid'],
])

/**
 * How people attend: the event's eventAttendanceMode in any spelling (a URL, `schema:…`, the bare
 * name, a JSON-LD `{"@id": …}`); else what its locations say: a VirtualLocation is online, a place
 * with an address in person, both hybrid.
 */
function attendanceOf(event: Thing): AttendanceMode | undefined {
  const stated = list(event.eventAttendanceMode)
    .map((value) => firstText(isThing(value) ? (value['@id'] ?? value['@value']) : value))
    .map((value) => value && MODES.get(value.trim().replace(/^.*[/#:]/, '')))
    .find(Boolean)
  if (stated) return stated
  const places = list(event.location).filter(isThing)
  const online = places.some(isVirtual)
  const inPerson = places.some((p) => !isVirtual(p) && list(p.address).some((a) => isThing(a) || firstText(a)?.trim()))
  return online && inPerson ? 'hybrid' : online ? 'online' : inPerson ? 'in_person' : undefined
}

/**
 * The venue's IANA zone, only when the page leaves no doubt: the one zone the event names
 * (`eventSchedule.scheduleTimezone`) that this server knows; else the one zone whose city the
 * location names (an address locality, a place's name), provided that zone's offset at the start is
 * the offset the start date states. A location in two cities, a start without an offset, or an
 * offset the city does not have at that instant yields nothing.
 */
function zoneOf(event: Thing): string | undefined {
  const named = new Set(
    list(event.eventSchedule)
      .filter(isThing)
      .flatMap((schedule) => list(schedule.scheduleTimezone).map((zone) => clean(firstText(zone))))
      .filter((zone): zone is string => zone !== undefined && isTimeZone(zone)),
  )
  if (named.size > 0) return named.size === 1 ? [...named][0] : undefined
  const start = firstText(event.startDate)
  const offset = start === undefined ? undefined : statedOffset(start)
  const instant = start === undefined ? undefined : toIsoDate(start)
  if (offset === undefined || instant === undefined) return undefined
  const cities = list(event.location).flatMap((place) => {
    if (!isThing(place)) return [place]
    if (isVirtual(place)) return []
    return [
      place.name,
      ...list(place.address).map((address) => (isThing(address) ? address.addressLocality : undefined)),
    ]
  })
  const zones = new Set(
    cities.map((city) => clean(firstText(city))).flatMap((city) => (city ? (zoneOfCity(city) ?? []) : [])),
  )
  const [zone] = zones
  return zones.size === 1 && zone && zoneOffsetMinutes(zone, new Date(instant)) === offset ? zone : undefined
}

/** The first of the event's places with valid GeoCoordinates (numbers or numeric text). */
function geoOf(event: Thing | undefined): { latitude: number; longitude: number } | undefined {
  for (const place of list(event?.location).filter(isThing)) {
    for (const geo of list(place.geo).filter(isThing)) {
      const latitude = Number(firstText(geo.latitude) ?? geo.latitude)
      const longitude = Number(firstText(geo.longitude) ?? geo.longitude)
      if (geo.latitude !== undefined && geo.longitude !== undefined && isLatitude(latitude) && isLongitude(longitude)) {
        return { latitude, longitude }
      }
    }
  }
  return undefined
}

/** A word as the vocabularies below are matched: lower case, hyphens and runs of spaces as one space. */
const wordKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

/**
 * Every word that names a theme (its slug, label and synonyms), to its slug: made at use, since a
 * label is a text, read in the language active then.
 */
const themeWords = () =>
  new Map<string, ThemeSlug>(
    THEMES.flatMap((theme) =>
      [theme.slug, theme.label, ...THEME_SYNONYMS[theme.slug]].map((word) => [wordKey(word), theme.slug] as const),
    ),
  )

/** The words of a `keywords` value: texts split at commas and semicolons, or the names of DefinedTerms. */
const keywordsOf = (value: unknown) =>
  list(value).flatMap((item) => (firstText(item) ?? '').split(/[,;]/).map((word) => clean(word) ?? ''))

/**
 * The themes the keywords name, each word matched whole against the vocabulary (so "html" is not
 * "ml"); words that name no theme are dropped.
 */
function themesOf(event: Thing): ThemeSlug[] | undefined {
  const words = themeWords()
  const slugs = new Set(keywordsOf(event.keywords).flatMap((word) => words.get(wordKey(word)) ?? []))
  return slugs.size > 0 ? [...slugs].slice(0, HACKATHON_FIELDS.themes.type.maxItems) : undefined
}

/** How pages name each audience of the eligibility vocabulary (`audienceType`, `educationalRole`, a name). */
const AUDIENCE_WORDS: Record<Eligibility, readonly string[]> = {
  everyone: ['everyone', 'anyone', 'all', 'general public', 'public'],
  university: [
    'university',
    'university students',
    'college',
    'college students',
    'undergraduates',
    'undergraduate students',
    'graduate students',
    'postgraduates',
  ],
  high_school: ['high school', 'high school students', 'secondary school students', 'teenagers', 'teens'],
  professionals: ['professionals', 'working professionals', 'industry professionals'],
}
const ELIGIBILITY_WORDS = new Map<string, Eligibility>(
  ELIGIBILITY.flatMap((value) => AUDIENCE_WORDS[value].map((word) => [wordKey(word), value] as const)),
)

/** The audiences the event names, and the least age it requires (a whole number the form accepts). */
function audienceOf(event: Thing): Pick<ExtractedHackathon, 'eligibility' | 'min_age'> {
  const audiences = list(event.audience)
  const words = audiences.flatMap((audience) =>
    isThing(audience)
      ? [audience.audienceType, audience.educationalRole, audience.name].flatMap(keywordsOf)
      : keywordsOf(audience),
  )
  const eligibility = [...new Set(words.flatMap((word) => ELIGIBILITY_WORDS.get(wordKey(word)) ?? []))]
  const { min, max } = HACKATHON_FIELDS.min_age.type
  const ages = audiences
    .filter(isThing)
    .map((audience) => Number(firstText(audience.requiredMinAge)))
    .filter((age) => Number.isInteger(age) && age >= min && age <= max)
  return {
    eligibility: eligibility.length > 0 ? eligibility : undefined,
    min_age: ages.length > 0 ? Math.min(...ages) : undefined,
  }
}

/** `true`, `false`, or their text; anything else says nothing. */
function yesOrNo(value: unknown): boolean | undefined {
  const text = firstText(value)?.trim().toLowerCase()
  return text === 'true' ? true : text === 'false' ? false : undefined
}

/** A price as a number: schema.org wants figures with a dot, some pages write "0,00" or "Free". */
function priceOf(value: unknown): number | undefined {
  const text = firstText(value)?.trim().toLowerCase()
  if (!text) return undefined
  if (text === 'free') return 0
  const price = Number(text.replace(',', '.'))
  return Number.isFinite(price) && price >= 0 ? price : undefined
}

/**
 * Whether attending is free: the event's `isAccessibleForFree`, else its offers' ticket prices
 * (`price`, or an AggregateOffer's `lowPrice` and `highPrice`) when they agree: all 0 is free, all
 * above 0 is paid; a free ticket beside a paid one says neither.
 */
function freeOf(event: Thing, offers: Thing[]): boolean | undefined {
  const stated = yesOrNo(event.isAccessibleForFree)
  if (stated !== undefined) return stated
  const prices = offers
    .flatMap((offer) => [offer.price, offer.lowPrice, offer.highPrice])
    .map(priceOf)
    .filter((price): price is number => price !== undefined)
  if (prices.length === 0) return undefined
  if (prices.every((price) => price === 0)) return true
  return prices.every((price) => price > 0) ? false : undefined
}

let languageNames: Map<string, string> | undefined

/** The ISO 639-1 code of a language's English name ('German' -> 'de'), from the runtime's names. */
function codeOfLanguageName(name: string): string | undefined {
  if (!languageNames) {
    languageNames = new Map()
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    for (const a of letters)
      for (const b of letters) {
        const named = names.of(a + b)
        if (named && !languageNames.has(named.toLowerCase())) languageNames.set(named.toLowerCase(), a + b)
      }
  }
  return languageNames.get(name.trim().toLowerCase())
}

/**
 * The event's languages as ISO 639-1 codes: a BCP 47 tag gives its language part ('en-GB' -> 'en'),
 * a Language thing its `alternateName` or `name`, a name is looked up; anything else is dropped.
 */
function languagesOf(event: Thing): string[] | undefined {
  const codes = list(event.inLanguage).flatMap((value) => {
    const texts = isThing(value) ? [value.alternateName, value.name].map(firstText) : [firstText(value)]
    for (const text of texts) {
      const tag = /^([a-z]{2})(?:[-_][a-z0-9]+)*$/i.exec(text?.trim() ?? '')
      const code = tag?.[1]?.toLowerCase() ?? (text ? codeOfLanguageName(text) : undefined)
      if (code) return [code]
    }
    return []
  })
  const unique = [...new Set(codes)].slice(0, HACKATHON_FIELDS.languages.type.maxItems)
  return unique.length > 0 ? unique : undefined
}

/**
 * When registration opens and closes: the offers' `validFrom` (the earliest) and `validThrough`
 * (the latest), as ISO dates. A hackathon's ticket is its registration, so the window in which it is
 * offered is the registration's.
 */
function registrationOf(offers: Thing[]): Pick<ExtractedHackathon, 'registration_opens_at' | 'registration_deadline'> {
  const dates = (key: string) =>
    offers
      .map((offer) => firstText(offer[key]))
      .flatMap((value) => (value ? (toIsoDate(value) ?? []) : []))
      .sort()
  return { registration_opens_at: dates('validFrom')[0], registration_deadline: dates('validThrough').at(-1) }
}

/** The listing facts the event states (themes, cost, audience, languages, registration). */
function factsOf(event: Thing): ExtractedHackathon {
  const offers = list(event.offers).filter(isThing)
  return {
    themes: themesOf(event),
    free: freeOf(event, offers),
    ...audienceOf(event),
    languages: languagesOf(event),
    ...registrationOf(offers),
  }
}

function fromEvent(event: Thing | undefined): ExtractedHackathon {
  if (!event) return {}
  const places = list(event.location).map(placeText).filter(Boolean)
  const online = list(event.eventAttendanceMode).some((m) => String(m).endsWith('OnlineEventAttendanceMode'))
  const image = list(event.image)
    .map((i) => (isThing(i) ? firstText(i.url ?? i.contentUrl) : firstText(i)))
    .find(Boolean)
  return {
    name: firstText(event.name),
    description: firstText(event.description),
    start_date: firstText(event.startDate),
    end_date: firstText(event.endDate),
    // A hybrid event lists a Place and a VirtualLocation: the place says more.
    location: places.find((p) => p !== 'Online') ?? places[0] ?? (online ? 'Online' : undefined),
    image,
    url: firstText(event.url),
    attendance_mode: attendanceOf(event),
    timezone: zoneOf(event),
    ...factsOf(event),
    cancelled: isCancelled(event) || undefined,
  }
}

/** Whether the event's `eventStatus` (in any spelling: a URL, `schema:…`, `{"@id": …}`) is EventCancelled. */
const isCancelled = (event: Thing) =>
  list(event.eventStatus)
    .map((value) => firstText(isThing(value) ? (value['@id'] ?? value['@value']) : value))
    .some((value) => value?.trim().replace(/^.*[/#:]/, '') === 'EventCancelled')

function jsonLdEvents($: cheerio.CheerioAPI): Thing[] {
  const events: Thing[] = []
  // Events sit at the top, in arrays, in `@graph` or under `mainEntity`: every object is visited.
  const walk = (value: unknown, depth: number): void => {
    if (depth > 10) return
    for (const item of list(value)) {
      if (!isThing(item)) continue
      if (isEvent(item)) events.push(item)
      for (const child of Object.values(item)) if (typeof child === 'object') walk(child, depth + 1)
    }
  }
  $('script').each((_, el) => {
    if ($(el).attr('type')?.trim().toLowerCase() !== 'application/ld+json') return
    try {
      walk(JSON.parse($(el).text()), 0)
    } catch {
      // A broken block must not hide the other sources.
    }
  })
  return events
}

const VALUE_ATTR: Record<string, string> = { a: 'href', link: 'href', img: 'src', time: 'datetime', data: 'value' }

/** A microdata item in the shape of its JSON-LD twin, so both go through `fromEvent`. */
function microdataItem($: cheerio.CheerioAPI, item: Selection): Thing {
  const node: Thing = { '@type': (item.attr('itemtype') ?? '').split(/\s+/) }
  item.find('[itemprop]').each((_, el) => {
    const prop = $(el)
    if (prop.parent().closest('[itemscope]').get(0) !== item.get(0)) return
    const attr = VALUE_ATTR[el.tagName.toLowerCase()]
    const value = prop.is('[itemscope]')
      ? microdataItem($, prop)
      : (prop.attr('content') ?? (attr && prop.attr(attr)) ?? prop.html() ?? undefined)
    for (const name of (prop.attr('itemprop') ?? '').split(/\s+/)) if (name && !(name in node)) node[name] = value
  })
  return node
}

function metaTags($: cheerio.CheerioAPI): ExtractedHackathon {
  const meta = new Map<string, string>()
  $('meta[content]').each((_, el) => {
    const key = ($(el).attr('property') ?? $(el).attr('name') ?? '').trim().toLowerCase()
    const content = $(el).attr('content')
    if (key && content?.trim() && !meta.has(key)) meta.set(key, content)
  })
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find(Boolean)
  return {
    name: first('og:title', 'twitter:title'),
    description: first('og:description', 'twitter:description', 'description'),
    image: first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
    start_date: first('event:start_time'),
    end_date: first('event:end_time'),
  }
}

function normalise(raw: ExtractedHackathon, pageUrl: string): ExtractedHackathon {
  // Checked values already: a known mode, a known zone, the facts in their vocabularies and ranges.
  const { attendance_mode, timezone, themes, free, eligibility, min_age, languages, cancelled } = raw
  const { registration_opens_at, registration_deadline } = raw
  const out: ExtractedHackathon = {
    cancelled,
    attendance_mode,
    timezone,
    themes,
    free,
    eligibility,
    min_age,
    languages,
    registration_opens_at,
    registration_deadline,
  }
  for (const field of ['name', 'description', 'location'] as const)
    out[field] = cut(clean(raw[field]), FIELD_LIMITS[field])
  for (const field of ['image', 'url'] as const) out[field] = absolute(raw[field], pageUrl)
  for (const field of ['start_date', 'end_date'] as const) {
    const value = raw[field]
    out[field] = value && toIsoDate(value)
    if (value && !out[field] && field === 'start_date') out.date = cut(clean(value), FIELD_LIMITS.date)
  }
  return out
}

/** Whether a found value says something: not absent, not blank, not an empty list (`false` and 0 do). */
const isStated = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

const sameUrl = (a: string | undefined, b: string) => {
  const strip = (u: string) => u.replace(/#.*$/, '').replace(/\/+$/, '')
  return a !== undefined && strip(absolute(a, b) ?? '') === strip(b)
}

/** Hackathon fields from a page: JSON-LD, then microdata, then meta tags, then `<title>`; each field from the first that has it. */
export function extractHackathon(html: string, pageUrl: string): ExtractedHackathon {
  const $ = cheerio.load(html)
  const pick = (events: Thing[]) => events.find((e) => sameUrl(firstText(e.url), pageUrl)) ?? events[0]
  const microdata = $('[itemscope][itemtype]')
    .toArray()
    .map((el) => microdataItem($, $(el)))
    .filter(isEvent)
  const events = [pick(jsonLdEvents($)), pick(microdata)]
  const sources = [...events.map(fromEvent), metaTags($)]
  sources.push({ name: $('title').first().html() ?? undefined })
  // Spread last to first, so each field comes from the first source that has it.
  const result: ExtractedHackathon = Object.assign(
    {},
    ...sources.map((source) => statedFields(normalise(source, pageUrl))).reverse(),
  )
  result.url ||= absolute(pageUrl, pageUrl)
  return finished(result, events)
}

/** The values that say something (see `stated`). */
const statedFields = (found: ExtractedHackathon): ExtractedHackathon =>
  Object.fromEntries(Object.entries(found).filter(([, value]) => isStated(value)))

/**
 * The found fields as a listing can hold them: no free-text date beside a start, a registration
 * window within the event, coordinates (from the events' places) unless it is online.
 */
function finished(found: ExtractedHackathon, events: (Thing | undefined)[]): ExtractedHackathon {
  const result = { ...found }
  if (result.start_date) result.date = undefined
  // A registration window the listing could not hold (closing after the end, opening after it closes) is misread.
  if (result.registration_deadline && result.end_date && result.registration_deadline > result.end_date)
    result.registration_deadline = undefined
  if (
    result.registration_opens_at &&
    result.registration_deadline &&
    result.registration_deadline < result.registration_opens_at
  )
    result.registration_opens_at = undefined
  for (const field of Object.keys(result) as Field[]) if (!isStated(result[field])) delete result[field]
  // An online event's coordinates would place it on the map at its organisers' office.
  const geo = result.attendance_mode === 'online' ? undefined : events.map(geoOf).find(Boolean)
  return geo ? { ...result, ...geo } : result
}

/** One Event of a page's JSON-LD, mapped as auto-completion maps a page's (`extractHackathon`). */
export interface PageEvent {
  /** Its `@id`, else its `url`, as the page writes them. */
  id: string | undefined
  fields: ExtractedHackathon
}

/**
 * Every schema.org Event of the page's JSON-LD (at the top, in `@graph`, as the items of an
 * ItemList), each mapped by the same code as auto-completion's. An event without a `url` on a page
 * that holds only it is the page's own.
 */
export function extractEvents(html: string, pageUrl: string): PageEvent[] {
  const events = jsonLdEvents(cheerio.load(html))
  return events.map((event) => {
    const fields = finished(statedFields(normalise(fromEvent(event), pageUrl)), [event])
    if (!fields.url && events.length === 1) fields.url = absolute(pageUrl, pageUrl)
    return { id: firstText(event['@id']) ?? firstText(event.url), fields }
  })
}
