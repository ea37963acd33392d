import type { FastifyPluginAsync } from 'fastify'
import { OPEN_DATA_PAGE } from '../../common/site.js'
import { httpDate, latest, revalidated } from '../read-path/revalidate.js'
import { escapeHtml, hackathonPageUrl, seriesPageUrl } from '../services/page-head.js'

/**
 * One sitemap holds at most 50,000 addresses (sitemaps.org); past that the most recently changed
 * hackathons are listed.
 */
const SITEMAP_MAX = 50_000

/**
 * `/sitemap.xml` and `/robots.txt` at the site's root, for search engines: not API operations (like
 * the SPA's files, they are left out of the OpenAPI document), with ETag and 304 all the same.
 */
const site: FastifyPluginAsync = async (app) => {
  const { repos, config } = app
  const base = config.frontendHost
  await revalidated(app)

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const series = await repos.series.pages(SITEMAP_MAX)
    const hackathons = await repos.hackathons.pages(SITEMAP_MAX - series.length)
    const newest = latest(hackathons.map((page) => page.updatedAt))
    // The pages listed whatever the data come first; the cut drops the least recently changed hackathons.
    const entries = [
      { loc: `${base}/`, lastmod: newest },
      { loc: `${base}${OPEN_DATA_PAGE.path}` },
      ...series.map((page) => ({ loc: seriesPageUrl(base, page.id), lastmod: page.updatedAt })),
      ...hackathons.map((page) => ({ loc: hackathonPageUrl(base, page.id), lastmod: page.updatedAt })),
    ].slice(0, SITEMAP_MAX)
    const urls = entries.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    const changed = latest(entries.map((entry) => entry.lastmod))
    if (changed) reply.header('last-modified', httpDate(changed))
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`),
  )
}

export default site
