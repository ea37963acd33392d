import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import type { Config } from '../../server/config.js'
import type { ListingChanges } from '../../server/db/listing-changes.js'
import { jobRunner } from '../../server/services/jobs/runner.js'
import { createMetrics } from '../../server/services/metrics.js'
import {
  API,
  createTestApp,
  createUser,
  heardAfter,
  openTestDatabase,
  seedHackathon,
  type TestContext,
  testClock,
  testConfig,
} from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

const TOKEN = 'a-metrics-token-long-enough'
const SCRAPE = { authorization: `Bearer ${TOKEN}` }

/** The value of one series in Prometheus's text format (0 when it is absent). */
function seriesValue(scraped: string, series: string): number {
  const line = scraped.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics', () => {
  let ctx: TestContext & { changes: ListingChanges }
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    const database = await openTestDatabase()
    const changes = await database.listingChanges()
    const config: Config = testConfig({ metricsToken: TOKEN, smtp: smtp.smtpConfig })
    const app = await buildApp({ config, db: database.db, listingChanges: changes, database })
    await app.ready()
    ctx = {
      app,
      config,
      database,
      changes,
      async close() {
        await app.close()
        await changes.stop()
        await database.close()
      },
    }
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  const scrape = async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: SCRAPE })
    expect(response.statusCode).toBe(200)
    return response.body
  }

  it('is not there without METRICS_TOKEN', async () => {
    const withoutToken = await createTestApp()
    try {
      for (const headers of [{}, SCRAPE]) {
        const response = await withoutToken.app.inject({ url: '/metrics', headers })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ detail: 'Not Found' })
      }
    } finally {
      await withoutToken.close()
    }
  })

  it('answers 401 without the token or with another one, and Prometheus text with it', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-of-some-length',
      TOKEN,
      `Bearer ${TOKEN} `,
      `Bearer  ${TOKEN}`,
      `Basic ${TOKEN}`,
      `Token ${TOKEN}`,
      `Bearer${TOKEN}`,
    ]) {
      const response = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
      expect(response.statusCode, authorization).toBe(401)
      expect(response.body).not.toContain('hackathons_')
    }
    const response = await ctx.app.inject({ url: '/metrics', headers: SCRAPE })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.body).toContain('# TYPE hackathons_http_request_duration_seconds histogram')
    // Node's process metrics come along.
    expect(response.body).toContain('process_resident_memory_bytes')
  })

  it('reads the scheme in any case, as HTTP makes it case-insensitive', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `${scheme} ${TOKEN}` } })
      expect(response.statusCode, scheme).toBe(200)
      expect(response.body).toContain('hackathons_http_request_duration_seconds')
    }
  })

  it('counts each request by its route pattern and status, never by its raw address', async () => {
    // Heard before the cache's count below, which its late notification would otherwise disturb.
    const hackathon = await heardAfter(ctx.changes, () => seedHackathon(ctx))
    const series = (status: number) =>
      `hackathons_http_requests_total{method="GET",route="${API}/hackathons/:id",status="${status}"}`
    const before = await scrape()
    expect((await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}` })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: `${API}/hackathons/${hackathon.id}` })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: `${API}/hackathons/not-a-uuid` })).statusCode).toBe(422)
    const after = await scrape()
    expect(seriesValue(after, series(200)) - seriesValue(before, series(200))).toBe(2)
    expect(seriesValue(after, series(422)) - seriesValue(before, series(422))).toBe(1)
    const latency = `hackathons_http_request_duration_seconds_count{method="GET",route="${API}/hackathons/:id",status="200"}`
    expect(seriesValue(after, latency) - seriesValue(before, latency)).toBe(2)
    expect(after).not.toContain(hackathon.id)
    expect(after).not.toContain('not-a-uuid')
  })

  it("counts the database's queries and their time, and on PostgreSQL the pool", async () => {
    const before = seriesValue(await scrape(), 'hackathons_db_query_duration_seconds_count')
    await ctx.app.inject({ url: `${API}/series/` })
    const after = await scrape()
    expect(seriesValue(after, 'hackathons_db_query_duration_seconds_count')).toBeGreaterThan(before)
    expect(seriesValue(after, 'hackathons_db_query_duration_seconds_sum')).toBeGreaterThan(0)
    if (ctx.database.kind === 'postgres') {
      expect(seriesValue(after, 'hackathons_db_pool_connections{state="max"}')).toBe(10)
      expect(after).toContain('hackathons_db_pool_connections{state="idle"}')
      expect(after).toContain('hackathons_db_pool_waiting 0')
    } else {
      expect(after).not.toContain('hackathons_db_pool_connections')
    }
  })

  it("counts the visitor cache's hits and misses", async () => {
    const hit = 'hackathons_visitor_cache_requests_total{result="hit"}'
    const miss = 'hackathons_visitor_cache_requests_total{result="miss"}'
    const before = await scrape()
    const list = `${API}/hackathons/?limit=7`
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ url: list })).statusCode).toBe(200)
    const after = await scrape()
    expect(seriesValue(after, miss) - seriesValue(before, miss)).toBe(1)
    expect(seriesValue(after, hit) - seriesValue(before, hit)).toBe(2)
    // A signed-in caller always reads the database: neither a hit nor a miss.
    const user = await createUser(ctx)
    await ctx.app.inject({ url: list, headers: user.headers })
    const signedIn = await scrape()
    expect(seriesValue(signedIn, miss) + seriesValue(signedIn, hit)).toBe(
      seriesValue(after, miss) + seriesValue(after, hit),
    )
  })

  it('counts e-mails the SMTP server accepted and refused', async () => {
    const admin = await createUser(ctx, { role: ROLE.admin })
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/utils/test-email/?email_to=inbox@example.com`,
        headers: admin.headers,
      })
    const before = await scrape()
    expect((await send()).statusCode).toBe(201)
    smtp.refuseNext(1)
    expect((await send()).statusCode).toBeGreaterThanOrEqual(500)
    const after = await scrape()
    expect(
      seriesValue(after, 'hackathons_emails_sent_total') - seriesValue(before, 'hackathons_emails_sent_total'),
    ).toBe(1)
    expect(
      seriesValue(after, 'hackathons_emails_refused_total') - seriesValue(before, 'hackathons_emails_refused_total'),
    ).toBe(1)
  })
})

