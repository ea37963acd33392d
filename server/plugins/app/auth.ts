import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { EMAIL_VERIFICATION_MESSAGES } from '../../../common/accounts.js'
import { API_TOKENS, isApiToken } from '../../../common/api-tokens.js'
import { ORGANIZER_MESSAGES } from '../../../common/organizers.js'
import {
  isOperation,
  mayActOnOrganizers,
  needsSession,
  needsVerifiedEmail,
  OPERATION_ROLES,
  type Operation,
  organizerOverrideRole,
} from '../../../common/policy.js'
import type { Role } from '../../../common/roles.js'
import { API_PREFIX, type Config } from '../../config.js'
import type { UserRow } from '../../db/schema.js'
import { forbidden, notFound, unauthorized } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import { errorResponses } from '../../schemas/common.js'
import { type ApiTokenCaller, type ApiTokensService, apiTokensService } from '../../services/api-tokens/index.js'
import { type Clock, systemClock } from '../../services/clock.js'
import { readAccessToken } from '../../services/security.js'
import { LIMITS_OF } from './rate-limits.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller on a public route: the signed-in user, or undefined (also for a bad or expired token). */
    signedInUser(request: FastifyRequest): Promise<UserRow | undefined>
    /** Personal API tokens: made by their route, read here on every request that carries one. */
    apiTokens: ApiTokensService
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route whose operation requires a role. */
    user: UserRow
    /** The personal API token that opened this request, if one did (rather than a session). */
    apiToken: ApiTokenCaller | null
  }
}

export const SECURITY_SCHEME = 'OAuth2PasswordBearer'
/** The OpenAPI name of the personal API tokens (`Authorization: Bearer hk_…`), an alternative to a session. */
export const API_TOKEN_SECURITY_SCHEME = 'ApiToken'

export interface AuthOptions {
  config: Config
  /** The API tokens' clock, for their expiry and last use (tests inject theirs). */
  clock?: Clock
}

/** Raised while routes are registered, so a route the permission table does not cover stops start-up. */
export class PolicyError extends Error {
  override name = 'PolicyError'
}

/**
 * What follows the scheme of `Authorization: Bearer <credentials>`, for the API's sessions and the
 * metrics scrape alike. The scheme matches in any case (`bearer`, `BEARER`: RFC 7235 makes it
 * case-insensitive); exactly one space follows it, so a padded header is malformed rather than a
 * second spelling of the same credentials.
 */
export function bearerCredentials(header: string | undefined): string | undefined {
  return header ? /^Bearer ([^ ].*)$/i.exec(header)?.[1] : undefined
}

function bearerToken(request: FastifyRequest): string | undefined {
  const credentials = bearerCredentials(request.headers.authorization)
  // Exactly a JWT: anything appended is malformed, hence a 401.
  return credentials && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(credentials) ? credentials : undefined
}

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)

/**
 * The lowest role a route requires, read from the one permission table (`OPERATION_ROLES` in
 * common/policy.ts) by the route's operationId; null means public. Fails closed: an API route (under
 * the API prefix, or any route naming an operation) without an operationId, or with one the table
 * does not list, throws. Routes outside the API that name no operation (the SPA's files, the /docs
 * pages) are not operations of the API and need no entry.
 */
export function requiredRole(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): Role | null {
  const operationId = route.schema?.operationId
  if (operationId === undefined) {
    if (!isApiRoute(route.url)) return null
    throw new PolicyError(`${route.method} ${route.url} has no operationId, so the permission policy cannot cover it`)
  }
  if (!isOperation(operationId)) {
    throw new PolicyError(
      `${route.method} ${route.url}: operation "${operationId}" is missing from OPERATION_ROLES in common/policy.ts`,
    )
  }
  return OPERATION_ROLES[operationId]
}

/**
 * Turns the permission table into an authentication hook on each route that requires a role, and
 * documents it in the OpenAPI security requirements and the 401/403 responses.
 */
