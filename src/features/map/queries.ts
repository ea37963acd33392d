import { queryOptions } from '@tanstack/react-query'
import { PAGING } from '../../../common/limits'
import { readHackathonsOptions, readMapConfigOptions } from '../../client/@tanstack/react-query.gen'
import { type HomeFilters, searchApiQuery } from '../hackathons/search'

/** The tile server, read from the running server: changing MAP_TILE_URL needs no rebuild. */
export const mapConfigQuery = () =>
  queryOptions({ ...readMapConfigOptions(), staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY })

/** The most markers one map shows: the API's largest page. */
export const MAP_LIMIT = PAGING.maxLimit

/** The placed hackathons under the homepage's filters, for the map. */
export const mapHackathonsQuery = (filters: HomeFilters) =>
  readHackathonsOptions({ query: { ...searchApiQuery(filters), placed: true, limit: MAP_LIMIT } })
