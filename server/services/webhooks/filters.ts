import { factFiltersOf } from '../../../common/fact-filters.js'
import { formatNear, parseNear } from '../../../common/geo.js'
import type { WebhookFilters } from '../../../common/webhooks.js'

/**
 * The filters as stored and compared: fixed key order, nothing empty, so webhooks following the
 * same search share one condition when changes are matched.
 */
export function normalizeWebhookFilters(filters: WebhookFilters): WebhookFilters {
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
