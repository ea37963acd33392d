import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import { ALERTS_POLL_MS, type AlertsService, alertsService, DIGEST_CONCURRENCY } from '../../services/alerts/index.js'
import { type Clock, systemClock } from '../../services/clock.js'
import { jobRunner } from '../../services/jobs/runner.js'
import {
  REMINDER_CONCURRENCY,
  REMINDERS_POLL_MS,
  type RemindersService,
  remindersService,
} from '../../services/reminders/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService & {
      /** Sends every digest with news now, whatever the hour (POST /alerts/run); answers how many went out. */
      runNow(): Promise<number>
    }
    /** The e-mails before saved hackathons' registration deadlines. */
    reminders: RemindersService
  }
}

export interface AlertsOptions {
  config: Config
  /** Tests pass their own, to move time past a claim or a retry without waiting. */
  clock?: Clock
}

/**
 * Alerts: subscribing and, unless ALERTS=off, the hourly schedule of digests and the schedule of
 * saved hackathons' deadline reminders, run by the same database-claimed job runner as the link
 * watch, on the same clock; stopped, their sends in flight finished, on close.
 */
export default fp<AlertsOptions>(
  async (app, { config, clock = systemClock }) => {
    const service = alertsService({
      repo: app.repos.alerts,
      clock,
      send: (message) => app.mailer.send(message),
      frontendHost: config.frontendHost,
      secretKey: config.secretKey,
    })
    const reminders = remindersService({
      repo: app.repos.reminders,
      clock,
      send: (message) => app.mailer.send(message),
      frontendHost: config.frontendHost,
    })
    const onError = (error: unknown) => app.log.warn({ err: error }, 'alerts: a digest was not sent')
    const onReminderError = (error: unknown) => app.log.warn({ err: error }, 'alerts: a deadline reminder was not sent')

    app.decorate('alerts', {
      ...service,
      async runNow() {
        let sent = 0
        const runner = jobRunner(service.digestJob({ force: true, onSent: () => sent++ }), {
          clock,
          concurrency: DIGEST_CONCURRENCY,
          pollMs: ALERTS_POLL_MS,
          onError,
          metrics: app.metrics.jobs,
        })
        await runner.runDue()
        return sent
      },
    })
    app.decorate('reminders', reminders)

    if (!config.alerts) return
    const schedule = jobRunner(service.digestJob({ force: false }), {
      clock,
      concurrency: DIGEST_CONCURRENCY,
      pollMs: ALERTS_POLL_MS,
      onError,
      metrics: app.metrics.jobs,
    })
    const reminderSchedule = jobRunner(reminders.reminderJob(), {
      clock,
      concurrency: REMINDER_CONCURRENCY,
      pollMs: REMINDERS_POLL_MS,
      onError: onReminderError,
    })
    app.addHook('onReady', async () => {
      schedule.start()
      reminderSchedule.start()
    })
    app.addHook('onClose', async () => {
      await Promise.all([schedule.stop(), reminderSchedule.stop()])
    })
  },
  { name: 'alerts', dependencies: ['repositories', 'mailer', 'metrics'] },
)
