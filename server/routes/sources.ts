import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound, notImplemented } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { errorResponses, IdParams, pageOf } from '../schemas/common.js'
import { NoContent } from '../schemas/saved.js'
import {
  CsvImportQuery,
  CsvImportReport,
  SourceCreate,
  SourcePreview,
  SourcePreviewRequest,
  SourcePublic,
  SourceRunReport,
  SourcesPublic,
  SourcesQuery,
  SourceUpdate,
  toSourcePublic,
} from '../schemas/sources.js'
import { sourcesService } from '../services/sources/index.js'

const sources: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app
  const service = sourcesService({ repos, runner: app.sourceRunner })

  app.get(
    '/sources/',
    {
      schema: {
        operationId: 'listSources',
        tags: ['sources'],
        summary: 'List sources by name, each with its status and last run',
        querystring: SourcesQuery,
        response: { 200: SourcesPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { skip, limit } = pageOf(request.query)
      const page = await repos.sources.list(skip, limit)
      return { data: page.data.map(toSourcePublic), count: page.count }
    },
  )

  app.post(
    '/sources/',
    {
      schema: {
        operationId: 'createSource',
        tags: ['sources'],
        summary: 'Add a source; `trust: publish` needs a moderator (403); 409 when the address is a source already',
        body: SourceCreate,
        response: { 201: SourcePublic, ...errorResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, request.user)
      return reply.code(201).send(toSourcePublic(created))
    },
  )

  app.post(
    '/sources/preview',
    {
      schema: {
        operationId: 'previewSource',
        tags: ['sources'],
        summary: 'Read a calendar or page and show what a run would do with each event; stores nothing',
        body: SourcePreviewRequest,
        response: { 200: SourcePreview, ...errorResponses(400, 422) },
      },
    },
    async (request) => service.preview(request.body),
  )

  app.post(
    '/sources/csv',
    {
      schema: {
        operationId: 'importCsv',
        tags: ['sources'],
        summary:
          'Import hackathons from a CSV file (multipart `file`, at most 2 MB): a report with every invalid row; with dry_run=true nothing is stored',
        consumes: ['multipart/form-data'],
        querystring: CsvImportQuery,
        body: Type.Object(
          { file: Type.Unsafe<Blob | File>({ type: 'string', format: 'binary' }) },
          { title: 'CsvImportForm' },
        ),
        response: { 200: CsvImportReport, ...errorResponses(413, 415, 422, 501) },
      },
      // @fastify/multipart reads the body itself.
      validatorCompiler: () => () => true,
    },
    async () => {
      throw notImplemented()
    },
  )

  app.get(
    '/sources/:id',
    {
      schema: {
        operationId: 'readSource',
        tags: ['sources'],
        summary: 'One source, with its last run',
        params: IdParams,
        response: { 200: SourcePublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const found = await repos.sources.findById(request.params.id)
      if (!found) throw notFound(MESSAGES.sourceNotFound)
      return toSourcePublic(found)
    },
  )

  app.patch(
    '/sources/:id',
    {
      schema: {
        operationId: 'updateSource',
        tags: ['sources'],
        summary: 'Change a source, pause it or make it active again; `trust: publish` needs a moderator (403)',
        params: IdParams,
        body: SourceUpdate,
        response: { 200: SourcePublic, ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request) => toSourcePublic(await service.update(request.params.id, request.body, request.user)),
  )

  app.delete(
    '/sources/:id',
    {
      schema: {
        operationId: 'deleteSource',
        tags: ['sources'],
        summary: 'Delete a source; its listings and suggestions stay',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await repos.sources.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/sources/:id/run',
    {
      schema: {
        operationId: 'runSource',
        tags: ['sources'],
        summary: "Read a source now: answers the run's report (a failed read is a report with its error)",
        params: IdParams,
        response: { 200: SourceRunReport, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => service.run(request.params.id),
  )
}

export default sources
