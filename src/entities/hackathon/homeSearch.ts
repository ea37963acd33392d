import { DATE_PRESETS, type DatePreset, localDay, startRange } from '../../../common/date-range'
import {
  describeFactFilters,
  FACT_FILTER_KEYS,
  type FactFilters,
  factFiltersOf,
  oneOf,
} from '../../../common/fact-filters'
import { formatNear, GEO, parseNear, RADIUS_OPTIONS_KM } from '../../../common/geo'
import { ATTENDANCE_MODES, type AttendanceMode } from '../../../common/hackathon-fields'
import { HACKATHON_STATUSES } from '../../../common/hackathon-list'
import { formattingLocales } from '../../../common/i18n/active'
import { LIMITS, toSingleLine } from '../../../common/limits'
import { dateTimeFormat } from '../../../common/zoned-time'
import type { ReadHackathonsData } from '../../client/types.gen'
import type { StatusFilter } from './filterValues'
import { ATTENDANCE_LABELS, DATE_PRESET_TEXTS, SEARCH_TEXTS, STATUS_FILTER_TEXTS, withinKm } from './texts'

export { DATE_PRESETS, type DatePreset, type StatusFilter, startRange }

export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number]

/**
 * The homepage's filters as its address carries them: `?q=berlin&mode=online&when=month&free=true`.
 * A date range is either a preset (`when`) or custom days (`from`, `to`, `YYYY-MM-DD` in the viewer's
 * calendar). The facts' filters (themes, registration, ...) keep the API's own names and values.
 */
export interface HomeFilters extends FactFilters {
  q?: string
  mode?: AttendanceMode
  when?: DatePreset
  from?: string
  to?: string
  series?: string
  status?: StatusFilter
  /** `LAT,LON` rounded to two decimals (about 1 km): "Near me", nearest first. */
  near?: string
  /** With `near`: one of the radius choices; GEO.defaultRadiusKm when absent. */
  radius_km?: RadiusKm
}

export interface HomeSearch extends HomeFilters {
  /** `?suggest=1` opens the Suggest a hackathon form (where the sign-up of a visitor returns). */
  suggest?: 1
}

/** Every filter the homepage's address may carry, as it names them. */
export const FILTER_KEYS = [
  'q',
  'mode',
  'when',
  'from',
  'to',
  'series',
  'status',
  'near',
  'radius_km',
  ...FACT_FILTER_KEYS,
] as const satisfies (keyof HomeFilters)[]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The router reads `?q=2027` as a number: a search text is whatever was typed, so numbers count too. */
export function parseSearchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  // A pasted tab or line break (or a link carrying one) is a space: the API refuses control characters.
  const text = toSingleLine(String(value)).slice(0, LIMITS.searchMax).trim()
  return text === '' ? undefined : text
}

/** A hackathon's or a series' id from the address, or undefined when it is not one. */
export const parseId = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined

const parseDay = (value: unknown) => (typeof value === 'string' && localDay(value) ? value : undefined)

/** A position from the address, rounded again, so a hand-made precise link shows no more than two decimals. */
function parseNearFilter(value: unknown): string | undefined {
  const point = typeof value === 'string' ? parseNear(value) : undefined
  return point && formatNear(point)
}

/** A radius the select offers; anything else reads as the default. */
function parseRadius(value: unknown): RadiusKm | undefined {
  const radius = Number(value)
  return RADIUS_OPTIONS_KM.find((option) => option === radius && radius !== GEO.defaultRadiusKm)
}

/** Keeps only the keys whose value is set, so the address shows nothing for an unset filter. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

/**
 * The homepage's `validateSearch`: every valid filter, anything invalid dropped (never an error).
 * A preset range wins over custom days. Every key is returned, undefined when dropped: the router
 * lays the answer over the raw search, where an invalid value would otherwise stay.
 */
export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  const when = oneOf(search.when, DATE_PRESETS)
  const near = parseNearFilter(search.near)
  const facts = factFiltersOf(search)
  return {
    ...(Object.fromEntries(FACT_FILTER_KEYS.map((key) => [key, facts[key]])) as FactFilters),
    q: parseSearchText(search.q),
    mode: oneOf(search.mode, ATTENDANCE_MODES),
    when,
    from: when ? undefined : parseDay(search.from),
    to: when ? undefined : parseDay(search.to),
    series: parseId(search.series),
    status: oneOf(search.status, HACKATHON_STATUSES),
    near,
    radius_km: near ? parseRadius(search.radius_km) : undefined,
    suggest: search.suggest === 1 || search.suggest === '1' || search.suggest === true ? 1 : undefined,
  }
}

