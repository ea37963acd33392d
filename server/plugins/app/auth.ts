import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../../common/roles.js'
import type { Config } from '../../config.js'
import type { UserRow } from '../../db/schema.js'
import { forbidden, unauthorized } from '../../errors.js'
import { errorResponses } from '../../schemas/common.js'
import { readAccessToken } from '../../services/security.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lowest role allowed to call the route; unset means public. */
    role?: Role
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route that declares `config.role`. */
    user: UserRow
  }
}

export const SECURITY_SCHEME = 'OAuth2PasswordBearer'

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

/**
 * Permissions are declared on each route as `config: { role: ROLE.editor }`; this plugin turns the
 * declaration into an authentication hook and documents it in the OpenAPI security requirements.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorateRequest('user', null as unknown as UserRow)

    const requireRole =
      (role: Role): onRequestHookHandler =>
      async (request) => {
        const token = bearerToken(request)
        const userId = token && (await readAccessToken(token, config.secretKey))
        // A deleted or deactivated user's token stops working at once: the user is read on every call.
        const user = userId ? await app.repos.users.findById(userId) : undefined
        if (!user?.isActive) throw unauthorized()
        if (user.role < role) throw forbidden()
        request.user = user
      }

    app.addHook('onRoute', (route) => {
      const role = route.config?.role
      if (role === undefined) return
      const existing = route.onRequest ? [route.onRequest].flat() : []
      route.onRequest = [requireRole(role), ...existing]
      route.schema ??= {}
      route.schema.security = [{ [SECURITY_SCHEME]: [] }]
      route.schema.response = { ...errorResponses(401, 403), ...(route.schema.response as object) }
    })
  },
  { name: 'auth', dependencies: ['repositories'] },
)
