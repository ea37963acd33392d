import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import {
  API,
  createTestApp,
  createUser,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'

/** On the wire: JSON compressed when the client asks, public reads with an ETag, 304 and no-cache. */
describe('compression and revalidation of the API', () => {
  let ctx: TestContext
  let editor: TestUser
  const list = `${API}/hackathons/?sort_by=start_date&limit=100`
  beforeAll(async () => {
    ctx = await createTestApp()
    editor = await createUser(ctx, { role: ROLE.editor })
    // Enough rows for a list above the 1 KB threshold.
    for (let i = 0; i < 10; i++) {
      await seedHackathon(ctx, { name: `Compressible Hack ${i}`, description: 'A weekend of building things.' })
    }
  })
  afterAll(() => ctx.close())

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers JSON in %s when the client accepts it', async (encoding, decode) => {
    const response = await ctx.app.inject({ url: list, headers: { 'accept-encoding': encoding } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding')
    const json = JSON.parse(decode(response.rawPayload).toString('utf8')) as { count: number }
    expect(json.count).toBe(10)
  })

  it('prefers brotli when both are accepted', async () => {
    const response = await ctx.app.inject({ url: list, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.headers['content-encoding']).toBe('br')
  })

  it('answers plain JSON when the client asks for no encoding', async () => {
    const response = await ctx.app.inject({ url: list })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect((response.json() as { count: number }).count).toBe(10)
  })

  it('leaves the health check alone (too small to be worth it)', async () => {
    const response = await ctx.app.inject({
      url: `${API}/utils/health-check/`,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toBe(true)
  })

  it('keeps the CORS Vary and adds Accept-Encoding', async () => {
    const response = await ctx.app.inject({
      url: list,
      headers: { origin: 'http://localhost:5173', 'accept-encoding': 'br' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    const vary = String(response.headers.vary).toLowerCase()
    expect(vary).toContain('origin')
    expect(vary.match(/accept-encoding/g)).toHaveLength(1)
  })

  it.each([
    ['the hackathon list', () => list],
    ['a hackathon', async () => `${API}/hackathons/${(await seedHackathon(ctx, { name: 'Tagged' })).id}`],
    ['the series list', () => `${API}/series/`],
    ['a series', async () => `${API}/series/${(await seedSeries(ctx, 'Tagged series')).id}`],
  ])('answers %s with an ETag, no-cache, and 304 with no body to a matching If-None-Match', async (_label, urlOf) => {
    const url = await urlOf()
    const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/".+"$/)
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await ctx.app.inject({
        url,
        headers: { 'if-none-match': String(etag), 'accept-encoding': encoding },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers['content-encoding']).toBeUndefined()
      expect(again.headers.etag).toBe(etag)
      expect(String(again.headers.vary).toLowerCase()).toContain('accept-encoding')
    }
  })

  it('changes the ETag after a write', async () => {
    const hackathon = await seedHackathon(ctx, { name: 'Before' })
    const before = await ctx.app.inject({ url: list })
    const one = await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}` })
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${hackathon.id}`,
      headers: editor.headers,
      payload: { name: 'After' },
    })
    expect(changed.statusCode).toBe(200)
    const after = await ctx.app.inject({ url: list, headers: { 'if-none-match': String(before.headers.etag) } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const oneAfter = await ctx.app.inject({
      url: `${API}/hackathons/${hackathon.id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    })
    expect(oneAfter.statusCode).toBe(200)
    expect((oneAfter.json() as { name: string }).name).toBe('After')
  })

  it('sends no ETag on private or write routes', async () => {
    const me = await ctx.app.inject({ url: `${API}/users/me`, headers: editor.headers })
    expect(me.statusCode).toBe(200)
    expect(me.headers.etag).toBeUndefined()
  })
})
