import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RELATED } from '../db/repositories/index.js'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { revalidated } from '../read-path/revalidate.js'
import { cachedForVisitors } from '../read-path/visitor-cache.js'
import { errorResponses, IdParams } from '../schemas/common.js'
import { HackathonPublic, toHackathonPublic } from '../schemas/hackathons.js'

const RelatedHackathons = Type.Object(
  { data: Type.Array(HackathonPublic, { maxItems: RELATED.limit }) },
  {
    title: 'RelatedHackathons',
    description: `Up to ${RELATED.limit}: other editions of its series, and upcoming hackathons sharing a theme or within ${RELATED.nearbyKm} km; upcoming first`,
  },
)

/** The related hackathons of a public hackathon page, a public read like the page itself. */
const related: FastifyPluginAsyncTypebox = async (app) => {
  await revalidated(app)
  await cachedForVisitors(app)
  app.get(
    '/hackathons/:id/related',
    {
      schema: {
        operationId: 'readRelatedHackathons',
        tags: ['hackathons'],
        summary: 'Hackathons related to one: same series, same themes or nearby; never itself',
        params: IdParams,
        response: { 200: RelatedHackathons, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const hackathon = await app.repos.hackathons.findById(request.params.id)
      if (!hackathon) throw notFound(MESSAGES.hackathonNotFound)
      const data = await app.repos.related.related(hackathon, new Date())
      return { data: data.map(toHackathonPublic) }
    },
  )
}

export default related
