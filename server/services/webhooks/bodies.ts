import { createHmac, randomBytes } from 'node:crypto'
import { ATTENDANCE_LABELS, hackathonPlace } from '../../../common/hackathon-fields.js'
import type { RegistrationStatus } from '../../../common/registration.js'
import { THEME_LABELS, type ThemeSlug } from '../../../common/themes.js'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_PING,
  WEBHOOKS,
  type WebhookKind,
  type WebhookMessageType,
} from '../../../common/webhooks.js'
import { formatEventDates } from '../../../common/zoned-time.js'
import type { toHackathonPublic } from '../../schemas/hackathons.js'
import { hackathonPageUrl } from '../page-head.js'

/** The hackathon as an event's data carries it: the API's public object. */
export type HackathonData = ReturnType<typeof toHackathonPublic>

/** One message to a webhook: what happened, when, and the data it is about. */
export interface WebhookMessage {
  id: string
  type: WebhookMessageType
  occurredAt: Date
  data: { hackathon?: HackathonData; changed?: string[] }
}

/** A new standard webhook's secret: `whsec_` and the base64 of random bytes, as the specification writes it. */
export function createWebhookSecret(): string {
  return `${WEBHOOKS.secretPrefix}${randomBytes(WEBHOOKS.secretBytes).toString('base64')}`
}

/**
 * The `webhook-signature` of a body: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`,
 * keyed with the secret's decoded bytes (the Standard Webhooks scheme).
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOKS.secretPrefix.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

const REGISTRATION_LABELS: Record<RegistrationStatus, string> = {
  opens_soon: 'Opens soon',
  open: 'Open',
  closing_soon: 'Closing soon',
  closed: 'Closed',
}

const TEXTS = {
  ping: 'Test from Hackathons: this webhook works.',
  dates: 'Dates',
  place: 'Place',
  registration: 'Registration',
  themes: 'Themes',
  cancelled: 'Cancelled',
  changed: (fields: string[]) => `Changed: ${fields.join(', ')}`,
  deadline: (status: string, deadline: string) => `${status}, until ${deadline}`,
} as const

/** Discord's and Slack's limits on an embed's or a block's text. */
const TITLE_MAX = 256
const DESCRIPTION_MAX = 300

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The lines a chat message shows about a hackathon, each a label and its value. */
function factsOf(hackathon: HackathonData): { name: string; value: string }[] {
  const facts: { name: string; value: string }[] = [
    { name: TEXTS.dates, value: formatEventDates(hackathon.start_date, hackathon.end_date, hackathon.timezone) },
  ]
  const mode = hackathon.attendance_mode ?? undefined
  const place = hackathonPlace(hackathon.location, mode) ?? (mode ? ATTENDANCE_LABELS[mode] : undefined)
  if (place) facts.push({ name: TEXTS.place, value: place })
  const status = hackathon.registration_status ? REGISTRATION_LABELS[hackathon.registration_status] : undefined
  if (status) {
    const deadline = hackathon.registration_deadline
    facts.push({
      name: TEXTS.registration,
      value: deadline ? TEXTS.deadline(status, formatEventDates(deadline, deadline, hackathon.timezone)) : status,
    })
  }
  const themes = (hackathon.themes ?? []).map((slug) => THEME_LABELS[slug as ThemeSlug] ?? slug)
  if (themes.length > 0) facts.push({ name: TEXTS.themes, value: themes.join(', ') })
  return facts
}

/** The heading of a chat message: what happened ("New hackathon"), and, for a cancellation, so. */
function headingOf(message: WebhookMessage): string {
  return message.type === WEBHOOK_PING ? TEXTS.ping : WEBHOOK_EVENT_LABELS[message.type]
}

/** Discord's execute-webhook body: one embed linking the public page; no mention can ping anyone. */
function discordBody(message: WebhookMessage, frontendHost: string) {
  const { hackathon, changed } = message.data
  if (!hackathon) return { content: headingOf(message), allowed_mentions: { parse: [] } }
  const description = [
    headingOf(message),
    changed?.length ? TEXTS.changed(changed) : undefined,
    hackathon.description ? cut(hackathon.description, DESCRIPTION_MAX) : undefined,
  ].filter(Boolean)
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(hackathon.cancelled ? `${TEXTS.cancelled}: ${hackathon.name}` : hackathon.name, TITLE_MAX),
        url: hackathonPageUrl(frontendHost, hackathon.id),
        description: description.join('\n'),
        fields: factsOf(hackathon).map((fact) => ({ ...fact, inline: fact.name !== TEXTS.themes })),
        timestamp: message.occurredAt.toISOString(),
      },
    ],
  }
}

/** Slack's mrkdwn treats these as markup; a hackathon's name must read as written. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Slack's incoming-webhook body: a plain `text` for notifications and blocks for the message. */
function slackBody(message: WebhookMessage, frontendHost: string) {
  const { hackathon, changed } = message.data
  if (!hackathon) return { text: headingOf(message), blocks: [] }
  const url = hackathonPageUrl(frontendHost, hackathon.id)
  const name = slackEscape(cut(hackathon.name, TITLE_MAX))
  const facts = factsOf(hackathon)
  return {
    text: `${headingOf(message)}: ${name}`,
    blocks: [
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: [
            `${headingOf(message)}: *<${url}|${name}>*`,
            changed?.length ? slackEscape(TEXTS.changed(changed)) : undefined,
          ]
            .filter(Boolean)
            .join('\n'),
        },
      },
      {
        type: 'section',
        fields: facts.map((fact) => ({ type: 'mrkdwn', text: `*${fact.name}*\n${slackEscape(fact.value)}` })),
      },
    ],
  }
}

/** The body of a message as a webhook of `kind` receives it. */
export function webhookBody(message: WebhookMessage, kind: WebhookKind, frontendHost: string): string {
  if (kind === 'discord') return JSON.stringify(discordBody(message, frontendHost))
  if (kind === 'slack') return JSON.stringify(slackBody(message, frontendHost))
  return JSON.stringify({ type: message.type, timestamp: message.occurredAt.toISOString(), data: message.data })
}

/** The headers of a delivery: the Standard Webhooks ones for a signed webhook. */
export function webhookHeaders(
  message: WebhookMessage,
  body: string,
  secret: string | null,
  now: Date,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'HackathonsWebhooks/1.0',
  }
  if (!secret) return headers
  const timestamp = Math.floor(now.getTime() / 1000)
  return {
    ...headers,
    'webhook-id': message.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, message.id, timestamp, body),
  }
}
