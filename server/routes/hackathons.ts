import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { GEO_MESSAGES } from '../../common/geo.js'
import { HACKATHON_CHANGES_APPLY_ROLE } from '../../common/policy.js'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { revalidated } from '../read-path/revalidate.js'
import { cachedForVisitors } from '../read-path/visitor-cache.js'
import { errorResponses, IdParams, Message, pageOf } from '../schemas/common.js'
import {
  DuplicateHackathonError,
  DuplicatesQuery,
  HackathonCreate,
  HackathonPublic,
  HackathonsPublic,
  HackathonsQuery,
  HackathonUpdate,
  PossibleDuplicates,
  toHackathonPublic,
  toHackathonRef,
} from '../schemas/hackathons.js'
import { SuggestionPublic, toSuggestionPublic, unsavedSuggestionPublic } from '../schemas/suggestions.js'
import { hackathonsService } from '../services/hackathons/index.js'
import { invalidQuery, listConditionsOf } from '../services/hackathons/list-filters.js'

const hackathons: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app
  const service = hackathonsService(repos)

  /** PUT and PATCH: an editor changes the hackathon; a user (role 0) suggests the change instead (202). */
  async function update(
    request: FastifyRequest<{ Params: Static<typeof IdParams>; Body: Static<typeof HackathonUpdate> }>,
    reply: FastifyReply,
  ) {
    const outcome = await service.update(request.params.id, request.body, request.user)
    return outcome.applied
      ? reply.code(200).send(toHackathonPublic(outcome.hackathon))
      : reply.code(202).send(toSuggestionPublic(outcome.suggestion))
  }

  const updateResponses = {
    200: HackathonPublic,
    202: SuggestionPublic,
    409: DuplicateHackathonError,
    ...errorResponses(400, 404, 422),
  }

  /** Only a suggestion (a role-0 write) needs the spam guard's solution; an editor's write applies at once. */
  const suggests = (request: FastifyRequest) => request.user.role < HACKATHON_CHANGES_APPLY_ROLE
  const guardSuggestion = (kind: 'new' | 'update') =>
    app.guardSpam({
      when: suggests,
      decoy: (request) => {
        const hackathonId = kind === 'new' ? null : (request.params as Static<typeof IdParams>).id
        const body = request.body as Record<string, unknown>
        return { status: 202, body: unsavedSuggestionPublic(kind, hackathonId, body, request.user) }
      },
    })

  // Public reads: ETag, 304 and revalidation (read-path/revalidate.ts).
  const publicReads: FastifyPluginAsyncTypebox = async (reads) => {
    await revalidated(reads)
    await cachedForVisitors(reads)
    reads.get(
      '/hackathons/',
      {
        schema: {
          operationId: 'readHackathons',
          tags: ['hackathons'],
          summary: 'List hackathons, sorted, filtered and paged',
          querystring: HackathonsQuery,
          response: { 200: HackathonsPublic, ...errorResponses(422) },
        },
      },
      async (request) => {
        const { sort_by, sort_order } = request.query
        const conditions = listConditionsOf(request.query)
        if (sort_by === 'distance' && !conditions.near) throw invalidQuery('sort_by', GEO_MESSAGES.distanceNeedsNear)
        const page = await repos.hackathons.list({
          ...pageOf(request.query),
          ...conditions,
          sortBy: sort_by ?? 'name',
          sortOrder: sort_order ?? 'asc',
        })
        return { data: page.data.map(toHackathonPublic), count: page.count }
      },
    )
    reads.get(
      '/hackathons/:id',
      {
        schema: {
          operationId: 'readHackathon',
          tags: ['hackathons'],
          summary: 'One hackathon',
          params: IdParams,
          response: { 200: HackathonPublic, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const hackathon = await repos.hackathons.findById(request.params.id)
        if (!hackathon) throw notFound(MESSAGES.hackathonNotFound)
        return toHackathonPublic(hackathon)
      },
    )
  }
  await app.register(publicReads)

  app.post(
    '/hackathons/',
    {
      schema: {
        operationId: 'createHackathon',
        tags: ['hackathons'],
        summary: 'Create a hackathon (editors), or suggest one for review (role 0: 202 with the suggestion)',
        body: HackathonCreate,
        response: {
          201: HackathonPublic,
          202: SuggestionPublic,
          409: DuplicateHackathonError,
          ...errorResponses(400, 422),
        },
      },
      preHandler: guardSuggestion('new'),
    },
    async (request, reply) => {
      const outcome = await service.create(request.body, request.user)
      return outcome.applied
        ? reply.code(201).send(toHackathonPublic(outcome.hackathon))
        : reply.code(202).send(toSuggestionPublic(outcome.suggestion))
    },
  )

  app.get(
    '/hackathons/duplicates',
    {
      schema: {
        operationId: 'findPossibleDuplicates',
        tags: ['hackathons'],
        summary:
          'While a hackathon is being added or edited: the one listed under the same address, and similar names with overlapping dates',
        querystring: DuplicatesQuery,
        response: { 200: PossibleDuplicates, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { url, name, start_date, end_date, exclude } = request.query
      const { sameUrl, similar } = await service.possibleDuplicates({
        url,
        name,
        start: start_date ? new Date(start_date) : undefined,
        end: end_date ? new Date(end_date) : undefined,
        exclude,
      })
      return { same_url: sameUrl ? toHackathonRef(sameUrl) : null, similar: similar.map(toHackathonRef) }
    },
  )

  app.put(
    '/hackathons/:id',
    {
      schema: {
        operationId: 'updateHackathon',
        tags: ['hackathons'],
        summary:
          "Replace a hackathon (editors and its organisers), or suggest the changed fields for review (202: role 0, and an organiser's move of its url to another site)",
        params: IdParams,
        body: HackathonCreate,
        response: updateResponses,
      },
      preHandler: guardSuggestion('update'),
    },
    update,
  )

  app.patch(
    '/hackathons/:id',
    {
      schema: {
        operationId: 'patchHackathon',
        tags: ['hackathons'],
        summary:
          'Change some fields (`{series_id}` alone moves it in or out of a series); role 0 suggests (202), and so does an organiser who moves its url to another site',
        params: IdParams,
        body: HackathonUpdate,
        response: updateResponses,
      },
      preHandler: guardSuggestion('update'),
    },
    update,
  )

  app.delete(
    '/hackathons/:id',
    {
      schema: {
        operationId: 'deleteHackathon',
        tags: ['hackathons'],
        summary: 'Delete a hackathon and its suggestions',
        params: IdParams,
        response: { 200: Message, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await repos.hackathons.remove(request.params.id)
      return { message: MESSAGES.hackathonDeleted }
    },
  )
}

export default hackathons
