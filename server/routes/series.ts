import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { revalidated } from '../read-path/revalidate.js'
import { cachedForVisitors } from '../read-path/visitor-cache.js'
import { errorResponses, IdParams, Message, Paging, pageOf } from '../schemas/common.js'
import {
  SeriesCreate,
  SeriesHackathons,
  SeriesList,
  SeriesPublic,
  SeriesUpdate,
  toSeriesPublic,
} from '../schemas/series.js'

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

const series: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app

  // Public reads: ETag, 304 and revalidation (read-path/revalidate.ts).
  const publicReads: FastifyPluginAsyncTypebox = async (reads) => {
    await revalidated(reads)
    await cachedForVisitors(reads)
    reads.get(
      '/series/',
      {
        schema: {
          operationId: 'readSeriesList',
          tags: ['series'],
          summary: 'List series by name, each with its hackathon count',
          querystring: Type.Object(Paging),
          response: { 200: SeriesList, ...errorResponses(422) },
        },
      },
      async (request) => {
        const { skip, limit } = pageOf(request.query)
        const page = await repos.series.list(skip, limit)
        return { data: page.data.map(toSeriesPublic), count: page.count }
      },
    )
    reads.get(
      '/series/:id',
      {
        schema: {
          operationId: 'readSeries',
          tags: ['series'],
          summary: 'One series',
          params: IdParams,
          response: { 200: SeriesPublic, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const found = await repos.series.findById(request.params.id)
        if (!found) throw notFound(MESSAGES.seriesNotFound)
        return toSeriesPublic(found)
      },
    )
  }
  await app.register(publicReads)

  app.post(
    '/series/',
    {
      schema: {
        operationId: 'createSeries',
        tags: ['series'],
        summary: 'Create a series',
        body: SeriesCreate,
        response: { 201: SeriesPublic, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const created = await repos.series.create({
        name: request.body.name.trim(),
        description: blankToNull(request.body.description),
      })
      return reply.code(201).send(toSeriesPublic(created))
    },
  )

  for (const [method, operationId, body] of [
    ['PUT', 'updateSeries', SeriesCreate],
    ['PATCH', 'patchSeries', SeriesUpdate],
  ] as const) {
    app.route({
      method,
      url: '/series/:id',
      schema: {
        operationId,
        tags: ['series'],
        summary: method === 'PUT' ? 'Replace the name and description' : 'Change the name or description',
        params: IdParams,
        body,
        response: { 200: SeriesPublic, ...errorResponses(404, 422) },
      },
      handler: async (request) => {
        const { name, description } = request.body as typeof request.body & { name?: string }
        const updated = await repos.series.update(request.params.id, {
          ...(name !== undefined && { name: name.trim() }),
          ...(description !== undefined && { description: blankToNull(description) }),
          ...(method === 'PUT' && description === undefined && { description: null }),
        })
        return toSeriesPublic(updated)
      },
    })
  }

  app.delete(
    '/series/:id',
    {
      schema: {
        operationId: 'deleteSeries',
        tags: ['series'],
        summary: 'Delete a series; its hackathons stay, without a series',
        params: IdParams,
        response: { 200: Message, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await repos.series.remove(request.params.id)
      return { message: MESSAGES.seriesDeleted }
    },
  )

  app.put(
    '/series/:id/hackathons',
    {
      schema: {
        operationId: 'setSeriesHackathons',
        tags: ['series'],
        summary: 'Set the whole membership of a series at once',
        params: IdParams,
        body: SeriesHackathons,
        response: { 200: SeriesPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      return toSeriesPublic(
        await repos.series.setMembership(request.params.id, request.body.hackathon_ids, request.user.id),
      )
    },
  )
}

export default series
