import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { errorResponses, IdParams, pageOf } from '../schemas/common.js'
import { DuplicateHackathonError } from '../schemas/hackathons.js'
import {
  Reverted,
  RevertSince,
  RevisionPublic,
  RevisionsPublic,
  RevisionsQuery,
  toRevertSkippedPublic,
  toRevisionPublic,
} from '../schemas/revisions.js'
import { revisionsService } from '../services/revisions.js'

/** A hackathon's history, for anyone, and the moderators' reverts. */
const revisions: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app
  const service = revisionsService(repos)

  app.get(
    '/hackathons/:id/revisions',
    {
      schema: {
        operationId: 'readHackathonRevisions',
        tags: ['revisions'],
        summary: "A hackathon's history: every change, newest first, authors by display name only",
        params: IdParams,
        querystring: RevisionsQuery,
        response: { 200: RevisionsPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      if (!(await repos.hackathons.findById(request.params.id))) throw notFound(MESSAGES.hackathonNotFound)
      const page = await repos.revisions.list(request.params.id, pageOf(request.query))
      return { data: page.data.map(toRevisionPublic), count: page.count }
    },
  )

  app.post(
    '/revisions/:id/revert',
    {
      schema: {
        operationId: 'revertRevision',
        tags: ['revisions'],
        summary: 'Restore the values a revision replaced, as a new revision (source revert)',
        params: IdParams,
        response: { 201: RevisionPublic, 409: DuplicateHackathonError, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const revision = await service.revertOne(request.params.id, request.user)
      return reply.code(201).send(toRevisionPublic(revision))
    },
  )

  app.post(
    '/users/:id/revert',
    {
      schema: {
        operationId: 'revertUserChanges',
        tags: ['revisions'],
        summary:
          'Revert every change a user made since a time, newest first; those that cannot be reverted are left and reported',
        params: IdParams,
        body: RevertSince,
        response: { 200: Reverted, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      if (!(await repos.users.findById(request.params.id))) throw notFound(MESSAGES.userNotFound)
      const { reverted, skipped } = await service.revertUserSince(
        request.params.id,
        new Date(request.body.since),
        request.user,
      )
      return { reverted, skipped: skipped.map(toRevertSkippedPublic) }
    },
  )
}

export default revisions
