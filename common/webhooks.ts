import type { FollowedFilters } from './followed-filters.js'

/**
 * How a webhook's body is shaped: `standard` follows the Standard Webhooks specification (signed, so
 * any of its libraries verifies it); `discord` and `slack` are those services' incoming-webhook bodies.
 */
export const WEBHOOK_KINDS = ['standard', 'discord', 'slack'] as const
export type WebhookKind = (typeof WEBHOOK_KINDS)[number]

/** What a webhook may follow; a new webhook follows all of them unless it names some. */
export const WEBHOOK_EVENTS = [
  'hackathon.created',
  'hackathon.updated',
  'hackathon.cancelled',
  'registration.closing_soon',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** What POST /webhooks/{id}/test sends; never matched against filters. */
export const WEBHOOK_PING = 'ping'
export type WebhookMessageType = WebhookEvent | typeof WEBHOOK_PING

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  standard: 'Standard Webhooks',
  discord: 'Discord',
  slack: 'Slack',
}

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'hackathon.created': 'New hackathon',
  'hackathon.updated': 'Hackathon changed',
  'hackathon.cancelled': 'Hackathon cancelled',
  'registration.closing_soon': 'Registration closing soon',
}

export const WEBHOOKS = {
  /** Webhooks one account may hold. */
  perUserMax: 10,
  urlMax: 500,
  /** Deliveries GET /webhooks/{id}/deliveries answers, newest first. */
  deliveriesShown: 100,
  /** A receiver that has not answered with a 2xx by then has failed this attempt. */
  timeoutMs: 10_000,
  /** Tries after the first before an event is given up; each waits twice the one before. */
  retries: 5,
  /** Sent and given-up events, with their deliveries, are kept this many days. */
  keptDays: 30,
  /** Failed attempts in a row after which a webhook is paused and its owner mailed. */
  failuresToPause: 20,
  /** Random bytes of a standard webhook's secret (the specification asks for 24 to 64). */
  secretBytes: 32,
  secretPrefix: 'whsec_',
} as const

/** The filters a webhook follows. */
export type WebhookFilters = FollowedFilters

/** Why an attempt failed, as the delivery log says it. */
export const WEBHOOK_DELIVERY_ERRORS = {
  status: (status: number) => `The receiver answered ${status}`,
  timeout: (seconds: number) => `No answer within ${seconds} s`,
  notAllowed: 'This address is not allowed',
  unreachable: 'Could not reach the receiver',
} as const

/** The texts the API answers about webhooks. */
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook not found',
  deleted: 'Webhook deleted',
  tooMany: `You have ${WEBHOOKS.perUserMax} webhooks already, the most an account may hold: delete one first`,
} as const

/** Where a webhook's owner manages it: the paused mail and the homepage's Subscribe menu link there. */
export const MY_WEBHOOKS_PATH = '/settings?tab=webhooks'
