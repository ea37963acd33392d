import { pipeline } from 'node:stream'
import { createGzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EXPORT_PATHS, OPEN_DATA_LICENSE } from '../../common/open-data.js'
import { API_PREFIX } from '../config.js'
import { revalidated } from '../read-path/revalidate.js'
import { keptOnTheWay } from '../read-path/visitor-cache.js'
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

const NOT_MODIFIED = { description: 'Not Modified: the If-None-Match tag is still current', type: 'null' } as const

/**
 * The largest export kept in memory for visitors (gzipped: some 35,000 hackathons); a larger one is
 * streamed from the database every time, so the visitor cache's 32 MB stays the lists' too.
 */
const KEPT_EXPORT_MAX_BYTES = 8 * 1024 * 1024

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
            304: NOT_MODIFIED,
          },
        },
      },
      async (request, reply) => {
        const gzip = acceptsGzip(request.headers['accept-encoding'])
        reply.header('link', `<${OPEN_DATA_LICENSE.url}>; rel="license"`).type(contentType)
        const notModified = (etag: string) => {
          const asked = request.headers['if-none-match']
          return asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
        }
        // A visitor's export comes from memory while nothing has changed, as the lists do.
        const cache = app.visitorCache?.keeping && !request.headers.authorization ? app.visitorCache : undefined
        const key = `export ${format} ${gzip ? 'gzip' : 'identity'}`
        const kept = cache?.find(key)
        if (kept) {
          reply.header('etag', kept.etag)
          if (notModified(kept.etag)) return reply.code(304).send(null)
          if (gzip) reply.header('content-encoding', 'gzip')
          return reply.send(kept.body)
        }

        const read = cache?.begin()
        const now = new Date()
        const { etag, nextChange } = await exportTag(repos, format, now)
        reply.header('etag', etag)
        // Answered before any row is read; @fastify/etag would only find out after the stream began.
        if (notModified(etag)) return reply.code(304).send(null)
        const stages: NodeJS.ReadWriteStream[] = gzip ? [createGzip()] : []
        if (cache && read) {
          const answer = { contentType, etag, lastModified: undefined }
          stages.push(keptOnTheWay(cache, key, answer, read, nextChange, KEPT_EXPORT_MAX_BYTES))
        }
        // @fastify/compress leaves an answer that names its encoding alone.
        if (gzip) reply.header('content-encoding', 'gzip')
        const body = exportStream(repos, format, now)
        if (stages.length === 0) return reply.send(body)
        // A failed read destroys every stage, so the client sees a cut answer rather than a hang.
        const out = pipeline([body, ...stages], (error) => {
          if (error) request.log.warn({ err: error }, 'open data export stopped')
        })
        return reply.send(out)
      },
    )
  }
}

export default openData
