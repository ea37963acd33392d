import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers.js'

describe('GET /api/v1/utils/health-check/', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('answers true while the database answers, with or without the trailing slash', async () => {
    for (const url of ['/api/v1/utils/health-check/', '/api/v1/utils/health-check']) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toBe(true)
    }
  })

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Not Found' })
  })

  it('answers 503 once the database is closed', async () => {
    await ctx.database.close()
    const response = await ctx.app.inject({ url: '/api/v1/utils/health-check/' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ detail: 'Database unavailable' })
    ctx.database.close = async () => {}
  })
})
