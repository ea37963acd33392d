import type { Static } from 'typebox'
import { factFiltersOf } from '../../../common/fact-filters.js'
import { GEO, GEO_MESSAGES, parseNear } from '../../../common/geo.js'
import type { HackathonConditions } from '../../db/repositories/hackathons.js'
import { invalidAt } from '../../http-errors.js'
import { rangeBound } from '../../schemas/common.js'
import type { HackathonsQuery } from '../../schemas/hackathons.js'

/** GET /hackathons/'s filters: its query without paging and order. */
export type ListFilterQuery = Omit<Static<typeof HackathonsQuery>, 'skip' | 'limit' | 'sort_by' | 'sort_order'>

/** A 422 about one query parameter, in the shape of schema validation's. */
export const invalidQuery = (field: string, msg: string) => invalidAt(['query', field], msg)

/**
 * The rows a list's filters select, as the repository takes them: the one reading of the list's
 * filters, shared by the list API and the embedded list. Throws a 422 about `near` when it names no
 * place on Earth (its pattern alone lets through a latitude of 91).
 */
export function listConditionsOf(query: ListFilterQuery): HackathonConditions {
  const { series, status, q, attendance_mode, link_status, start_from, start_to, near, radius_km, placed } = query
  const point = near === undefined ? undefined : parseNear(near)
  if (near !== undefined && !point) throw invalidQuery('near', GEO_MESSAGES.badNear)
  return {
    facts: factFiltersOf(query),
    seriesId: series,
    status,
    q,
    attendanceMode: attendance_mode,
    linkStatus: link_status,
    startFrom: start_from ? rangeBound(start_from, 'from') : undefined,
    startTo: start_to ? rangeBound(start_to, 'to') : undefined,
    near: point && { ...point, radiusKm: radius_km ?? GEO.defaultRadiusKm },
    placed,
  }
}
