import { describeFactFilters, factFilterParams } from './fact-filters.js'
import type { FollowedFilters } from './followed-filters.js'
import { GEO } from './geo.js'
import type { AttendanceMode } from './hackathon-fields.js'
import { formatItems, formatKilometres } from './i18n/formats.js'
import { defineTexts, withValues } from './i18n/texts.js'

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

export const ALERT_FREQUENCY_LABELS = defineTexts('alertFrequencies', {
  daily: 'Daily',
  weekly: 'Weekly',
} satisfies Record<AlertFrequency, string>)

/** An alert's filters in words: "Online hackathons matching ‘AI’ within 100 km of Berlin, about Climate, free". */
export const ALERT_FILTER_TEXTS = defineTexts('alertFilters', {
  /** What an alert lists, by how people attend: the start of its description. */
  kinds: {
    any: 'Hackathons',
    in_person: 'In person hackathons',
    online: 'Online hackathons',
    hybrid: 'Hybrid hackathons',
  } satisfies Record<AttendanceMode | 'any', string>,
  /**
   * What is listed and one more thing that narrows it, applied once per phrase: `kind` is
   * "Online hackathons", or already narrowed ("Online hackathons matching ‘AI’"); `phrase` is
   * one of the phrases below ("within 100 km of Berlin").
   */
  narrowed: withValues<{ kind: string; phrase: string }>('{kind} {phrase}'),
  /** `series` is the series' name. */
  ofSeries: withValues<{ series: string }>('of the series ‘{series}’'),
  /** A series whose name is not known yet. */
  ofOneSeries: 'of one series',
  /** `query` is the words searched for. */
  matching: withValues<{ query: string }>('matching ‘{query}’'),
  /** `distance` is a distance in the same language ("100 km"); `place` a place's name or coordinates. */
  within: withValues<{ distance: string; place: string }>('within {distance} of {place}'),
  /** An alert that follows every hackathon: "Hackathons of every kind". */
  ofEveryKind: 'of every kind',
})

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
  const texts = ALERT_FILTER_TEXTS
  const phrases: string[] = []
  if (filters.series) phrases.push(names.series ? texts.ofSeries({ series: names.series }) : texts.ofOneSeries)
  if (filters.q) phrases.push(texts.matching({ query: filters.q }))
  if (filters.near) {
    const distance = formatKilometres(filters.radius_km ?? GEO.defaultRadiusKm)
    phrases.push(texts.within({ distance, place: names.place ?? filters.near }))
  }
  const facts = describeFactFilters(filters)
  if (phrases.length === 0 && facts.length === 0) phrases.push(texts.ofEveryKind)
  const kind = texts.kinds[filters.attendance_mode ?? 'any']
  const head = phrases.reduce((narrowed, phrase) => texts.narrowed({ kind: narrowed, phrase }), kind)
  return formatItems([head, ...facts])
}

/** Where a signed-in subscriber manages their alerts: the e-mails link there. */
export const MY_ALERTS_PATH = '/settings?tab=alerts'

/** The texts the API answers about alerts. */
export const ALERT_MESSAGES = defineTexts('alertMessages', {
  /** The same whether the address is new, known, or already at its limit: nobody learns who subscribes. */
  accepted: 'If the address can receive alerts, a message to confirm them is on its way.',
  confirmed: 'Your alert is confirmed.',
  unsubscribed: 'You will get no more e-mails from these alerts.',
  invalidToken: 'This link is not valid, or it was already used',
  notFound: 'Alert not found',
  deleted: 'Alert deleted',
  emailRequired: 'Give the e-mail address the alerts should go to',
})

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
