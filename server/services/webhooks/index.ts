import { CLOSING_SOON_MS } from '../../../common/registration.js'
import { MY_WEBHOOKS_PATH, WEBHOOK_DELIVERY_ERRORS, WEBHOOK_PING, WEBHOOKS } from '../../../common/webhooks.js'
import type { AttemptOutcome, ClaimedEvent, WebhooksRepository } from '../../db/repositories/webhooks.js'
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import { toHackathonPublic } from '../../schemas/hackathons.js'
import type { Clock } from '../clock.js'
import type { EmailMessage } from '../email.js'
import {
  checkFetchableUrl,
  EXTRACTION_MESSAGES,
  ExtractionError,
  type FetchOptions,
  fetchResource,
} from '../extraction/index.js'
import type { Job } from '../jobs/runner.js'
import { type WebhookMessage, webhookBody, webhookHeaders } from './bodies.js'
import { webhookPausedEmail } from './emails.js'

/** An attempt claimed and not finished is claimed again after this long (a process died mid-send). */
export const DELIVERY_CLAIM_SECONDS = 60
/** Revisions being matched by a process that died are matched again after this long. */
export const DISPATCH_CLAIM_SECONDS = 60
/** Revisions matched in one transaction. */
export const DISPATCH_BATCH = 100
/**
 * How often each process looks for new revisions and due attempts: well within the 30 s an event
 * may take to go out, and, when idle, one look-up of an empty partial index each.
 */
export const WEBHOOKS_POLL_MS = 2_000
/** How often the registrations closing soon are looked for (each is queued once, whoever looks). */
export const CLOSING_SOON_POLL_MS = 5 * 60 * 1000
/** Attempts in flight at once in one process: most of one is waiting for the receiver. */
export const DELIVERY_CONCURRENCY = 16

export interface WebhooksDeps {
  repo: WebhooksRepository
  clock: Clock
  send: (message: EmailMessage) => Promise<void>
  frontendHost: string
  /** The address rule and DNS of every delivery, as the auto-completion fetcher applies them. */
  fetch: FetchOptions
  /** The first retry's wait; each next one waits twice as long. */
  retrySeconds: number
  /** A receiver that has not answered by then has failed the attempt (tests shorten it). */
  timeoutMs?: number
  onMailError?: (error: unknown) => void
}

/** Why an attempt failed, in the delivery log's words. */
function failureOf(error: unknown, timeoutMs: number): string {
  if (!(error instanceof ExtractionError)) return WEBHOOK_DELIVERY_ERRORS.unreachable
  if (error.detail === EXTRACTION_MESSAGES.timeout) return WEBHOOK_DELIVERY_ERRORS.timeout(timeoutMs / 1000)
  if (error.detail === EXTRACTION_MESSAGES.notAllowed) return WEBHOOK_DELIVERY_ERRORS.notAllowed
  return WEBHOOK_DELIVERY_ERRORS.unreachable
}