/** The filters of a homepage search, without `suggest` (which opens a form and loads nothing). */
export function filtersOf(search: HomeSearch): HomeFilters {
  return defined(Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])) as HomeFilters)
}

export function hasFilters(filters: HomeFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined)
}

/** The facts' filters that live behind "More filters" rather than in the bar. */
export const MORE_FILTER_KEYS = FACT_FILTER_KEYS.filter((key) => key !== 'themes' && key !== 'registration')

/** How many of the filters behind "More filters" are set. */
export const moreFilterCount = (filters: HomeFilters) =>
  MORE_FILTER_KEYS.filter((key) => filters[key] !== undefined).length

/**
 * How many of the filters beside the search box are set, each counted once as its control shows
 * it: a date range (a preset or custom days) is one, "Near me" with its radius is one.
 */
export function activeFilterCount(filters: HomeFilters): number {
  const dates = filters.when ?? filters.from ?? filters.to
  const bar = [filters.mode, dates, filters.series, filters.status, filters.near, filters.themes, filters.registration]
  return bar.filter((value) => value !== undefined).length + moreFilterCount(filters)
}

/** A custom day of the filters as the viewer's calendar shows it ("Mar 3, 2027"). */
export function formatFilterDay(day: string): string {
  const date = localDay(day)
  return date ? dateTimeFormat(formattingLocales(), { dateStyle: 'medium' }).format(date) : day
}

type HackathonsQuery = NonNullable<ReadHackathonsData['query']>

/**
 * The parts of every view of the list, in the order they are shown: upcoming (and live) first, then
 * the ended ones; a status filter keeps its one part.
 */
export function feedParts(filters: HomeFilters): StatusFilter[] {
  if (filters.status) return [filters.status]
  return filters.when === 'live' ? ['upcoming'] : [...HACKATHON_STATUSES]
}

interface SearchApiOptions {
  /** One part of the list; without it, the status the filters name (the map shows both parts at once). */
  part?: StatusFilter
  now?: Date
}

/**
 * GET /hackathons/'s query for the filters: by start date, soonest first; near a place, nearest first.
 * Each part is ordered on its own, so a search lists upcoming hackathons before ended ones as the
 * unfiltered homepage does.
 */
export function searchApiQuery(
  filters: HomeFilters,
  { part, now = new Date() }: SearchApiOptions = {},
): HackathonsQuery {
  return defined({
    ...factFiltersOf(filters),
    q: filters.q,
    status: part ?? filters.status ?? (filters.when === 'live' ? 'upcoming' : undefined),
    series: filters.series,
    attendance_mode: filters.mode,
    ...startRange(filters, now),
    ...(filters.near
      ? { near: filters.near, radius_km: filters.radius_km ?? GEO.defaultRadiusKm, sort_by: 'distance' }
      : { sort_by: 'start_date' }),
    sort_order: 'asc',
  } satisfies HackathonsQuery)
}

/**
 * The filters besides the search text, in words, for an empty result: `Online, this month`.
 * `seriesNames` comes from the series list; a series it does not hold is "the chosen series".
 */
export function filterPhrases(filters: HomeFilters, seriesNames: ReadonlyMap<string, string>): string[] {
  const phrases: string[] = []
  if (filters.mode) phrases.push(ATTENDANCE_LABELS[filters.mode])
  if (filters.series) phrases.push(seriesNames.get(filters.series) ?? SEARCH_TEXTS.chosenSeries)
  if (filters.status) phrases.push(STATUS_FILTER_TEXTS[filters.status].phrase)
  if (filters.near) phrases.push(withinKm(filters.radius_km ?? GEO.defaultRadiusKm))
  if (filters.when) phrases.push(DATE_PRESET_TEXTS[filters.when].phrase)
  const from = filters.from && formatFilterDay(filters.from)
  const to = filters.to && formatFilterDay(filters.to)
  if (from && to) phrases.push(SEARCH_TEXTS.betweenDays({ from, to }))
  else if (from) phrases.push(SEARCH_TEXTS.fromDay({ day: from }))
  else if (to) phrases.push(SEARCH_TEXTS.untilDay({ day: to }))
  return [...phrases, ...describeFactFilters(filters)]
}

/** The homepage with its Suggest a hackathon form open: where a visitor's sign-up and log-in lead back. */
export const SUGGEST_HREF = '/?suggest=1'
