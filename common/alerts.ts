import { describeFactFilters, factFilterParams } from './fact-filters.js'
import type { FollowedFilters } from './followed-filters.js'
import { GEO } from './geo.js'
import { ATTENDANCE_LABELS } from './hackathon-fields.js'
import { once } from './once.js'

/** How often an alert's digest is sent: each day after ALERTS.dailyHour, or on Mondays. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export const ALERTS = {
  /** Alerts one address may hold, confirmed or waiting for confirmation. */
  perAddressMax: 20,
  /** An alert nobody confirmed is deleted this many days after it was asked for. */
  unconfirmedDays: 7,
  /** Daily digests (and Monday's weekly ones) go out from this hour of the subscriber's day. */
  sendFromHour: 8,
  /** Hackathons one alert lists in one digest; the rest are one link away. */
  hackathonsPerAlertMax: 25,
  /** A confirmation token as the e-mail's link carries it (32 random bytes, base64url). */
  tokenMax: 64,
  /** The frequency the subscribe form starts with. */
  defaultFrequency: 'weekly' as AlertFrequency,
} as const

/** The filters an alert follows. */
export type AlertFilters = FollowedFilters

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
}

const kilometres = once(
  () => new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
)

/** What the filters name besides themselves: the series' name, the place nearest to `near`. */
export interface AlertFilterNames {
  series?: string
  place?: string
}

/**
 * An alert's filters in words, the same on the subscribe form, in the e-mails and in "My alerts":
 * "Online hackathons matching ‘AI’ within 100 km of Berlin, about Climate, free".
 */
export function describeAlertFilters(filters: AlertFilters, names: AlertFilterNames = {}): string {
  const mode = filters.attendance_mode
  const words = [mode ? `${ATTENDANCE_LABELS[mode]} hackathons` : 'Hackathons']
  if (filters.series) words.push(names.series ? `of the series ‘${names.series}’` : 'of one series')
  if (filters.q) words.push(`matching ‘${filters.q}’`)
  if (filters.near) {
    const radius = kilometres().format(filters.radius_km ?? GEO.defaultRadiusKm)
    words.push(`within ${radius} of ${names.place ?? filters.near}`)
  }
  const facts = describeFactFilters(filters)
  if (words.length === 1 && facts.length === 0) words.push('of every kind')
  return [words.join(' '), ...facts].join(', ')
}

/** Where a signed-in subscriber manages their alerts: the e-mails link there. */
export const MY_ALERTS_PATH = '/settings?tab=alerts'

/** The texts the API answers about alerts. */
export const ALERT_MESSAGES = {
  /** The same whether the address is new, known, or already at its limit: nobody learns who subscribes. */
  accepted: 'If the address can receive alerts, a message to confirm them is on its way.',
  confirmed: 'Your alert is confirmed.',
  unsubscribed: 'You will get no more e-mails from these alerts.',
  invalidToken: 'This link is not valid, or it was already used',
  notFound: 'Alert not found',
  deleted: 'Alert deleted',
  emailRequired: 'Give the e-mail address the alerts should go to',
} as const

/** The homepage address that lists what an alert follows (its parameters as the homepage names them). */
export function homepageQueryOf(filters: AlertFilters): URLSearchParams {
  const query = new URLSearchParams()
  if (filters.q) query.set('q', filters.q)
  if (filters.attendance_mode) query.set('mode', filters.attendance_mode)
  if (filters.series) query.set('series', filters.series)
  if (filters.near) query.set('near', filters.near)
  if (filters.near && filters.radius_km !== undefined) query.set('radius_km', String(filters.radius_km))
  for (const [key, value] of factFilterParams(filters)) query.set(key, value)
  return query
}
