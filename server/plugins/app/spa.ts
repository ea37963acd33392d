import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DESIGN_SYSTEM_CHUNK, paintsWithoutDesignSystem } from '../../../common/build-chunks.js'
import { LOCALES, type Locale } from '../../../common/i18n/locales.js'
import { toSingleLine } from '../../../common/limits.js'
import { EMBED_PATHS } from '../../../common/open-data.js'
import { OPEN_DATA_PAGE, pageTitle, SITE } from '../../../common/site.js'
import { API_PREFIX } from '../../config.js'
import { addressLocale, inLanguage, requestLocale } from '../../languages.js'
import { MESSAGES } from '../../messages.js'
import { addVary, httpDate, latest, revalidated } from '../../read-path/revalidate.js'
import { cachedForVisitors } from '../../read-path/visitor-cache.js'
import {
  absoluteUrl,
  eventJsonLd,
  feedLinks,
  hackathonPageDescription,
  hackathonPageUrl,
  hackathonSummary,
  inLocale,
  itemListJsonLd,
  type PageHead,
  SHARING_TEXTS,
  seriesPageUrl,
  writeHead,
} from '../../services/page-head.js'

/**
 * A feed's first page exactly as the SPA's client asks for it: feedQuery() with searchApiQuery() in
 * src/entities/hackathon/ (status, series, sort_by, sort_order, limit, in that key order) and the
 * infinite query's first page (skip=0). A preload only helps when the URL matches byte for byte.
 */
const feedFirstPage = (status: 'upcoming' | 'past', series?: string) =>
  `${API_PREFIX}/hackathons/?status=${status}${series ? `&series=${series}` : ''}&sort_by=start_date&sort_order=asc&limit=100&skip=0`

const FEED_STATUSES = ['upcoming', 'past'] as const

/** The two requests the homepage makes first. */
export const HOMEPAGE_FEEDS = FEED_STATUSES.map((status) => feedFirstPage(status))

/**
 * Whether the homepage's address carries filters (`/?q=berlin`): it then loads the upcoming and
 * past parts under those filters, at other addresses than the two feeds, and preloading the feeds
 * would only waste the phone's bandwidth. `suggest` opens
 * the form over the unfiltered feeds.
 */
function isFiltered(url: string): boolean {
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  return [...query.keys()].some((key) => key !== 'suggest')
}

/** Whether the map is on: the homepage and a hackathon's page wait for it, so its button never pushes them down. */
const MAP_CONFIG = `${API_PREFIX}/map/config`

/** What a page waits for before it paints, preloaded so that it starts with the page. */
interface Preloads {
  /** API answers, requested exactly as the SPA's client writes them. */
  data: string[]
  /** JavaScript chunks beyond the entry. */
  modules: string[]
}

/**
 * The page's preloads, written after its title. Data `as="fetch"` with `crossorigin="use-credentials"`:
 * the client fetches with credentials included (src/lib/api.ts), and the browser only reuses a
 * preload whose mode and credentials match. Modules `crossorigin` as Vite's own script tags are.
 */
export function withPreloads(html: string, { data, modules }: Preloads): string {
  const links = [
    ...data.map(
      (href) =>
        `<link rel="preload" as="fetch" href="${href.replaceAll('&', '&amp;')}" crossorigin="use-credentials" />`,
    ),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ]
  return links.length === 0 ? html : html.replace('</title>', `</title>\n    ${links.join('\n    ')}`)
}

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/** The build's manifest: which chunk each source became, and what each chunk imports. */
function readManifest(distDir: string): Manifest {
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}
}

