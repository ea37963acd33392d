import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE } from '../../common/site.js'
import { type App, buildApp } from '../../server/app.js'
import type { DatabaseHandle } from '../../server/db/index.js'
import { hackathons, series } from '../../server/db/schema.js'
import { HOMEPAGE_FEEDS } from '../../server/plugins/app/spa.js'
import { openTestDatabase, testConfig } from './helpers.js'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Hackathons</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!-- ${'padding so the page is worth compressing '.repeat(40)} -->
  </body>
</html>
`
const SCRIPT = `console.log(${JSON.stringify('hello '.repeat(500))})\n`

/** The build's manifest: the entry, and the design system's chunk, which imports a chunk and the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  '_design-system-def456.js': {
    file: 'assets/design-system-def456.js',
    name: 'design-system',
    imports: ['index.html', '_anatomy-a1.js'],
  },
  '_anatomy-a1.js': { file: 'assets/anatomy-a1.js', imports: ['index.html'] },
  'src/routes/login.tsx': { file: 'assets/login-b2.js', imports: ['index.html', '_anatomy-a1.js'] },
  'src/locales/de/messages.po': { file: 'assets/messages-d3.js' },
  'src/locales/ja/messages.po': { file: 'assets/messages-j4.js' },
}
const DESIGN_SYSTEM_PRELOADS = ['/assets/design-system-def456.js', '/assets/anatomy-a1.js']
const modulePreloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])

/** The SPA as the server serves it, from a tiny fake build with precompressed files beside it. */
describe('serving the SPA', () => {
  const distDir = join(tmpdir(), `hackathons-dist-${randomUUID()}`)
  let database: DatabaseHandle
  let app: App
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'), { recursive: true })
    writeFileSync(join(distDir, 'index.html'), INDEX)
    writeFileSync(join(distDir, 'index.html.br'), brotliCompressSync(INDEX))
    writeFileSync(join(distDir, 'index.html.gz'), gzipSync(INDEX))
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), SCRIPT)
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT))
    writeFileSync(join(distDir, 'embed.js'), SCRIPT)
    writeFileSync(join(distDir, 'embed.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(join(distDir, 'embed.js.gz'), gzipSync(SCRIPT))
    mkdirSync(join(distDir, '.vite'))
    writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
    database = await openTestDatabase()
    app = await buildApp({ config: testConfig(), db: database.db, distDir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    rmSync(distDir, { recursive: true, force: true })
  })

  it('serves a hashed script precompressed in brotli, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding')
    // The file written at build time, sent as it is: decoded once, it is the script.
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT)
  })

  it('serves the gzip file to a client without brotli, and the original to one without either', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({ url: '/assets/index-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('serves /embed.js to pages on any site: a module script any origin may load, kept an hour, precompressed', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await app.inject({
        url: '/embed.js',
        headers: { origin: 'https://club.example', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/javascript/)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers['access-control-allow-origin']).toBe('*')
      expect(response.headers['access-control-allow-credentials']).toBeUndefined()
      expect(response.headers['cache-control']).toBe('public, max-age=3600')
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    const revalidated = await app.inject({
      url: '/embed.js',
      headers: { 'if-none-match': String((await app.inject({ url: '/embed.js' })).headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it("lets no other site read the SPA's own scripts", async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { origin: 'https://club.example' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('serves index.html precompressed and never cached', async () => {
    const response = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers / with the page, no-cache, compressed, and preloads of both homepage feeds', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(response.rawPayload).toString('utf8')
    expect(HOMEPAGE_FEEDS).toEqual([
      '/api/v1/hackathons/?status=upcoming&sort_by=start_date&sort_order=asc&limit=100&skip=0',
      '/api/v1/hackathons/?status=past&sort_by=start_date&sort_order=asc&limit=100&skip=0',
    ])
    for (const href of [...HOMEPAGE_FEEDS, '/api/v1/map/config']) {
      expect(html).toContain(
        `<link rel="preload" as="fetch" href="${href.replaceAll('&', '&amp;')}" crossorigin="use-credentials" />`,
      )
    }
    expect(html).toContain('<div id="root"></div>')
  })

  it("preloads a hackathon's page's data, the hackathon and whether the map is on, and none of its code; an unknown one, no data", async () => {
    const [listed] = await database.db
      .insert(hackathons)
      .values({
        name: 'Preloaded Hack',
        url: 'https://preloaded.example.org',
        startDate: new Date('2031-06-01T10:00:00Z'),
        endDate: new Date('2031-06-02T18:00:00Z'),
      })
      .returning({ id: hackathons.id })
    const response = await app.inject({ url: `/hackathons/${listed?.id}` })
    expect(modulePreloads(response.body)).toEqual([])
    expect([...response.body.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `/api/v1/hackathons/${listed?.id}`,
      '/api/v1/map/config',
    ])
    const unknown = await app.inject({ url: `/hackathons/${randomUUID()}` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).not.toContain('rel="preload"')
  })

  it("preloads a series page's data, exactly as the page asks for it: the series, its two feeds and whether the map is on", async () => {
    const [listed] = await database.db.insert(series).values({ name: 'Preloaded Series' }).returning({ id: series.id })
    const response = await app.inject({ url: `/series/${listed?.id}` })
    expect([...response.body.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `/api/v1/series/${listed?.id}`,
      `/api/v1/hackathons/?status=upcoming&amp;series=${listed?.id}&amp;sort_by=start_date&amp;sort_order=asc&amp;limit=100&amp;skip=0`,
      `/api/v1/hackathons/?status=past&amp;series=${listed?.id}&amp;sort_by=start_date&amp;sort_order=asc&amp;limit=100&amp;skip=0`,
      '/api/v1/map/config',
    ])
    const unknown = await app.inject({ url: `/series/${randomUUID()}` })
    expect(unknown.body).not.toContain('rel="preload"')
  })

  it.each(['/login', '/hackathons', '/series', '/?q=berlin', '/?mode=online&suggest=1'])(
    'answers %s with the page but no preloads',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.body).not.toContain('rel="preload"')
    },
  )

  it("preloads the design system's code on the pages that paint with it, and not on the public pages, which paint without it", async () => {
    for (const url of ['/hackathons', '/series', '/signup', '/settings', '/hackathons/a/b', '/nowhere']) {
      expect(modulePreloads((await app.inject({ url })).body), url).toEqual(DESIGN_SYSTEM_PRELOADS)
    }
    for (const url of [
      '/',
      '/?q=berlin',
      '/login',
      '/login?redirect=%2Fsettings',
      `/hackathons/${randomUUID()}`,
      '/series/nope',
    ]) {
      expect(modulePreloads((await app.inject({ url })).body), url).toEqual([])
    }
  })

  it('preloads the catalog of the language a page is asked in, beside the entry, and none for English', async () => {
    const german = await app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    expect(modulePreloads(german.body)).toEqual(['/assets/messages-d3.js'])
    expect(modulePreloads((await app.inject({ url: '/login?lang=ja' })).body)).toEqual(['/assets/messages-j4.js'])
    expect(modulePreloads((await app.inject({ url: '/settings?lang=ja' })).body)).toEqual([
      ...DESIGN_SYSTEM_PRELOADS,
      '/assets/messages-j4.js',
    ])
    const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-GB, de;q=0.5' } })
    expect(modulePreloads(english.body)).toEqual([])
  })

  it('preloads the feeds on /?suggest=1, which opens the form over them', async () => {
    const response = await app.inject({ url: '/?suggest=1' })
    expect(response.body.match(/rel="preload"/g)).toHaveLength(3)
  })

  it('still answers unknown API paths and other methods with a JSON 404', async () => {
    for (const request of [{ url: '/api/v1/nope' }, { url: '/login', method: 'POST' as const }]) {
      const response = await app.inject(request)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not Found' })
    }
  })

  it('compresses nothing twice: the API and the health check still answer', async () => {
    const response = await app.inject({ url: '/api/v1/utils/health-check/', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBe(true)
  })
})

describe('the index.html the SPA is built from', () => {
  it("names the site as the SPA's titles and the written heads do, for the first paint", () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8')
    expect(html).toContain(`<title>${SITE.name}</title>`)
    expect(html).toContain(`<meta name="description" content="${SITE.description}" />`)
  })
})
