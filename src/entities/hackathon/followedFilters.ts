import type { AlertFilters } from '../../../common/alerts'
import { factFiltersOf } from '../../../common/fact-filters'
import type { WebhookFilters } from '../../../common/webhooks'
import type { HomeFilters } from './homeSearch'

/** What an alert and a webhook follow: the list's filter parameters, as GET /hackathons/ takes them. */
export type FollowedFilters = AlertFilters & WebhookFilters

/**
 * What an alert or a webhook follows of a homepage search: its text, attendance, series, place and
 * facts (`mode` is the API's `attendance_mode`). Dates and status are left out: both tell of
 * hackathons as they are listed. The inverse of common/alerts.ts' `homepageQueryOf`.
 */
export function followedFiltersOf(filters: HomeFilters): FollowedFilters {
  const followed: FollowedFilters = factFiltersOf(filters)
  if (filters.q) followed.q = filters.q
  if (filters.mode) followed.attendance_mode = filters.mode
  if (filters.series) followed.series = filters.series
  if (filters.near) {
    followed.near = filters.near
    if (filters.radius_km !== undefined) followed.radius_km = filters.radius_km
  }
  return followed
}
