import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  CSV_LIST_SEPARATOR,
  CSV_REQUIRED_COLUMNS,
  CSV_TEMPLATE_FILE_NAME,
  CSV_TEMPLATE_PATH,
  csvTemplate,
} from '../../common/csv-import.js'
import { SOURCE_LIMITS } from '../../common/sources.js'
import { API_PREFIX } from '../config.js'
import { HttpError, invalidField, notFound } from '../http-errors.js'
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
import { csvQueryOf, importCsv } from '../services/sources/csv.js'
import { sourcesService } from '../services/sources/index.js'

const CSV_IMPORT_DESCRIPTION = [
  `The file: RFC 4180 CSV in UTF-8, with or without a BOM. Its first row names the columns with the API's field names of a hackathon create, in any order (${CSV_REQUIRED_COLUMNS.join(', ')} required); an unknown, repeated or missing column answers 422 naming it.`,
  'Then one hackathon a row. A quoted cell may hold commas, doubled quotes and line breaks. An empty cell gives nothing: an import never clears a field.',
  `Lists (themes, eligibility, languages) are separated by \`${CSV_LIST_SEPARATOR}\`; yes-or-no fields are \`true\` or \`false\`; dates are ISO 8601 with a zone (\`2031-03-01T09:00:00+01:00\`) or \`YYYY-MM-DD HH:MM\` on the clock of the row's \`timezone\`.`,
  'Each row is checked as a hackathon create is: every invalid row is in `invalid`, with its line (the header row is line 1; a row spanning lines has the line it starts on) and all its messages.',
  'The valid rows are matched as the events of a source are (the listing under the same address, else one with a close name and overlapping dates, is updated, never listed twice): below a moderator each new or changed row files a suggestion (`source: import`), from a moderator up it applies at once (a revision `import`). A row the import could not file is in `skipped`, with its line as `item_id`.',
  `The template, a file with the header row of every column: GET ${API_PREFIX}${CSV_TEMPLATE_PATH} (anyone; the screen links to it).`,
].join('\n\n')

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
        description: CSV_IMPORT_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: CsvImportQuery,
        body: Type.Object(
          { file: Type.Unsafe<Blob | File>({ type: 'string', format: 'binary' }) },
          { title: 'CsvImportForm' },
        ),
        response: { 200: CsvImportReport, ...errorResponses(413, 415, 422) },
      },
      // @fastify/multipart reads the body itself; the query is checked in the handler (csvQueryOf).
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const { dryRun } = csvQueryOf(request.query)
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.csvNotMultipart)
      const file = await request.file({ limits: { fileSize: SOURCE_LIMITS.csvMaxBytes } })
      if (file?.fieldname !== 'file') throw invalidField('file', MESSAGES.csvMissing)
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, MESSAGES.csvTooLarge)
        throw error
      }
      // Some clients end the part right at the limit without the error above: a cut file is never read.
      if (file.file.truncated) throw new HttpError(413, MESSAGES.csvTooLarge)
      if (bytes.length === 0) throw invalidField('file', MESSAGES.uploadEmpty)
      return importCsv({ repos }, bytes, request.user, { dryRun, now: new Date() })
    },
  )

  app.get(
    CSV_TEMPLATE_PATH,
    {
      schema: {
        operationId: 'readCsvTemplate',
        tags: ['sources'],
        summary: "The CSV import's template: a file with the header row of every column the import reads",
        response: {
          200: {
            description: `A CSV file (${CSV_TEMPLATE_FILE_NAME}) holding the header row`,
            content: { 'text/csv': { schema: Type.String() } },
          },
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CSV_TEMPLATE_FILE_NAME}"`)
        .send(csvTemplate()),
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
