import cors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CROSS_ORIGIN_READS, isOperation } from '../../../common/policy.js'
import type { Config } from '../../config.js'

/** Any site may read these, without credentials (cookies or HTTP authentication) coming along. */
const ANY_SITE: FastifyCorsOptions = { origin: '*', credentials: false, methods: ['GET', 'HEAD'] }

/** A route path (`/api/v1/series/:id`) as a pattern a request's path matches. */
const pathPattern = (url: string) =>
  new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`)

/**
 * CORS from one declarative list (CROSS_ORIGIN_READS in common/policy.ts): the public reads named
 * there answer any origin with `Access-Control-Allow-Origin: *` and no credentials, while the
 * origins the server trusts (BACKEND_CORS_ORIGINS, the SPA's own) keep their credentialed answer
 * everywhere. Every other route, and so everything that needs a login, allows no other origin.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const trusted: FastifyCorsOptions = {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  }
  const trustedOrigins = new Set(config.corsOrigins)

  // A preflight reaches the catch-all OPTIONS route, so the route it asks about is found by path:
  // a public read's pattern, unless another GET route has exactly that path (`/hackathons/duplicates`
  // beside `/hackathons/:id`).
  const openPatterns: RegExp[] = []
  const otherStaticPaths = new Set<string>()
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!methods.includes('GET')) return
    const operationId = route.schema?.operationId
    if (operationId && isOperation(operationId) && CROSS_ORIGIN_READS.has(operationId)) {
      openPatterns.push(pathPattern(route.url))
    } else if (!route.url.includes(':') && !route.url.includes('*')) {
      otherStaticPaths.add(route.url.replace(/\/$/, ''))
    }
  })

  function openToAnySite(request: FastifyRequest): boolean {
    if (request.method === 'OPTIONS') {
      const asked = request.headers['access-control-request-method']?.toUpperCase()
      if (asked !== 'GET' && asked !== 'HEAD') return false
      const path = request.url.split('?')[0] ?? ''
      if (otherStaticPaths.has(path.replace(/\/$/, ''))) return false
      return openPatterns.some((pattern) => pattern.test(path))
    }
    const operationId = request.routeOptions.schema?.operationId
    return operationId !== undefined && isOperation(operationId) && CROSS_ORIGIN_READS.has(operationId)
  }

  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin
      const fromTrusted = origin !== undefined && trustedOrigins.has(origin)
      callback(null, openToAnySite(request) && !fromTrusted ? ANY_SITE : trusted)
    },
  })
})
