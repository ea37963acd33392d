import { RADIUS_OPTIONS_KM } from '../../../../common/geo'
import { EMBED_WORDS } from '../../../../common/open-data'
import {
  FILTER_KEYS,
  filtersOf,
  type HomeFilters,
  parseHomeSearch,
  searchApiQuery,
} from '../../../entities/hackathon/homeSearch'

/** What an embedded list asks the API for, or why it cannot ask. */
export type EmbedQuery = { ok: true; filters: HomeFilters; search: URLSearchParams } | { ok: false; reason: string }

const isFilterKey = (key: string): key is (typeof FILTER_KEYS)[number] =>
  (FILTER_KEYS as readonly string[]).includes(key)

/**
 * Whether the homepage keeps a filter's value (it drops what it cannot read): a radius equal to the
 * default is kept as no radius at all, and custom days give way to a preset range.
 */
function kept(key: (typeof FILTER_KEYS)[number], value: string, filters: HomeFilters): boolean {
  if (filters[key] !== undefined) return true
  if (key === 'radius_km') return RADIUS_OPTIONS_KM.some((radius) => String(radius) === value)
  return (key === 'from' || key === 'to') && filters.when !== undefined
}

/**
 * The homepage's filters in an embed's `filters` attribute (`themes=ai&free=true`), read as the
 * homepage reads its address, and the list API's query for the upcoming hackathons under them.
 * Where the homepage silently drops what it cannot read, an embed says so: its author is looking.
 */
export function embedQuery(attribute: string, limit: number, now: Date): EmbedQuery {
  const raw = new URLSearchParams(attribute.trim().replace(/^\?/, ''))
  const filters = filtersOf(parseHomeSearch(Object.fromEntries(raw)))
  for (const [key, value] of raw) {
    if (!isFilterKey(key)) return { ok: false, reason: EMBED_WORDS.unknownFilter(key) }
    if (!kept(key, value, filters)) return { ok: false, reason: EMBED_WORDS.invalidFilter(key, value) }
  }
  // An embedded list shows what is still ahead, whatever status the homepage's address had.
  const { status: _status, ...upcoming } = filters
  const query = searchApiQuery(upcoming, { part: 'upcoming', now })
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  search.set('limit', String(limit))
  return { ok: true, filters: upcoming, search }
}
