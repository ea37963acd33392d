import { queryOptions } from '@tanstack/react-query'
import { PAGING } from '../../../common/limits'
import { readHackathonsOptions, readSeriesListOptions, readSeriesOptions } from '../../client/@tanstack/react-query.gen'
import { PUBLIC_READ_RETRY } from '../../lib/queries'
import { tablePage } from '../../lib/urlParams'

/** Series dropdowns and series-name lookups read the first 100 series. */
export const SERIES_OPTIONS_LIMIT = 100

/** One series, for its public page. */
export const seriesQuery = (id: string) =>
  queryOptions({ ...readSeriesOptions({ path: { id } }), ...PUBLIC_READ_RETRY })

/** One page of the /series table. */
export const seriesTableQuery = (page: number) => readSeriesListOptions({ query: tablePage(page) })

/** The series a hackathon can be put in: the form's dropdown and the names shown on suggestions. */
export const seriesOptionsQuery = () => readSeriesListOptions({ query: { limit: SERIES_OPTIONS_LIMIT } })

/** The "Manage Hackathons" picker lists up to 1000 hackathons. */
export const PICKER_LIMIT = PAGING.maxLimit

/** Every hackathon the picker offers: the first 1000 by name. */
export const pickerQuery = () =>
  readHackathonsOptions({ query: { limit: PICKER_LIMIT, sort_by: 'name', sort_order: 'asc' } })

/** A series' current members, asked for on their own so none is dropped past the first 1000 hackathons. */
export const seriesMembersQuery = (seriesId: string) =>
  readHackathonsOptions({ query: { series: seriesId, limit: PICKER_LIMIT, sort_by: 'name', sort_order: 'asc' } })
