import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ORGANIZER_MESSAGES } from '../../common/organizers.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, IdParams, Message, Paging, pageOf } from '../schemas/common.js'
import { HackathonsPublic, toHackathonPublic } from '../schemas/hackathons.js'
import {
  ClaimInstructions,
  ClaimVerified,
  OrganizerInvitationAccept,
  OrganizerInvitationAccepted,
  OrganizerInvite,
  OrganizerParams,
  OrganizersPublic,
  toOrganizersPublic,
} from '../schemas/organizers.js'
import { systemClock } from '../services/clock.js'
import { organizersService } from '../services/organizers/index.js'

/**
 * Claims and organisers. Who may call each route is the policy's: a verified address to claim, to
 * invite an organiser or to accept an invitation, and, to change the organisers, being one (or a
 * moderator), checked by the auth hook from common/policy.ts before a handler runs.
 */
const organizers: FastifyPluginAsyncTypebox = async (app) => {
  const { config, repos } = app
  const service = organizersService({
    repos,
    secret: config.secretKey,
    fetch: { allowPrivateNetwork: config.extractAllowPrivateNetwork },
    frontendHost: config.frontendHost,
    clock: systemClock,
    mailLater: (compose) =>
      void compose()
        .then((message) => message && app.mailer.send(message))
        .catch((error: unknown) => app.log.error({ err: error }, 'organiser invitation e-mail failed')),
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
      // Files an invitation; nobody is an organiser before accepting it.
      config: { keepsListings: true },
      schema: {
        operationId: 'inviteHackathonOrganizer',
        tags: ['organizers'],
        summary:
          'Invite a co-organiser by e-mail (organisers and moderators): an account that has the address verified is mailed a link and becomes an organiser once it accepts. The answer is the same whoever has the address',
        params: IdParams,
        body: OrganizerInvite,
        response: { 202: Message, ...errorResponses(404, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.inviteOrganizer),
    },
    async (request, reply) => {
      await service.invite(request.params.id, request.body.email, request.user)
      return reply.code(202).send({ message: ORGANIZER_MESSAGES.invitationSent })
    },
  )

  app.post(
    '/organizer-invitations/accept',
    {
      schema: {
        operationId: 'acceptOrganizerInvitation',
        tags: ['organizers'],
        summary:
          "Accept an invitation to organise a hackathon with the token its mailed link carried, signed in as the account whose address it was sent to (400 when bad, expired or used; 409 when sent to another account's address); opening the link accepts nothing",
        body: OrganizerInvitationAccept,
        response: { 200: OrganizerInvitationAccepted, ...errorResponses(400, 404, 409, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.acceptOrganizerInvitation),
    },
    async (request) => ({
      message: ORGANIZER_MESSAGES.invitationAccepted,
      hackathon_id: await service.acceptInvitation(request.body.token, request.user),
    }),
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
