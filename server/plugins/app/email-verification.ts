import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import { type Clock, systemClock } from '../../services/clock.js'
import { type EmailVerificationService, emailVerificationService } from '../../services/email-verification.js'

declare module 'fastify' {
  interface FastifyInstance {
    emailVerification: EmailVerificationService
  }
}

export interface EmailVerificationOptions {
  config: Config
  /** Tests pass their own, to move time past a link's expiry without waiting. */
  clock?: Clock
}

export default fp<EmailVerificationOptions>(
  async (app, { config, clock = systemClock }) => {
    app.decorate(
      'emailVerification',
      emailVerificationService({ repo: app.repos.emailVerifications, clock, frontendHost: config.frontendHost }),
    )
  },
  { name: 'email-verification', dependencies: ['repositories'] },
)
