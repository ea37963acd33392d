import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound, unauthorized } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { bearerCredentials } from '../plugins/app/auth.js'
import { errorResponses } from '../schemas/common.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * GET /metrics in Prometheus's text format, at the site's root where a scraper looks by default
 * rather than under the API prefix, and left out of the OpenAPI document like the sitemap: it is
 * for the operator's monitoring, not for API clients. Without METRICS_TOKEN it does not exist (404);
 * with it, only `Authorization: Bearer <METRICS_TOKEN>` reads it, the scheme in any case (401 otherwise).
 */
const metrics: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.metricsToken
  const expected = token ? digest(token) : undefined

  app.get(
    '/metrics',
    {
      schema: {
        hide: true,
        tags: ['metrics'],
        summary: "This process's metrics in Prometheus's text format",
        response: { 200: Type.String(), ...errorResponses(401, 404) },
      },
      onRequest: async (request) => {
        if (!expected) throw notFound(MESSAGES.notFound)
        const given = bearerCredentials(request.headers.authorization)
        // Compared as digests of equal length in constant time: the answer's timing tells nothing of the token.
        if (given === undefined || !timingSafeEqual(digest(given), expected)) throw unauthorized()
      },
    },
    async (_request, reply) => reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics()),
  )
}

export default metrics