describe('background job metrics', () => {
  it("count a job's claimed items, its runs and its failures", async () => {
    const metrics = createMetrics()
    let due = [1, 2, 3]
    const runner = jobRunner(
      {
        name: 'sample',
        async claim(_now, limit) {
          const taken = due.slice(0, limit)
          due = due.slice(limit)
          return taken
        },
        async run(item) {
          if (item === 2) throw new Error('this one fails')
        },
      },
      { clock: testClock(), concurrency: 2, pollMs: 1000, metrics: metrics.jobs },
    )
    expect(await runner.runDue()).toBe(3)
    const text = await metrics.registry.metrics()
    expect(seriesValue(text, 'hackathons_job_items_claimed_total{job="sample"}')).toBe(3)
    expect(seriesValue(text, 'hackathons_job_runs_total{job="sample"}')).toBe(3)
    expect(seriesValue(text, 'hackathons_job_failures_total{job="sample"}')).toBe(1)
  })
})

describe('GET /api/v1/utils/health-check/ while the process drains', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('answers 503 once draining, so a balancer stops routing, while other requests are still answered', async () => {
    expect((await ctx.app.inject({ url: `${API}/utils/health-check/` })).statusCode).toBe(200)
    ctx.app.readiness.draining = true
    const health = await ctx.app.inject({ url: `${API}/utils/health-check/` })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ detail: 'The server is shutting down' })
    const list = await ctx.app.inject({ url: `${API}/hackathons/` })
    expect(list.statusCode).toBe(200)
    expect(list.headers.connection).toBe('close')
  })
})
