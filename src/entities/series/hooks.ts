import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { seriesOptionsQuery } from './queries'

/** Series names by id, from the same cached list the series dropdowns use. */
export function useSeriesNames(): ReadonlyMap<string, string> {
  const { data } = useQuery(seriesOptionsQuery())
  return useMemo(() => new Map(data?.data.map((series) => [series.id, series.name])), [data])
}
