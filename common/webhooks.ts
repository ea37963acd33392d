import type { FollowedFilters } from './followed-filters.js'
import { defineTexts, withValues } from './i18n/texts.js'

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

/** The names of the specification and the services: names, the same in every language. */
export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  standard: 'Standard Webhooks',
  discord: 'Discord',
  slack: 'Slack',
}

/** What each event says happened: the form's choices, the delivery log, and a chat message's heading. */
export const WEBHOOK_EVENT_LABELS = defineTexts('webhookEvents', {
  'hackathon.created': 'New hackathon',
  'hackathon.updated': 'Hackathon changed',
  'hackathon.cancelled': 'Hackathon cancelled',
  'registration.closing_soon': 'Registration closing soon',
} satisfies Record<WebhookEvent, string>)

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

/**
 * Why an attempt failed, as the delivery log says it: stored with the delivery when it fails, so
 * these stay the server's English (a translation would need the log to keep a code instead).
 */
export const WEBHOOK_DELIVERY_ERRORS = {
  status: (status: number) => `The receiver answered ${status}`,
  timeout: (seconds: number) => `No answer within ${seconds} s`,
  notAllowed: 'This address is not allowed',
  unreachable: 'Could not reach the receiver',
} as const

const WEBHOOK_MESSAGE_TEXTS = defineTexts('webhookMessages', {
  notFound: 'Webhook not found',
  deleted: 'Webhook deleted',
  /** `max` is the most webhooks one account may hold: 10. */
  tooMany: withValues<{ max: number }>(
    'You have {max, plural, one {# webhook} other {# webhooks}} already, the most an account may hold: delete one first',
  ),
})

/** The texts the API answers about webhooks, each read in the active language when it is used. */
export const WEBHOOK_MESSAGES = {
  get notFound() {
    return WEBHOOK_MESSAGE_TEXTS.notFound
  },
  get deleted() {
    return WEBHOOK_MESSAGE_TEXTS.deleted
  },
  get tooMany() {
    return WEBHOOK_MESSAGE_TEXTS.tooMany({ max: WEBHOOKS.perUserMax })
  },
} as const

/** Where a webhook's owner manages it: the paused mail and the homepage's Subscribe menu link there. */
export const MY_WEBHOOKS_PATH = '/settings?tab=webhooks'
