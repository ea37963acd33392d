import { type FactFilters, factFiltersOf } from './fact-filters.js'
import { formatNear, parseNear } from './geo.js'
import type { AttendanceMode } from './hackathon-fields.js'

/**
 * The filters an alert or a webhook follows: the homepage list's own parameters, as GET /hackathons/
 * takes them.
 */
export interface FollowedFilters extends FactFilters {
  q?: string
  attendance_mode?: AttendanceMode
  series?: string
  near?: string
  radius_km?: number
}

/**
 * The filters as stored and compared: fixed key order, nothing empty, so two that follow the same
 * search are equal (and webhooks following it share one condition when changes are matched).
 */
export function normalizeFollowedFilters(filters: FollowedFilters): FollowedFilters {
  const q = filters.q?.trim()
  const point = parseNear(filters.near)
  return {
    ...(q ? { q } : {}),
    ...(filters.attendance_mode ? { attendance_mode: filters.attendance_mode } : {}),
    ...(filters.series ? { series: filters.series } : {}),
    ...(point ? { near: formatNear(point) } : {}),
    ...(point && filters.radius_km !== undefined ? { radius_km: filters.radius_km } : {}),
    ...factFiltersOf(filters),
  }
}
