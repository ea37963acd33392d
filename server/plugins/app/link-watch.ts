import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import type { Database } from '../../db/index.js'
import { linkWatchRepository } from '../../db/repositories/link-watch.js'
import { PROJECT_ROOT } from '../../paths.js'
import { type Clock, systemClock } from '../../services/clock.js'
import type { FetchOptions } from '../../services/extraction/index.js'
import { jobRunner } from '../../services/jobs/runner.js'
import {
  type LinkChecker,
  linkChecker,
  type PoliteAccess,
  politeAccess,
  userAgentOf,
} from '../../services/link-watch/check.js'
import { LINK_WATCH_POLL_MS, linkWatchJob } from '../../services/link-watch/schedule.js'
import { mailProposalsToOrganizers } from '../../services/organizers/proposals.js'

declare module 'fastify' {
  interface FastifyInstance {
    linkChecker: LinkChecker
    /**
     * How this server's robots read other sites, for the sources to share: the link watch's
     * robots.txt rule and per-host spacing, its User-Agent, fetch settings and clock.
     */
    robots: { access: PoliteAccess; userAgent: string; fetch: FetchOptions; clock: Clock }
  }
}

const version = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version

export interface LinkWatchOptions {
  config: Config
  db: Database
  clock?: Clock
  /** DNS, injectable so tests and benches can name many hosts on loopback. */
  resolve?: FetchOptions['resolve']
}

/**
 * The link checker (for the check on demand) and, unless LINK_WATCH=off, the schedule: a job runner
 * started once the server is ready and stopped, its checks in flight finished, when it closes.
 */
export default fp<LinkWatchOptions>(
  async (app, { config, db, clock = systemClock, resolve }) => {
    const stopping = new AbortController()
    const deps = {
      repo: linkWatchRepository(db),
      clock,
      fetch: { allowPrivateNetwork: config.extractAllowPrivateNetwork, resolve },
      userAgent: userAgentOf(version, config.frontendHost),
      hostDelaySeconds: config.linkWatchHostDelayS,
      signal: stopping.signal,
      onProposal: mailProposalsToOrganizers({
        organizers: app.repos.organizers,
        mailer: app.mailer,
        frontendHost: config.frontendHost,
        log: app.log,
      }),
    }
    const checker = linkChecker(deps)
    app.decorate('linkChecker', checker)
    app.decorate('robots', { access: politeAccess(deps), userAgent: deps.userAgent, fetch: deps.fetch, clock })
    if (!config.linkWatch) return
    const runner = jobRunner(linkWatchJob(deps.repo, checker, deps), {
      clock,
      concurrency: config.linkWatchConcurrency,
      pollMs: LINK_WATCH_POLL_MS,
      onError: (error) => app.log.warn({ err: error }, 'link watch: a check failed'),
      metrics: app.metrics.jobs,
    })
    app.addHook('onReady', async () => runner.start())
    app.addHook('onClose', async () => {
      stopping.abort()
      await runner.stop()
    })
  },
  { name: 'link-watch', dependencies: ['repositories', 'metrics', 'mailer'] },
)
