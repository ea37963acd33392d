import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import { jobRunner } from '../../services/jobs/runner.js'
import { SOURCES_CONCURRENCY, SOURCES_POLL_MS, type SourceRunner, sourceRunner } from '../../services/sources/run.js'

declare module 'fastify' {
  interface FastifyInstance {
    sourceRunner: SourceRunner
  }
}

export interface SourcesOptions {
  config: Config
}

/**
 * The reading of sources (Run now, Preview) and, unless SOURCES=off, their schedule: the job runner
 * the link watch and alerts use, claiming due sources in the database, started once the server is
 * ready and stopped, its runs in flight finished, when it closes.
 */
export default fp<SourcesOptions>(
  async (app, { config }) => {
    const { access, userAgent, fetch, clock } = app.robots
    const runner = sourceRunner({
      repos: app.repos,
      clock,
      fetch,
      access,
      userAgent,
      send: (message) => app.mailer.send(message),
      frontendHost: config.frontendHost,
      onMailError: (error) => app.log.error({ err: error }, 'sources: the failing source mail was not sent'),
    })
    app.decorate('sourceRunner', runner)
    if (!config.sources) return
    const schedule = jobRunner(runner.job(), {
      clock,
      concurrency: SOURCES_CONCURRENCY,
      pollMs: SOURCES_POLL_MS,
      onError: (error) => app.log.warn({ err: error }, 'sources: a run failed'),
      metrics: app.metrics.jobs,
    })
    app.addHook('onReady', async () => schedule.start())
    app.addHook('onClose', async () => schedule.stop())
  },
  { name: 'sources', dependencies: ['repositories', 'metrics', 'mailer', 'link-watch'] },
)
