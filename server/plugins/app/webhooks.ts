import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import { type Clock, systemClock } from '../../services/clock.js'
import type { FetchOptions } from '../../services/extraction/index.js'
import { jobRunner } from '../../services/jobs/runner.js'
import {
  CLOSING_SOON_POLL_MS,
  DELIVERY_CONCURRENCY,
  WEBHOOKS_POLL_MS,
  type WebhooksService,
  webhooksService,
} from '../../services/webhooks/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService
  }
}

export interface WebhooksOptions {
  config: Config
  /** Tests pass their own, to move time past a claim or a retry without waiting. */
  clock?: Clock
  /** DNS, injectable so tests can point a public-looking name at loopback. */
  resolve?: FetchOptions['resolve']
  /** The receivers' time-out (tests shorten it). */
  timeoutMs?: number
}

/**
 * Webhooks: Test at once and, unless WEBHOOKS=off, three schedules on the database-claimed job
 * runner: matching new revisions into events, the registrations closing soon, and the deliveries;
 * stopped, their work in flight finished, on close.
 */
export default fp<WebhooksOptions>(
  async (app, { config, clock = systemClock, resolve, timeoutMs }) => {
    const service = webhooksService({
      repo: app.repos.webhooks,
      clock,
      send: (message) => app.mailer.send(message),
      frontendHost: config.frontendHost,
      fetch: { allowPrivateNetwork: config.extractAllowPrivateNetwork, resolve },
      retrySeconds: config.webhookRetrySeconds,
      timeoutMs,
      onMailError: (error) => app.log.error({ err: error }, 'webhooks: the paused webhook mail was not sent'),
    })
    app.decorate('webhooks', service)
    if (!config.webhooks) return
    const options = (name: string) => ({
      clock,
      pollMs: WEBHOOKS_POLL_MS,
      onError: (error: unknown) => app.log.warn({ err: error }, `webhooks: ${name} failed`),
      metrics: app.metrics.jobs,
    })
    const runners = [
      jobRunner(service.dispatchJob(), { ...options('matching revisions'), concurrency: 1 }),
      jobRunner(service.closingSoonJob(), {
        ...options('queueing closing registrations'),
        concurrency: 1,
        pollMs: CLOSING_SOON_POLL_MS,
      }),
      jobRunner(service.deliveryJob(), { ...options('a delivery'), concurrency: DELIVERY_CONCURRENCY }),
    ]
    app.addHook('onReady', async () => {
      for (const runner of runners) runner.start()
    })
    app.addHook('onClose', async () => {
      await Promise.all(runners.map((runner) => runner.stop()))
    })
  },
  { name: 'webhooks', dependencies: ['repositories', 'mailer', 'metrics'] },
)
