import { queryOptions } from '@tanstack/react-query'
import { PAGING } from '../../../common/limits'
import {
  readHackathonOptions,
  readHackathonsOptions,
  readMapConfigOptions,
} from '../../client/@tanstack/react-query.gen'
import { filtersOf, type HomeFilters, parseHomeSearch, parseId, searchApiQuery } from './homeSearch'

/** The map's address: the homepage's filters, and the hackathon a page's "Show on a map" centres on. */
export interface MapSearch extends HomeFilters {
  focus?: string
}

export const parseMapSearch = (search: Record<string, unknown>): MapSearch => ({
  ...filtersOf(parseHomeSearch(search)),
  focus: parseId(search.focus),
})

/** The tile server, read from the running server: changing MAP_TILE_URL needs no rebuild. */
export const mapConfigQuery = () =>
  queryOptions({ ...readMapConfigOptions(), staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY })

/** The most markers one map shows: the API's largest page. */
export const MAP_LIMIT = PAGING.maxLimit

/** The hackathon the map centres on, asked for on its own: it may be beyond the first page of markers. */
export const focusedHackathonQuery = (id: string) => readHackathonOptions({ path: { id } })

/** The placed hackathons under the homepage's filters, for the map. */
export const mapHackathonsQuery = (filters: HomeFilters) =>
  readHackathonsOptions({ query: { ...searchApiQuery(filters), placed: true, limit: MAP_LIMIT } })
