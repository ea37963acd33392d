import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { errorResponses, IdParams, Message, pageOf } from '../schemas/common.js'
import { DuplicateHackathonError, HackathonUpdate } from '../schemas/hackathons.js'
import { ApprovedSuggestions, ApproveSuggestions } from '../schemas/sources.js'
import {
  SuggestionPublic,
  SuggestionsCount,
  SuggestionsCountQuery,
  SuggestionsPublic,
  SuggestionsQuery,
  suggestionFiltersOf,
  toOwnSuggestionPublic,
  toSuggestionPublic,
} from '../schemas/suggestions.js'
import { hackathonsService } from '../services/hackathons/index.js'
import { suggestionsService } from '../services/suggestions/index.js'

const suggestions: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app
  const service = hackathonsService(repos)
  const review = suggestionsService({
    repos,
    send: (message) => app.mailer.send(message),
    frontendHost: app.config.frontendHost,
  })

  app.get(
    '/suggestions/',
    {
      schema: {
        operationId: 'readSuggestions',
        tags: ['suggestions'],
        summary: 'List suggestions, newest first',
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const page = await repos.suggestions.list({ ...suggestionFiltersOf(request.query), ...pageOf(request.query) })
      const data = await Promise.all(page.data.map(review.withDuplicates))
      return { data: data.map(toSuggestionPublic), count: page.count }
    },
  )

  app.get(
    '/suggestions/count',
    {
      schema: {
        operationId: 'countSuggestions',
        tags: ['suggestions'],
        summary: 'How many suggestions match the filters, without reading them (the menu counts the pending ones)',
        querystring: SuggestionsCountQuery,
        response: { 200: SuggestionsCount, ...errorResponses(422) },
      },
    },
    async (request) => ({ count: await repos.suggestions.count(suggestionFiltersOf(request.query)) }),
  )

  app.get(
    '/suggestions/mine',
    {
      schema: {
        operationId: 'readMySuggestions',
        tags: ['suggestions'],
        summary: 'The suggestions the signed-in user sent, newest first, with their status',
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const page = await repos.suggestions.list({
        ...suggestionFiltersOf(request.query),
        ...pageOf(request.query),
        submittedById: request.user.id,
      })
      return { data: page.data.map(toOwnSuggestionPublic), count: page.count }
    },
  )

  app.delete(
    '/suggestions/cleanup',
    {
      schema: {
        operationId: 'cleanupSuggestions',
        tags: ['suggestions'],
        summary: 'Delete every suggestion that is no longer pending',
        response: { 200: Message },
      },
    },
    async () => {
      const deleted = await repos.suggestions.cleanup()
      return { message: `Deleted ${deleted} reviewed suggestion${deleted === 1 ? '' : 's'}` }
    },
  )

  app.post(
    '/suggestions/approve',
    {
      schema: {
        operationId: 'approveSuggestions',
        tags: ['suggestions'],
        summary: 'Approve many pending suggestions (at most 100), each in its own transaction',
        body: ApproveSuggestions,
        response: { 200: ApprovedSuggestions, ...errorResponses(422) },
      },
    },
    async (request) => review.approveMany(request.body.ids, request.user, request.log),
  )

  app.get(
    '/suggestions/:id',
    {
      schema: {
        operationId: 'readSuggestion',
        tags: ['suggestions'],
        summary: 'One suggestion',
        params: IdParams,
        response: { 200: SuggestionPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const suggestion = await repos.suggestions.findById(request.params.id)
      if (!suggestion) throw notFound(MESSAGES.suggestionNotFound)
      return toSuggestionPublic(await review.withDuplicates(suggestion))
    },
  )

  app.patch(
    '/suggestions/:id',
    {
      schema: {
        operationId: 'amendSuggestion',
        tags: ['suggestions'],
        summary:
          "Amend a pending suggestion before accepting it: the body's fields replace the suggestion's, absent ones stay",
        params: IdParams,
        body: HackathonUpdate,
        response: { 200: SuggestionPublic, 409: DuplicateHackathonError, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => toSuggestionPublic(await service.amend(request.params.id, request.body)),
  )

  for (const decision of ['approve', 'reject'] as const) {
    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: `/suggestions/:id/${decision}`,
        schema: {
          operationId: `${decision}Suggestion${method === 'POST' ? 'Post' : ''}`,
          tags: ['suggestions'],
          summary:
            decision === 'approve'
              ? 'Approve a pending suggestion: creates the hackathon or applies the changed fields'
              : 'Reject a pending suggestion',
          params: IdParams,
          response: { 200: SuggestionPublic, 409: DuplicateHackathonError, ...errorResponses(404, 422) },
        },
        handler: async (request) => {
          const reviewed = await review.review(
            request.params.id,
            decision === 'approve' ? 'approved' : 'rejected',
            request.user,
            request.log,
          )
          return toSuggestionPublic(reviewed)
        },
      })
    }
  }
}

export default suggestions
