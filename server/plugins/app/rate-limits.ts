import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { EMAIL_VERIFICATION } from '../../../common/accounts.js'
import { API_TOKENS } from '../../../common/api-tokens.js'
import { CLAIM, ORGANIZER_INVITATION } from '../../../common/organizers.js'
import type { Database } from '../../db/index.js'
import { type RateLimitsRepository, rateLimitsRepository } from '../../db/repositories/rate-limits.js'
import { MESSAGES } from '../../messages.js'

/** One limit: at most `max` calls per `windowSeconds` for each distinct key `key(request)` returns. */
export interface Limit {
  /** Names the counter; two limits with one name share it. */
  name: string
  max: number
  windowSeconds: number
  /**
   * What is counted: the address, the address and account, the user, an alert's recipient (which
   * may take a database read to know); undefined skips this limit.
   */
  key: (request: FastifyRequest) => string | undefined | Promise<string | undefined>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that answers 429 with Retry-After once any of `limits` is used up. */
    rateLimit: (...limits: Limit[]) => preHandlerAsyncHookHandler
    /**
     * Counts this request against `limit` and tells the client where it stands, in the
     * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` headers (seconds until the
     * window ends); once the limit is used up, answers 429 with Retry-After and resolves true (the
     * caller stops there). For a limit a client is meant to pace itself by, such as an API token's.
     */
    meteredLimit: (limit: Limit, request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  }
}

/** Roughly one hit in this many also deletes the expired counters, so the table stays small. */
const SWEEP_EVERY = 500

export const perAddress = (request: FastifyRequest) => request.ip

/**
 * The request limits of the API contract, counted in the database (table rate_limits) so they bind
 * across every process on one database; a preHandler, so it runs after authentication (a limit
 * per user reads request.user) and body parsing (a limit per account reads the form), and before
 * the handler's expensive work. Every limit of a route counts each call, refused or not.
 */
export default fp<{ db: Database; enabled: boolean }>(
  async (app, { db, enabled }) => {
    const counters: RateLimitsRepository = rateLimitsRepository(db)

    const refuse = (reply: FastifyReply, retryAfter: number) =>
      reply.code(429).header('retry-after', String(retryAfter)).send({ detail: MESSAGES.tooManyRequests })

    app.decorate('meteredLimit', async (limit: Limit, request: FastifyRequest, reply: FastifyReply) => {
      if (!enabled) return false
      const subject = await limit.key(request)
      if (subject === undefined) return false
      const { hits, resetInSeconds } = await counters.hit(`${limit.name}:${subject}`, limit.windowSeconds)
      reply
        .header('ratelimit-limit', String(limit.max))
        .header('ratelimit-remaining', String(Math.max(0, limit.max - hits)))
        .header('ratelimit-reset', String(resetInSeconds))
      if (hits <= limit.max) return false
      await refuse(reply, resetInSeconds)
      return true
    })

    app.decorate(
      'rateLimit',
      (...limits: Limit[]): preHandlerAsyncHookHandler =>
        async function rateLimited(request, reply) {
          if (!enabled) return
          let retryAfter = 0
          for (const limit of limits) {
            const subject = await limit.key(request)
            if (subject === undefined) continue
            const { hits, resetInSeconds } = await counters.hit(`${limit.name}:${subject}`, limit.windowSeconds)
            if (hits > limit.max) retryAfter = Math.max(retryAfter, resetInSeconds)
          }
          if (Math.random() * SWEEP_EVERY < 1) {
            counters.sweep().catch((error: unknown) => request.log.warn({ err: error }, 'rate limit sweep failed'))
          }
          if (retryAfter > 0) return refuse(reply, retryAfter)
        },
    )
  },
  { name: 'rate-limits' },
)

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

/** An account named by the request (the log-in form's username, the recovery path's e-mail). */
const accountKey = (account: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) =>
  `${request.ip}|${account(request)?.trim().toLowerCase() ?? ''}`

const perUser = (request: FastifyRequest) => (request.user ? request.user.id : undefined)

/** The mails proving an account's address, per user id (the one counter of every route that sends one). */
const verificationMails = (key: Limit['key']): Limit => ({
  name: 'verify-email-user',
  max: EMAIL_VERIFICATION.resendMax,
  windowSeconds: EMAIL_VERIFICATION.resendWindowSeconds,
  key,
})

