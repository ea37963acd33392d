import { Type } from 'typebox'
import { ALERT_FREQUENCIES, ALERTS } from '../../common/alerts.js'
import { LIMITS, PATTERNS } from '../../common/limits.js'
import type { AlertRow } from '../db/schema.js'
import { DateTime, ListOf } from './common.js'
import { FactFilterProperties, HackathonsQuery } from './hackathons.js'
import { SpamGuardFields } from './spam-guard.js'
import { Email } from './users.js'

const list = HackathonsQuery.properties

/** The list's own filter parameters, validated exactly as GET /hackathons/ validates them. */
export const AlertFiltersSchema = Type.Object(
  {
    q: list.q,
    attendance_mode: list.attendance_mode,
    series: list.series,
    near: list.near,
    radius_km: list.radius_km,
    ...FactFilterProperties,
  },
  { title: 'AlertFilters' },
)

const Frequency = Type.Enum(ALERT_FREQUENCIES, {
  description: `daily: each day from ${ALERTS.sendFromHour}:00 in the subscriber's zone; weekly: on Mondays from then`,
})

export const AlertCreate = Type.Object(
  {
    email: Type.Optional(Email),
    frequency: Frequency,
    filters: Type.Optional(AlertFiltersSchema),
    timezone: Type.Optional(
      Type.String({
        maxLength: LIMITS.timezoneMax,
        pattern: PATTERNS.singleLine,
        description: "The subscriber's IANA zone (the browser's), for the hour digests go out; UTC when absent",
      }),
    ),
    ...SpamGuardFields,
  },
  { title: 'AlertCreate', description: 'email: where to send the alerts; a signed-in user may omit it for their own' },
)

export const AlertToken = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: ALERTS.tokenMax }) },
  { title: 'AlertToken' },
)

export const AlertTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: LIMITS.tokenMax }) })

export const AlertPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    frequency: Frequency,
    filters: AlertFiltersSchema,
    description: Type.String({ description: 'The filters in words' }),
    confirmed: Type.Boolean(),
    paused: Type.Boolean(),
    created_at: DateTime,
  },
  { title: 'AlertPublic' },
)

export const AlertsPublic = ListOf(AlertPublic, 'AlertsPublic')

export const AlertPreview = Type.Object(
  {
    frequency: Frequency,
    description: Type.String({ description: 'The filters in words' }),
  },
  { title: 'AlertPreview', description: 'What a confirmation link would confirm (reading it confirms nothing)' },
)

export const AlertUpdate = Type.Object(
  { frequency: Type.Optional(Frequency), paused: Type.Optional(Type.Boolean()) },
  { title: 'AlertUpdate' },
)

export const AlertsRun = Type.Object({ sent: Type.Integer({ description: 'Digests sent' }) }, { title: 'AlertsRun' })

export function toAlertPublic(row: AlertRow, description: string) {
  return {
    id: row.id,
    frequency: row.frequency,
    filters: row.filters,
    description,
    confirmed: row.confirmedAt !== null,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
  }
}