/** A chunk's file and the files of the chunks it imports, the entry (on every page already) left out. */
function chunkWithImports(manifest: Manifest, key: string | undefined): string[] {
  const files = new Set<string>()
  const visit = (at: string) => {
    const chunk = manifest[at]
    if (!chunk || at === 'index.html' || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  if (key) visit(key)
  return [...files]
}

/**
 * The design system's chunk and the chunks it imports (none without a manifest). The pages that
 * paint with Chakra's components wait for the system (the SPA's root route loads it): preloaded, it
 * downloads beside the entry instead of in a round trip after it.
 */
export function designSystemChunks(manifest: Manifest): string[] {
  const [key] = Object.entries(manifest).find(([, chunk]) => chunk.name === DESIGN_SYSTEM_CHUNK) ?? []
  return chunkWithImports(manifest, key)
}

/**
 * Each language's catalog chunk. A page in another language than English waits for its catalog
 * before it paints: preloaded, it downloads beside the entry and the page's data instead of after
 * the entry has run.
 */
export function catalogChunks(manifest: Manifest): Map<Locale, string[]> {
  return new Map(LOCALES.map((locale) => [locale, chunkWithImports(manifest, `src/locales/${locale}/messages.po`)]))
}

/**
 * The API answers a page waits for, requested exactly as the SPA's client writes them: the
 * homepage's feeds and the map's setting, a listed hackathon and the map's setting, or a series,
 * the two feeds of its hackathons and the map's setting. A page's
 * own code chunks are not preloaded: on a slow phone's link they share the bandwidth with the
 * entry and delay the first paint (Lighthouse's mobile run: 3.0 s with them, 2.4 s without) while
 * the largest paint comes no sooner. The design system is the exception, for the pages that paint
 * with Chakra's components (`designSystemChunks`).
 */
function dataPreloads(path: string, url: string, rendered: RenderedPage | undefined): string[] {
  if (path === '/') return isFiltered(url) ? [] : [...HOMEPAGE_FEEDS, MAP_CONFIG]
  if (rendered?.status !== 200) return []
  const [, kind, id] = path.split('/')
  if (kind === 'hackathons') return [`${API_PREFIX}${path}`, MAP_CONFIG]
  if (kind === 'series' && id) {
    return [`${API_PREFIX}${path}`, ...FEED_STATUSES.map((status) => feedFirstPage(status, id)), MAP_CONFIG]
  }
  return []
}

/** How long a browser or a proxy keeps /embed.js before it asks again. */
const EMBED_SCRIPT_MAX_AGE_S = 3600

/** How many events a list page's JSON-LD names: the first page of the list. */
const LIST_PAGE_EVENTS = 20

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface RenderedPage {
  status: 200 | 404
  head: PageHead
  /** When the data the head shows last changed. */
  changedAt?: Date
}

/**
 * The head of `/`, `/hackathons/{id}` and `/series/{id}` from the data, and of the Open data page,
 * for previews and search engines that do not run the SPA; undefined for every other path (served as
 * it is). An unknown or
 * malformed id answers 404 with `noindex`, and the SPA shows its not-found state.
 */
async function renderPage(app: FastifyInstance, path: string): Promise<RenderedPage | undefined> {
  const base = app.config.frontendHost
  const { repos } = app
  const [, kind, id, ...rest] = path.split('/')
  const gone: RenderedPage = { status: 404, head: { noindex: true } }

  if (path === '/') {
    const upcoming = await repos.hackathons.list({
      status: 'upcoming',
      sortBy: 'start_date',
      sortOrder: 'asc',
      skip: 0,
      limit: LIST_PAGE_EVENTS,
    })
    const url = `${base}/`
    return {
      status: 200,
      head: {
        description: SITE.description,
        canonical: url,
        card: { title: SITE.name, description: SITE.description, url },
        feeds: feedLinks(base, API_PREFIX),
        jsonLd: itemListJsonLd(base, SHARING_TEXTS.upcomingCalendar, url, upcoming.data),
      },
      changedAt: latest(upcoming.data.map((row) => row.updatedAt)),
    }
  }
  if (path === OPEN_DATA_PAGE.path) {
    const url = `${base}${OPEN_DATA_PAGE.path}`
    const title = pageTitle(OPEN_DATA_PAGE.title)
    const { description } = OPEN_DATA_PAGE
    return { status: 200, head: { title, description, canonical: url, card: { title, description, url } } }
  }
  if (id === undefined || rest.length > 0) return undefined

  if (kind === 'hackathons') {
    const hackathon = UUID.test(id) ? await repos.hackathons.findById(id) : undefined
    if (!hackathon) return gone
    const url = hackathonPageUrl(base, hackathon.id)
    const title = pageTitle(hackathon.name)
    const image = hackathon.image ? absoluteUrl(base, hackathon.image) : undefined
    return {
      status: 200,
      head: {
        title,
        // A preview card says more than the description meta: dates, place and description.
        description: hackathonPageDescription(hackathon),
        canonical: url,
        card: { title, description: hackathonSummary(hackathon), url, image },
        jsonLd: { '@context': 'https://schema.org', ...eventJsonLd(base, hackathon) },
      },
      changedAt: hackathon.updatedAt,
    }
  }

  if (kind === 'series') {
    const found = UUID.test(id) ? await repos.series.findById(id) : undefined
    if (!found) return gone
    const editions = await repos.hackathons.list({
      seriesId: found.id,
      sortBy: 'start_date',
      sortOrder: 'desc',
      skip: 0,
      limit: LIST_PAGE_EVENTS,
    })
    const url = seriesPageUrl(base, found.id)
    const title = pageTitle(found.name)
    const description =
      (found.description && toSingleLine(found.description)) || SHARING_TEXTS.seriesOf({ name: found.name })
    return {
      status: 200,
      head: {
        title,
        description,
        canonical: url,
        card: { title, description, url },
        feeds: feedLinks(base, API_PREFIX, found.id),
        jsonLd: itemListJsonLd(base, found.name, url, editions.data),
      },
      changedAt: latest([found.updatedAt, ...editions.data.map((row) => row.updatedAt)]),
    }
  }
  return undefined
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

    const embedScript = join(distDir, EMBED_PATHS.script)
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
        if (path.replace(/\.(br|gz)$/, '') === embedScript) {
          // Other sites load it as a module script, which the browser fetches with CORS. Its address
          // never changes (pages embed it as it is): an hour for a new build to reach them, then it
          // revalidates by its ETag.
          reply.header('access-control-allow-origin', '*')
          // Nothing of a visitor's goes with it: the CORS plugin's credentials answer does not apply.
          reply.removeHeader('access-control-allow-credentials')
          reply.header('cache-control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_S}`)
          return
        }
        const hashed = path.startsWith(join(distDir, 'assets'))
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })

    // Read once: the build does not change under a running server (its asset routes are fixed too).
    const page = readFileSync(join(distDir, 'index.html'), 'utf8')
    const builtAt = statSync(join(distDir, 'index.html')).mtime
    const manifest = readManifest(distDir)
    const designSystem = designSystemChunks(manifest)
    const catalogs = catalogChunks(manifest)
    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const requested = request.url.split('?', 1)[0] ?? '/'
      if (requested.startsWith(`${API_PREFIX}/`) || requested === API_PREFIX) return notFound(reply)
      const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
      // The page is written in the language the SPA will most likely show: the one its address
      // names, else the browser's (the SPA may yet prefer one kept on this browser).
      const locale = requestLocale(request)
      const rendered = await inLanguage(locale, () => renderPage(app, path))
      const head = inLocale(rendered?.head ?? {}, locale, addressLocale(request.url))
      const html = withPreloads(writeHead(page, head), {
        data: dataPreloads(path, request.url, rendered),
        modules: [...(paintsWithoutDesignSystem(path) ? [] : designSystem), ...(catalogs.get(locale) ?? [])],
      })
      if (rendered) reply.header('last-modified', httpDate(latest([builtAt, rendered.changedAt]) ?? builtAt))
      return reply
        .code(rendered?.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(html)
    }
    // The pages revalidate (ETag, 304): their head changes with the data. They speak the language
    // the request asks for, so a visitor's kept page is kept per language, and caches are told.
    await app.register(async (pages) => {
      await revalidated(pages)
      pages.addHook('onSend', async (_request, reply) => {
        reply.header('vary', addVary(reply.getHeader('vary'), 'accept-language'))
      })
      await cachedForVisitors(pages, requestLocale)
      pages.get('/', { schema: { hide: true } }, fallback)
      pages.get('/*', { schema: { hide: true } }, fallback)
    })
  },
  { name: 'spa' },
)
