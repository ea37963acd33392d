import { Type } from 'typebox'
import { PATTERNS } from '../../common/limits.js'
import { WEBHOOK_EVENTS, WEBHOOK_KINDS, WEBHOOK_PING, WEBHOOKS } from '../../common/webhooks.js'
import type { WebhookDeliveryRow, WebhookRow } from '../db/schema.js'
import { DateTime, ListOf, Nullable } from './common.js'
import { FactFilterProperties, HackathonsQuery } from './hackathons.js'

const list = HackathonsQuery.properties

/** The list's own filter parameters, validated exactly as GET /hackathons/ validates them. */
export const WebhookFiltersSchema = Type.Object(
  {
    q: list.q,
    attendance_mode: list.attendance_mode,
    series: list.series,
    near: list.near,
    radius_km: list.radius_km,
    ...FactFilterProperties,
  },
  { title: 'WebhookFilters' },
)

const Url = Type.String({
  minLength: 1,
  maxLength: WEBHOOKS.urlMax,
  pattern: PATTERNS.singleLine,
  description: 'Where the events are POSTed: http or https, to a public address',
})

const Kind = Type.Enum(WEBHOOK_KINDS, {
  description: 'standard: Standard Webhooks, signed; discord and slack: those services’ incoming webhooks',
})

const Events = Type.Array(Type.Enum(WEBHOOK_EVENTS), {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
  description: 'The events to send',
})

export const WebhookCreate = Type.Object(
  {
    url: Url,
    kind: Kind,
    filters: Type.Optional(WebhookFiltersSchema),
    events: Type.Optional({ ...Events, description: 'The events to send; all of them when absent' }),
  },
  { title: 'WebhookCreate' },
)

export const WebhookUpdate = Type.Object(
  {
    url: Type.Optional(Url),
    filters: Type.Optional(WebhookFiltersSchema),
    events: Type.Optional(Events),
    active: Type.Optional(
      Type.Boolean({ description: 'false pauses the webhook; true resumes it and clears its failures' }),
    ),
  },
  { title: 'WebhookUpdate' },
)

export const WebhookPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    kind: Kind,
    filters: WebhookFiltersSchema,
    events: Events,
    active: Type.Boolean(),
    consecutive_failures: Type.Integer({
      description: `Failed attempts since the last success; at ${WEBHOOKS.failuresToPause} the webhook is paused`,
    }),
    user_id: Type.String({ format: 'uuid', description: 'The owner' }),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { title: 'WebhookPublic' },
)

export const WebhooksPublic = ListOf(WebhookPublic, 'WebhooksPublic')

export const WebhookCreated = Type.Object(
  {
    ...WebhookPublic.properties,
    secret: Nullable(
      Type.String({
        description: `standard webhooks: the signing secret (${WEBHOOKS.secretPrefix}…), shown only in this answer; null for the other kinds`,
      }),
    ),
  },
  { title: 'WebhookCreated' },
)

export const WebhookDelivery = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    event: Type.Union([Type.Enum(WEBHOOK_EVENTS), Type.Literal(WEBHOOK_PING)]),
    attempt: Type.Integer({ minimum: 1 }),
    status_code: Nullable(Type.Integer({ description: "The receiver's status; null when it did not answer" })),
    error: Nullable(Type.String({ description: 'Why the attempt failed; null for a success' })),
    duration_ms: Type.Integer(),
    created_at: DateTime,
  },
  { title: 'WebhookDelivery' },
)

export const WebhookDeliveries = ListOf(WebhookDelivery, 'WebhookDeliveries')

export function toWebhookPublic(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    kind: row.kind,
    filters: row.filters,
    events: row.events,
    active: row.active,
    consecutive_failures: row.consecutiveFailures,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function toWebhookDelivery(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    event: row.event as (typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_PING,
    attempt: row.attempt,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
  }
}
