import type { FastifyPluginAsync } from 'fastify'
import { LOCALES } from '../../common/i18n/locales.js'
import { OPEN_DATA_PAGE } from '../../common/site.js'
import { httpDate, latest, revalidated } from '../read-path/revalidate.js'
import { escapeHtml, hackathonPageUrl, languageAlternates, seriesPageUrl } from '../services/page-head.js'

/**
 * One sitemap holds at most 50,000 addresses (sitemaps.org). Each page is listed at its plain
 * address and at each language's, so at most this many pages; past that the most recently changed
 * hackathons are listed.
 */
const SITEMAP_MAX = 50_000
const PAGES_MAX = Math.floor(SITEMAP_MAX / (LOCALES.length + 1))

/**
 * A page at each of its addresses, each naming all of them as alternates, as search engines read a
 * page written in several languages.
 */
function pageEntries(loc: string, lastmod: Date | undefined): string[] {
  const alternates = languageAlternates(loc)
  const links = alternates
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
    .join('')
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  return alternates.map(({ href }) => `  <url><loc>${escapeHtml(href)}</loc>${date}${links}</url>`)
}

/**
 * `/sitemap.xml` and `/robots.txt` at the site's root, for search engines: not API operations (like
 * the SPA's files, they are left out of the OpenAPI document), with ETag and 304 all the same.
 */
const site: FastifyPluginAsync = async (app) => {
  const { repos, config } = app
  const base = config.frontendHost
  await revalidated(app)

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const series = await repos.series.pages(PAGES_MAX)
    const hackathons = await repos.hackathons.pages(PAGES_MAX - series.length)
    const newest = latest(hackathons.map((page) => page.updatedAt))
    // The pages listed whatever the data come first; the cut drops the least recently changed hackathons.
    const entries = [
      { loc: `${base}/`, lastmod: newest },
      { loc: `${base}${OPEN_DATA_PAGE.path}` },
      ...series.map((page) => ({ loc: seriesPageUrl(base, page.id), lastmod: page.updatedAt })),
      ...hackathons.map((page) => ({ loc: hackathonPageUrl(base, page.id), lastmod: page.updatedAt })),
    ].slice(0, PAGES_MAX)
    const urls = entries.flatMap(({ loc, lastmod }) => pageEntries(loc, lastmod))
    const changed = latest(entries.map((entry) => entry.lastmod))
    if (changed) reply.header('last-modified', httpDate(changed))
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`),
  )
}

export default site
