import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ORGANIZER_MESSAGES } from '../../common/organizers.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, IdParams, Message, Paging, pageOf } from '../schemas/common.js'
import { HackathonsPublic, toHackathonPublic } from '../schemas/hackathons.js'
import {
  ClaimInstructions,
  ClaimVerified,
  OrganizerAdd,
  OrganizerParams,
  OrganizersPublic,
  toOrganizersPublic,
} from '../schemas/organizers.js'
import { organizersService } from '../services/organizers/index.js'

/**
 * Claims and organisers. Who may call each route is the policy's: a verified address to claim or to
 * add an organiser, and, to change the organisers, being one (or a moderator), checked by the auth
 * hook from common/policy.ts before a handler runs.
 */
const organizers: FastifyPluginAsyncTypebox = async (app) => {
  const { config, repos } = app
  const service = organizersService({
    repos,
    secret: config.secretKey,
    fetch: { allowPrivateNetwork: config.extractAllowPrivateNetwork },
  })

  app.post(
    '/hackathons/:id/claim',
    {
      // Hands out a token; nothing a list shows changes.
      config: { keepsListings: true },
      schema: {
        operationId: 'claimHackathon',
        tags: ['organizers'],
        summary:
          'Your token for claiming this hackathon, and where to put it on its own site (a meta tag on its page, or a well-known file on its host)',
        params: IdParams,
        response: { 200: ClaimInstructions, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.claim(request.params.id, request.user),
  )

  app.post(
    '/hackathons/:id/claim/verify',
    {
      schema: {
        operationId: 'verifyHackathonClaim',
        tags: ['organizers'],
        summary:
          "Look for your token on the hackathon's site (the meta tag in the page's head first, then the well-known file; never a private address, never a redirect to another scheme, host or port) and make you an organiser when it is there",
        params: IdParams,
        response: { 200: ClaimVerified, ...errorResponses(400, 404, 422, 429) },
      },
      // Each call makes this server request the event's site: bounded per user id.
      preHandler: app.rateLimit(...LIMITS_OF.verifyClaim),
    },
    async (request) => {
      await service.verify(request.params.id, request.user)
      return { verified: true as const }
    },
  )

  app.get(
    '/hackathons/:id/organizers',
    {
      schema: {
        operationId: 'readHackathonOrganizers',
        tags: ['organizers'],
        summary: "The hackathon's organisers, by display name (never an e-mail)",
        params: IdParams,
        response: { 200: OrganizersPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => toOrganizersPublic(await service.list(request.params.id)),
  )

  app.post(
    '/hackathons/:id/organizers',
    {
      schema: {
        operationId: 'addHackathonOrganizer',
        tags: ['organizers'],
        summary: 'Add a co-organiser by the e-mail of an account whose address is verified (organisers and moderators)',
        params: IdParams,
        body: OrganizerAdd,
        response: { 201: OrganizersPublic, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toOrganizersPublic(await service.add(request.params.id, request.body.email, request.user))),
  )

  app.delete(
    '/hackathons/:id/organizers/:user_id',
    {
      schema: {
        operationId: 'removeHackathonOrganizer',
        tags: ['organizers'],
        summary: 'Remove an organiser, yourself included (organisers and moderators)',
        params: OrganizerParams,
        response: { 200: Message, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.params.user_id)
      return { message: ORGANIZER_MESSAGES.organizerRemoved }
    },
  )

  app.get(
    '/users/me/hackathons',
    {
      schema: {
        operationId: 'readMyHackathons',
        tags: ['organizers'],
        summary: 'The hackathons you organise, the latest start first',
        querystring: Type.Object(Paging),
        response: { 200: HackathonsPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const page = await repos.organizers.hackathonsOf(request.user.id, pageOf(request.query))
      return { data: page.data.map((row) => toHackathonPublic(row)), count: page.count }
    },
  )
}

export default organizers