export default fp<AuthOptions>(
  async (app, { config, clock = systemClock }) => {
    app.decorateRequest('user', null as unknown as UserRow)
    app.decorateRequest('apiToken', null)
    const apiTokens = apiTokensService(app.repos.apiTokens, clock)
    app.decorate('apiTokens', apiTokens)
    const tokenLimit = LIMITS_OF.apiToken(config.apiTokenRatePerMinute)

    /**
     * A request that carries a personal API token is that token's from the start, on every API
     * route, public ones included: an unknown, revoked or expired token (or a deactivated account's)
     * is a 401, since its script means to act as someone; each such request counts against the
     * token's limit, and a read token changes nothing. The token is read from the database on every
     * request, so a revocation holds in every process at once.
     */
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRoute(request.url)) return
      const credentials = bearerCredentials(request.headers.authorization)
      if (credentials === undefined || !isApiToken(credentials)) return
      const caller = await apiTokens.authenticate(credentials)
      if (!caller) throw unauthorized()
      request.apiToken = caller
      if (await app.meteredLimit(tokenLimit, request, reply)) return reply
      if (caller.token.scope === 'read' && !(API_TOKENS.readMethods as readonly string[]).includes(request.method)) {
        throw forbidden(MESSAGES.readOnlyToken)
      }
    })

    async function signedInUser(request: FastifyRequest): Promise<UserRow | undefined> {
      if (request.apiToken) return request.apiToken.user
      const token = bearerToken(request)
      const claims = token ? await readAccessToken(token, config.secretKey) : undefined
      // A deleted or deactivated user's token stops working at once: the user is read on every call;
      // so does every token signed before the user's last password change (its version is older).
      const user = claims ? await app.repos.users.findById(claims.userId) : undefined
      return user?.isActive && user.tokenVersion === claims?.version ? user : undefined
    }
    app.decorate('signedInUser', signedInUser)

    const requireRole =
      (role: Role, verifiedEmail: boolean, session: boolean): onRequestHookHandler =>
      async (request) => {
        const user = await signedInUser(request)
        if (!user) throw unauthorized()
        if (user.role < role) throw forbidden()
        if (session && request.apiToken) throw forbidden(MESSAGES.sessionOnly)
        if (verifiedEmail && !user.emailVerified) throw forbidden(EMAIL_VERIFICATION_MESSAGES.verifyFirst)
        request.user = user
      }

    /**
     * An organisers' operation (ORGANIZER_OPERATIONS) on the hackathon `:id`: the caller must be one
     * of its organisers, or hold the role the policy lets act without being one; an unknown
     * hackathon is a 404, as for anyone. A preHandler, so the id has passed validation before it is
     * looked up.
     */
    const requireOrganizer =
      (operation: Operation): preHandlerAsyncHookHandler =>
      async (request) => {
        const { id } = request.params as { id: string }
        const { listed, organizer } = await app.repos.organizers.standing(id, request.user.id)
        if (!listed) throw notFound(MESSAGES.hackathonNotFound)
        if (!mayActOnOrganizers(operation, request.user.role, organizer)) {
          throw forbidden(ORGANIZER_MESSAGES.notOrganizer)
        }
      }

    app.addHook('onRoute', (route) => {
      const role = requiredRole(route)
      if (role === null) return
      const operationId = route.schema?.operationId
      const operation = operationId !== undefined && isOperation(operationId) ? operationId : undefined
      const verifiedEmail = operation !== undefined && needsVerifiedEmail(operation)
      const session = operation !== undefined && needsSession(operation)
      const existing = route.onRequest ? [route.onRequest].flat() : []
      route.onRequest = [requireRole(role, verifiedEmail, session), ...existing]
      if (operation !== undefined && organizerOverrideRole(operation) !== undefined) {
        route.preHandler = [requireOrganizer(operation), ...(route.preHandler ? [route.preHandler].flat() : [])]
      }
      route.schema ??= {}
      // Either a session or a personal API token, except where only a session will do.
      route.schema.security = session
        ? [{ [SECURITY_SCHEME]: [] }]
        : [{ [SECURITY_SCHEME]: [] }, { [API_TOKEN_SECURITY_SCHEME]: [] }]
      route.schema.response = { ...errorResponses(401, 403), ...(route.schema.response as object) }
    })
  },
  { name: 'auth', dependencies: ['repositories', 'rate-limits'] },
)
