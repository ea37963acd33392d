import { pipeline } from 'node:stream'
import { createGzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EXPORT_PATHS, OPEN_DATA_LICENSE } from '../../common/open-data.js'
import { API_PREFIX } from '../config.js'
import { revalidated } from '../read-path/revalidate.js'
import { OpenDataExport } from '../schemas/open-data.js'
import { type ExportFormat, exportStream, exportTag } from '../services/open-data/export.js'

const FORMATS: Record<ExportFormat, { path: string; operationId: string; contentType: string; summary: string }> = {
  json: {
    path: EXPORT_PATHS.json.slice(API_PREFIX.length),
    operationId: 'exportHackathonsJson',
    contentType: 'application/json; charset=utf-8',
    summary: `Every hackathon (past and upcoming) and series as JSON, under ${OPEN_DATA_LICENSE.id}`,
  },
  csv: {
    path: EXPORT_PATHS.csv.slice(API_PREFIX.length),
    operationId: 'exportHackathonsCsv',
    contentType: 'text/csv; charset=utf-8; header=present',
    summary: `Every hackathon (past and upcoming) as CSV, one a row, under ${OPEN_DATA_LICENSE.id}`,
  },
}

const notModified = { description: 'Not Modified: the If-None-Match tag is still current', type: 'null' } as const

/**
 * Whether the client takes gzip ("*" and "x-gzip" stand for it, as @fastify/compress reads them).
 * The export is gzipped even for a client that prefers brotli: a brotli stream holds back its
 * output until megabytes of input have filled its window, so the first byte waited a second and
 * memory grew with it, where gzip sends each page on as it comes, at almost the same size.
 */
const acceptsGzip = (header: string | undefined) =>
  header !== undefined && negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['gzip']) === 'gzip'

/**
 * The open data export: streamed from the database (never held whole), gzipped on the way out,
 * with a weak ETag of the data's fingerprint and `Cache-Control: no-cache` (read-path/revalidate.ts),
 * so a client that has it revalidates with two small statements.
 */
const openData: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app
  await revalidated(app)

  for (const [format, { path, operationId, contentType, summary }] of Object.entries(FORMATS) as [
    ExportFormat,
    (typeof FORMATS)[ExportFormat],
  ][]) {
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['open data'],
          summary,
          response: {
            200:
              format === 'json'
                ? OpenDataExport
                : {
                    description: 'A header row of the public field names, then one hackathon a row',
                    content: { 'text/csv': { schema: Type.String() } },
                  },
            304: notModified,
          },
        },
      },
      async (request, reply) => {
        const now = new Date()
        const etag = await exportTag(repos, format, now)
        reply.header('etag', etag).header('link', `<${OPEN_DATA_LICENSE.url}>; rel="license"`).type(contentType)
        // Answered before any row is read; @fastify/etag would only find out after the stream began.
        const asked = request.headers['if-none-match']
        if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))) {
          return reply.code(304).send(null)
        }
        const body = exportStream(repos, format, now)
        if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body)
        // @fastify/compress leaves an answer that names its encoding alone.
        // A failed read destroys both streams, so the client sees a cut answer rather than a hang.
        const gzipped = pipeline(body, createGzip(), (error) => {
          if (error) request.log.warn({ err: error }, 'open data export stopped')
        })
        return reply.header('content-encoding', 'gzip').send(gzipped)
      },
    )
  }
}

export default openData
