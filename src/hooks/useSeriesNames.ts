import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { readSeriesListOptions } from '../client/@tanstack/react-query.gen'
import { SERIES_OPTIONS_LIMIT } from '../lib/queries'

/** Series names by id, from the same cached list the series dropdowns use. */
export function useSeriesNames(): ReadonlyMap<string, string> {
  const { data } = useQuery(readSeriesListOptions({ query: { limit: SERIES_OPTIONS_LIMIT } }))
  return useMemo(() => new Map(data?.data.map((series) => [series.id, series.name])), [data])
}