export function webhooksService(deps: WebhooksDeps) {
  const { repo, clock, frontendHost } = deps
  const timeoutMs = deps.timeoutMs ?? WEBHOOKS.timeoutMs
  const toPublic = (row: Parameters<typeof toHackathonPublic>[0]) => toHackathonPublic(row)

  /** When the event that just failed its `attempt`th try is tried again; null once the retries are spent. */
  function retryAfter(event: ClaimedEvent, now: Date): Date | null {
    // A test is answered at once; the next press of Test is its retry.
    if (event.type === WEBHOOK_PING || event.attempts > WEBHOOKS.retries) return null
    return new Date(now.getTime() + deps.retrySeconds * 1000 * 2 ** (event.attempts - 1))
  }

  /** One POST to the receiver, bounded by the time-out; redirects are answers, the body is never read. */
  async function post(event: ClaimedEvent): Promise<AttemptOutcome> {
    const message: WebhookMessage = {
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt,
      data: event.data as WebhookMessage['data'],
    }
    const body = webhookBody(message, event.kind, frontendHost)
    const started = performance.now()
    try {
      const answer = await fetchResource(event.url, {
        ...deps.fetch,
        timeoutMs,
        post: { body },
        headers: webhookHeaders(message, body, event.secret, clock.now()),
        readBody: () => false,
      })
      const durationMs = performance.now() - started
      const ok = answer.status >= 200 && answer.status <= 299
      return {
        statusCode: answer.status,
        error: ok ? null : WEBHOOK_DELIVERY_ERRORS.status(answer.status),
        durationMs,
      }
    } catch (error) {
      return { statusCode: null, error: failureOf(error, timeoutMs), durationMs: performance.now() - started }
    }
  }

  async function mailPaused(event: ClaimedEvent, error: string) {
    const owner = await repo.owner(event.webhookId)
    if (!owner) return
    const message = await inLanguage(recipientLocale(owner.locale), () =>
      webhookPausedEmail({
        to: owner.email,
        url: event.url,
        error,
        settingsUrl: `${frontendHost}${MY_WEBHOOKS_PATH}`,
      }),
    )
    await deps.send(message)
  }

  /** Makes one claimed attempt and records it (with its next try, or the pause it causes). */
  async function deliver(event: ClaimedEvent): Promise<WebhookDeliveryRow> {
    const outcome = await post(event)
    const now = clock.now()
    const retryAt = outcome.error === null ? null : retryAfter(event, now)
    const { delivery, paused } = await repo.recordAttempt(event, outcome, retryAt, now)
    if (paused && outcome.error !== null) {
      await mailPaused(event, outcome.error).catch((error: unknown) => deps.onMailError?.(error))
    }
    return delivery
  }

  return {
    /**
     * Throws ExtractionError unless the deliveries could reach `url`: http(s), to a public address
     * (checked again at each delivery, since DNS may change).
     */
    checkUrl: (url: string) => checkFetchableUrl(url, deps.fetch),

    /** Sends a `ping` to the webhook now and answers its delivery. */
    async ping(webhook: WebhookRow): Promise<WebhookDeliveryRow> {
      const event = await repo.claimPing(webhook, {}, clock.now(), DELIVERY_CLAIM_SECONDS)
      return deliver(event)
    },

    /** The attempts due: each claimed in the database, so every process shares them and sends each once. */
    deliveryJob(): Job<ClaimedEvent> {
      return {
        name: 'webhook-deliveries',
        claim: (now, limit) => repo.claimDue(now, limit, DELIVERY_CLAIM_SECONDS),
        run: async (event) => {
          await deliver(event)
        },
      }
    },

    /** The revisions not yet matched, a batch at a time: each becomes the events it means to each webhook. */
    dispatchJob(): Job<string[]> {
      return {
        name: 'webhook-dispatch',
        claim: async (now) => {
          const ids = await repo.claimRevisions(now, DISPATCH_BATCH, DISPATCH_CLAIM_SECONDS)
          return ids.length > 0 ? [ids] : []
        },
        run: async (ids) => {
          await repo.dispatch(ids, clock.now(), toPublic)
        },
      }
    },

    /**
     * Queues `registration.closing_soon` for the deadlines now within the notice, and deletes the
     * events settled more than WEBHOOKS.keptDays ago; due once per poll.
     */
    closingSoonJob(): Job<Date> {
      let last = 0
      return {
        name: 'webhook-closing-soon',
        claim: async (now) => {
          if (now.getTime() - last < CLOSING_SOON_POLL_MS) return []
          last = now.getTime()
          return [now]
        },
        run: async (now) => {
          await repo.queueClosingSoon(now, CLOSING_SOON_MS, toPublic)
          await repo.pruneSettled(new Date(now.getTime() - WEBHOOKS.keptDays * 86_400_000))
        },
      }
    },

    /** Matches every revision not yet matched, now (tests, benches); answers the events queued. */
    async dispatchNow(): Promise<number> {
      let queued = 0
      for (;;) {
        const ids = await repo.claimRevisions(clock.now(), DISPATCH_BATCH, DISPATCH_CLAIM_SECONDS)
        if (ids.length === 0) return queued
        queued += await repo.dispatch(ids, clock.now(), toPublic)
      }
    },

    /** Queues the registrations closing soon now (tests, benches); answers the events queued. */
    closingSoonNow: () => repo.queueClosingSoon(clock.now(), CLOSING_SOON_MS, toPublic),
  }
}

export type WebhooksService = ReturnType<typeof webhooksService>
