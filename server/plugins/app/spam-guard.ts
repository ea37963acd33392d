import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { SPAM_GUARD } from '../../../common/spam-guard.js'
import type { Config } from '../../config.js'
import { badRequest } from '../../http-errors.js'
import { type Clock, systemClock } from '../../services/clock.js'
import { jobRunner } from '../../services/jobs/runner.js'
import { CLEANUP_POLL_MS, type SpamGuardService, spamGuardService } from '../../services/spam-guard.js'

/** What a guarded route answers to a filled honeypot: exactly what its success would look like. */
export interface Decoy {
  status: number
  body: unknown
}

export interface GuardOptions {
  /** Whether the guard (honeypot and solution) applies to this request; default: to every one. */
  when?: (request: FastifyRequest) => boolean
  /** The success answer given, with nothing done, to a request whose honeypot is filled. */
  decoy: (request: FastifyRequest) => Decoy | Promise<Decoy>
}

declare module 'fastify' {
  interface FastifyInstance {
    spamGuard: SpamGuardService & {
      /** Deletes every expired solution now (tests); answers how many runs it took. */
      cleanUp(): Promise<number>
    }
    /** A route's spam guard: its honeypot, then its challenge while SPAM_GUARD is on. */
    guardSpam: (options: GuardOptions) => preHandlerAsyncHookHandler
  }
}

export interface SpamGuardOptions {
  config: Config
  /** Tests pass their own, to move past a challenge's expiry without waiting. */
  clock?: Clock
  /** Whether the cleanup runs on schedule; tests run it themselves (their clock's waits do not wait). */
  schedule?: boolean
}

const fieldOf = (request: FastifyRequest, name: string): unknown =>
  (request.body as Record<string, unknown> | undefined)?.[name] ??
  (request.query as Record<string, unknown> | undefined)?.[name]

/** The guard's fields are the guard's: the handler sees the request without them. */
function withoutGuardFields(request: FastifyRequest) {
  for (const part of [request.body, request.query]) {
    if (part && typeof part === 'object') {
      delete (part as Record<string, unknown>)[SPAM_GUARD.field]
      delete (part as Record<string, unknown>)[SPAM_GUARD.honeypot]
    }
  }
}

/**
 * The spam guard as a preHandler each guarded route declares, after authentication (a role-0
 * suggestion needs a solution, an editor's write none) and validation, before the handler does
 * anything: a filled honeypot answers as a success would, a request without a valid, unexpired,
 * unused solution (body field `altcha` or header X-Altcha) answers 400 with one detail whatever
 * failed. Expired solutions are deleted by a job on the runner every schedule uses.
 */
export default fp<SpamGuardOptions>(
  async (app, { config, clock = systemClock, schedule = true }) => {
    const service = spamGuardService({
      repo: app.repos.usedChallenges,
      clock,
      secretKey: config.secretKey,
      complexity: config.spamGuardComplexity,
    })
    const cleanup = () =>
      jobRunner(service.cleanupJob(), {
        clock,
        concurrency: 1,
        pollMs: CLEANUP_POLL_MS,
        onError: (error) => app.log.warn({ err: error }, 'spam guard: cleanup failed'),
        metrics: app.metrics.jobs,
      })
    app.decorate('spamGuard', { ...service, cleanUp: () => cleanup().runDue() })

    app.decorate(
      'guardSpam',
      ({ when = () => true, decoy }: GuardOptions): preHandlerAsyncHookHandler =>
        async function spamGuarded(request, reply) {
          const honeypot = fieldOf(request, SPAM_GUARD.honeypot)
          const header = request.headers[SPAM_GUARD.header]
          const payload = fieldOf(request, SPAM_GUARD.field) ?? (typeof header === 'string' ? header : undefined)
          withoutGuardFields(request)
          if (!when(request)) return
          if (typeof honeypot === 'string' && honeypot.trim() !== '') {
            const { status, body } = await decoy(request)
            return reply.code(status).send(body)
          }
          if (!config.spamGuard) return
          if (typeof payload !== 'string' || !(await service.verify(payload))) throw badRequest(SPAM_GUARD.failed)
        },
    )

    if (!schedule) return
    const scheduled = cleanup()
    app.addHook('onReady', async () => scheduled.start())
    app.addHook('onClose', async () => scheduled.stop())
  },
  { name: 'spam-guard', dependencies: ['repositories', 'metrics'] },
)
