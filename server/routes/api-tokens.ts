import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { ApiTokenCreate, ApiTokenCreated, ApiTokensPublic, toApiTokenPublic } from '../schemas/api-tokens.js'
import { errorResponses, IdParams } from '../schemas/common.js'
import { NoContent } from '../schemas/saved.js'

/**
 * Personal API tokens: an account makes, lists and revokes its own. Making one needs a session and
 * a verified address (the policy's declarative check); a revoked token answers 401 at once, since
 * the auth hook reads it on every request. Nothing here touches what a public list shows.
 */
const apiTokens: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app

  app.post(
    '/users/me/tokens',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'createApiToken',
        tags: ['api-tokens'],
        summary: 'Make a personal API token; the answer is the only time the token is shown',
        body: ApiTokenCreate,
        response: { 201: ApiTokenCreated, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { name, scope, expires_in_days } = request.body
      const created = await app.apiTokens.create(request.user.id, { name, scope, expiresInDays: expires_in_days })
      return reply.code(201).send({ ...toApiTokenPublic(created), token: created.token })
    },
  )

  app.get(
    '/users/me/tokens',
    {
      schema: {
        operationId: 'readApiTokens',
        tags: ['api-tokens'],
        summary: 'Your personal API tokens, the newest first (never their secrets)',
        response: { 200: ApiTokensPublic },
      },
    },
    async (request) => {
      const rows = await repos.apiTokens.listOf(request.user.id)
      return { data: rows.map(toApiTokenPublic), count: rows.length }
    },
  )

  app.delete(
    '/users/me/tokens/:id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'deleteApiToken',
        tags: ['api-tokens'],
        summary: 'Revoke one of your API tokens: it answers 401 from now on',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      if (!(await repos.apiTokens.revoke(request.user.id, request.params.id))) {
        throw notFound(MESSAGES.apiTokenNotFound)
      }
      return reply.code(204).send(null)
    },
  )
}

export default apiTokens
