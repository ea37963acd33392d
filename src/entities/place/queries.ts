import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { findNearestPlaceOptions, searchPlacesOptions } from '../../client/@tanstack/react-query.gen'

/** How long typing must pause before the cities are asked for. */
export const PLACE_SEARCH_DELAY_MS = 250

/** The cities whose name starts with `q` (the server's offline list); the last answer stays while typing. */
export const placesQuery = (q: string) =>
  queryOptions({
    ...searchPlacesOptions({ query: { q } }),
    enabled: q.trim() !== '',
    // The city list changes only with a server release.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  })

/** The city that names a point (`LAT,LON`): "within 100 km of Berlin" rather than of coordinates. */
export const nearestPlaceQuery = (near: string) =>
  queryOptions({
    ...findNearestPlaceOptions({ query: { near } }),
    // The city list changes only with a server release.
    staleTime: Number.POSITIVE_INFINITY,
  })