/** The request limits of the public endpoints, by endpoint. */
export const LIMITS_OF = {
  /** Every request a personal API token opens, whatever its route: `max` a minute per token. */
  apiToken: (max: number): Limit => ({
    name: 'api-token',
    max,
    windowSeconds: API_TOKENS.rateWindowSeconds,
    key: (r) => r.apiToken?.token.id,
  }),
  logIn: (account: (request: FastifyRequest) => string | undefined): Limit[] => [
    { name: 'login-address', max: 30, windowSeconds: MINUTE, key: perAddress },
    { name: 'login-account', max: 10, windowSeconds: MINUTE, key: accountKey(account) },
  ],
  passwordRecovery: (account: (request: FastifyRequest) => string | undefined): Limit[] => [
    { name: 'recovery-address', max: 30, windowSeconds: MINUTE, key: perAddress },
    { name: 'recovery-account', max: 10, windowSeconds: MINUTE, key: accountKey(account) },
  ],
  /** Each call hashes a password (argon2): bounded like log-in, per address. */
  passwordReset: [{ name: 'reset-address', max: 30, windowSeconds: MINUTE, key: perAddress }] as Limit[],
  /** Each call verifies and hashes a password: bounded per user. */
  passwordChange: [{ name: 'password-change-user', max: 10, windowSeconds: MINUTE, key: perUser }] as Limit[],
  signUp: [{ name: 'signup-address', max: 10, windowSeconds: HOUR, key: perAddress }] as Limit[],
  /** Per user id, however many sessions or whatever the Authorization header holds. */
  completeHackathon: [{ name: 'complete-user', max: 20, windowSeconds: MINUTE, key: perUser }] as Limit[],
  /** The public place search: cheap, but open to anyone, so bounded per address. */
  searchPlaces: [{ name: 'places-address', max: 60, windowSeconds: MINUTE, key: perAddress }] as Limit[],
  /**
   * Each call may mail a confirmation: bounded per recipient, whoever names it (the body's address,
   * or the signed-in account's when the body names none), so nobody is flooded with them, and per
   * client address.
   */
  subscribeAlert: (recipient: (request: FastifyRequest) => Promise<string | undefined>): Limit[] => [
    {
      name: 'alert-recipient',
      max: 5,
      windowSeconds: HOUR,
      key: async (r) => (await recipient(r))?.trim().toLowerCase(),
    },
    { name: 'alert-address', max: 20, windowSeconds: HOUR, key: perAddress },
  ],
  /** The pages an alert e-mail's links open: tokens are unguessable, but each try reads the database. */
  alertLinks: [{ name: 'alert-links-address', max: 60, windowSeconds: MINUTE, key: perAddress }] as Limit[],
  /** "Send the link again": each call mails the account's address, so it is bounded per user id. */
  sendEmailVerification: [verificationMails(perUser)],
  /**
   * A change of one's own address mails the new address a link: it draws on the same counter as
   * "Send the link again", so moving between strangers' addresses mails nobody more often. A save
   * that keeps the address (in any letter case) is not counted.
   */
  changeOwnEmail: (newEmail: (request: FastifyRequest) => string | undefined): Limit[] => [
    verificationMails((request) => {
      const moved = newEmail(request)?.trim().toLowerCase()
      return request.user && moved !== undefined && moved !== request.user.email.toLowerCase()
        ? request.user.id
        : undefined
    }),
  ],
  /** The verification link's button: tokens are unguessable, but each try reads the database. */
  verifyEmail: [{ name: 'verify-email-address', max: 60, windowSeconds: MINUTE, key: perAddress }] as Limit[],
  /** Each call makes this server request the event's site (its page, maybe a well-known file): bounded per user id. */
  verifyClaim: [
    { name: 'claim-verify-user', max: CLAIM.verifyMax, windowSeconds: CLAIM.verifyWindowSeconds, key: perUser },
  ] as Limit[],
  /** Each invitation may mail someone: bounded per inviting user id, whatever the hackathon. */
  inviteOrganizer: [
    {
      name: 'organizer-invite-user',
      max: ORGANIZER_INVITATION.inviteMax,
      windowSeconds: ORGANIZER_INVITATION.inviteWindowSeconds,
      key: perUser,
    },
  ] as Limit[],
  /** An invitation's button: tokens are unguessable, but each try reads the database. */
  acceptOrganizerInvitation: [
    { name: 'organizer-accept-user', max: 60, windowSeconds: MINUTE, key: perUser },
  ] as Limit[],
  /** Each call makes this server request a site (and maybe its robots.txt): bounded per user id. */
  checkLink: [{ name: 'check-link-user', max: 10, windowSeconds: MINUTE, key: perUser }] as Limit[],
  /** Images decoded and stored: a role-0 user at most 20 a day, a higher role 200, and 30 a minute per address. */
  uploadImage: [
    { name: 'upload-user', max: 20, windowSeconds: DAY, key: (r) => (r.user?.role === 0 ? r.user.id : undefined) },
    {
      name: 'upload-staff',
      max: 200,
      windowSeconds: DAY,
      key: (r) => (r.user && r.user.role > 0 ? r.user.id : undefined),
    },
    { name: 'upload-address', max: 30, windowSeconds: MINUTE, key: perAddress },
  ] as Limit[],
}
