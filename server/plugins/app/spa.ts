import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { API_PREFIX } from '../../config.js'
import { MESSAGES } from '../../errors.js'

/**
 * The two requests the homepage makes first, exactly as the SPA's client writes them: feedQuery()
 * in src/features/hackathons/queries.ts (status, sort_by, sort_order, limit, in that key order) and
 * the infinite query's first page (skip=0). A preload only helps when the URL matches byte for byte.
 */
export const HOMEPAGE_FEEDS = (['upcoming', 'past'] as const).map(
  (status) => `${API_PREFIX}/hackathons/?status=${status}&sort_by=start_date&sort_order=asc&limit=100&skip=0`,
)

/**
 * The homepage's feed requests start with the page instead of after the JavaScript has loaded.
 * `as="fetch"` with `crossorigin="use-credentials"`: the client fetches with credentials included
 * (src/lib/api.ts), and the browser only reuses a preload whose mode and credentials match.
 */
export function withFeedPreloads(html: string): string {
  const links = HOMEPAGE_FEEDS.map(
    (href) => `<link rel="preload" as="fetch" href="${href.replaceAll('&', '&amp;')}" crossorigin="use-credentials" />`,
  ).join('\n    ')
  return html.replace('</title>', `</title>\n    ${links}`)
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, brotli or gzip
 * files written at build time (scripts/precompress.ts) served when the browser accepts them, and a
 * history fallback so deep links load the app (compressed on the fly by @fastify/compress). Unknown
 * API paths always answer a JSON 404.
 */
export default fp<{ distDir?: string }>(
  async (app, { distDir }) => {
    const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: MESSAGES.notFound })
    app.setNotFoundHandler((_request, reply) => notFound(reply))
    if (distDir === undefined || !existsSync(join(distDir, 'index.html'))) return

    await app.register(fastifyStatic, {
      root: distDir,
      // reply.sendFile comes from plugins/external/static.ts; this registration only serves files.
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Source maps are built ('hidden': no reference in the bundles) but served in development only.
      allowedPath: (path) => app.config.environment === 'local' || !path.endsWith('.map'),
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(distDir, 'assets'))
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })

    // Read once: the build does not change under a running server (its asset routes are fixed too).
    const page = readFileSync(join(distDir, 'index.html'), 'utf8')
    const homepage = withFeedPreloads(page)
    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/'
      if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) return notFound(reply)
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(path === '/' ? homepage : page)
    }
    app.get('/', { schema: { hide: true } }, fallback)
    app.get('/*', { schema: { hide: true } }, fallback)
  },
  { name: 'spa' },
)
