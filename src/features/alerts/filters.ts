import type { AlertFilters } from '../../../common/alerts'
import { factFiltersOf } from '../../../common/fact-filters'
import type { HomeFilters } from '../../entities/hackathon/homeSearch'

/**
 * The alert of a homepage search: its text, attendance, series, place and facts (`mode` is the API's
 * `attendance_mode`). Dates and status are left out: an alert tells of hackathons as they are listed.
 * The inverse of common/alerts.ts' `homepageQueryOf`.
 */
export function alertFiltersOf(filters: HomeFilters): AlertFilters {
  const alert: AlertFilters = factFiltersOf(filters)
  if (filters.q) alert.q = filters.q
  if (filters.mode) alert.attendance_mode = filters.mode
  if (filters.series) alert.series = filters.series
  if (filters.near) {
    alert.near = filters.near
    if (filters.radius_km !== undefined) alert.radius_km = filters.radius_km
  }
  return alert
}
