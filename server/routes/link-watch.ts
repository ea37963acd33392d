import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, IdParams } from '../schemas/common.js'
import { LinkCheckPublic } from '../schemas/link-watch.js'

const linkWatch: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/hackathons/:id/check-link',
    {
      schema: {
        operationId: 'checkHackathonLink',
        tags: ['hackathons'],
        summary: "Check the hackathon's site now, as the link watch does on schedule, and answer what it found",
        params: IdParams,
        response: { 200: LinkCheckPublic, ...errorResponses(404, 422, 429) },
      },
      // Each call makes this server request a site: bounded per user id.
      preHandler: app.rateLimit(...LIMITS_OF.checkLink),
    },
    async (request) => {
      const found = await app.linkChecker.checkNow(request.params.id)
      return {
        outcome: found.outcome,
        http_status: found.httpStatus,
        link_status: found.linkStatus,
        suggestion_id: found.suggestionId,
      }
    },
  )
}

export default linkWatch
