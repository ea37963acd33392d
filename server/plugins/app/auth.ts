import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { EMAIL_VERIFICATION_MESSAGES } from '../../../common/accounts.js'
import { ORGANIZER_MESSAGES } from '../../../common/organizers.js'
import {
  isOperation,
  mayActOnOrganizers,
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
import { readAccessToken } from '../../services/security.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller on a public route: the signed-in user, or undefined (also for a bad or expired token). */
    signedInUser(request: FastifyRequest): Promise<UserRow | undefined>
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route whose operation requires a role. */
    user: UserRow
  }
}

export const SECURITY_SCHEME = 'OAuth2PasswordBearer'

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
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorateRequest('user', null as unknown as UserRow)

    async function signedInUser(request: FastifyRequest): Promise<UserRow | undefined> {
      const token = bearerToken(request)
      const claims = token ? await readAccessToken(token, config.secretKey) : undefined
      // A deleted or deactivated user's token stops working at once: the user is read on every call;
      // so does every token signed before the user's last password change (its version is older).
      const user = claims ? await app.repos.users.findById(claims.userId) : undefined
      return user?.isActive && user.tokenVersion === claims?.version ? user : undefined
    }
    app.decorate('signedInUser', signedInUser)

    const requireRole =
      (role: Role, verifiedEmail: boolean): onRequestHookHandler =>
      async (request) => {
        const user = await signedInUser(request)
        if (!user) throw unauthorized()
        if (user.role < role) throw forbidden()
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
      const existing = route.onRequest ? [route.onRequest].flat() : []
      route.onRequest = [requireRole(role, verifiedEmail), ...existing]
      if (operation !== undefined && organizerOverrideRole(operation) !== undefined) {
        route.preHandler = [requireOrganizer(operation), ...(route.preHandler ? [route.preHandler].flat() : [])]
      }
      route.schema ??= {}
      route.schema.security = [{ [SECURITY_SCHEME]: [] }]
      route.schema.response = { ...errorResponses(401, 403), ...(route.schema.response as object) }
    })
  },
  { name: 'auth', dependencies: ['repositories'] },
)
