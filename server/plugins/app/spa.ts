import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { MESSAGES } from '../../errors.js'

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so deep links load the app. Unknown API paths always answer a JSON 404.
 */
export default fp<{ distDir?: string }>(
  async (app, { distDir }) => {
    const hasSpa = distDir !== undefined && existsSync(join(distDir, 'index.html'))
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        // reply.sendFile comes from plugins/external/static.ts; this registration only serves files.
        decorateReply: false,
        wildcard: false,
        index: false,
        setHeaders(reply, path) {
          const hashed = path.startsWith(join(distDir, 'assets'))
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD'
      if (!hasSpa || !isPage || request.url.startsWith('/api/')) {
        return reply.code(404).send({ detail: MESSAGES.notFound })
      }
      // cacheControl off: the header set here stays, instead of send's `public, max-age=0`.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', distDir as string, { cacheControl: false })
    })
  },
  { name: 'spa' },
)
