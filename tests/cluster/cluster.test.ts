import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer, request as httpRequest, type Server } from 'node:http'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../server/db/index.js'
import { hackathonsRepository } from '../../server/db/repositories/index.js'
import { startSmtpCapture } from '../server/support/smtp-capture.js'
import { solvedPayload } from '../support/altcha.js'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/throwaway-postgres.js'
import {
  balancerStates,
  buildServer,
  type Running,
  sleep,
  startApp,
  startHaproxy,
  stop,
  until,
} from './support/cluster.js'

/**
 * Three production processes on one PostgreSQL database behind HAProxy running deploy/haproxy.cfg:
 * what the README's deploy section promises, shown end to end. Needs `haproxy` on the PATH and
 * TEST_DATABASE_URL (a PostgreSQL server where it may create a throwaway database).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 9300)
const HOST = '127.0.0.1'
const LISTEN = `${HOST}:${BASE_PORT}`
const STATS = `${HOST}:${BASE_PORT + 1}`
const APP_PORTS = [BASE_PORT + 11, BASE_PORT + 12, BASE_PORT + 13]
const BALANCER = `http://${LISTEN}`
const appUrl = (i: number) => `http://${HOST}:${APP_PORTS[i]}`
const API = '/api/v1'

const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password' }
const METRICS_TOKEN = 'cluster-metrics-token-0123456789'
/** Sites the link watch checks, seeded before the processes start so all three find them due at once. */
const WATCHED = 12

let database: ThrowawayDatabase
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let site: Server
let sitePort: number
const siteHits = new Map<string, number>()
let apps: Running[] = []
let haproxy: Running | undefined
let adminHeaders: Record<string, string>

function appEnv(i: number): Record<string, string> {
  return {
    ENVIRONMENT: 'production',
    DATABASE_URL: database.url,
    HOST,
    PORT: String(APP_PORTS[i]),
    FRONTEND_HOST: BALANCER,
    SECRET_KEY: 'cluster-secret-key-shared-by-every-process-0123',
    FIRST_SUPERUSER: ADMIN.email,
    FIRST_SUPERUSER_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    DRAIN_SECONDS: '2',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    SMTP_HOST: HOST,
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: 'false',
    // The watched sites are on this machine; each link is checked as soon as it is due.
    EXTRACT_ALLOW_PRIVATE_NETWORK: 'true',
    LINK_WATCH_HOST_DELAY_S: '0',
    // Digests are sent by POST /alerts/run below, at a moment the test chooses, on all three at once.
    ALERTS: 'off',
    // The spam guard stays on, as in production: each subscription solves a challenge one process
    // issued and another may check, at a complexity that keeps each solve short.
    SPAM_GUARD_COMPLEXITY: '1000',
  }
}

/** A spam-guard challenge from the balancer, solved as the browser's widget solves it. */
async function solution(): Promise<string> {
  const challenge = await fetch(`${BALANCER}${API}/utils/challenge`)
  expect(challenge.status).toBe(200)
  return solvedPayload(await challenge.json())
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...adminHeaders },
  body: JSON.stringify(body),
})

const newHackathon = (name: string) => ({
  name,
  url: `http://${HOST}:${sitePort}/listed/${randomUUID()}`,
  start_date: '2031-03-01T09:00:00Z',
  end_date: '2031-03-02T18:00:00Z',
})

async function metricOf(i: number, series: string): Promise<number> {
  const text = await (
    await fetch(`${appUrl(i)}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text()
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

/** A log-in through the balancer from `localAddress` (loopback has many), so its limit is this test's own. */
function logInFrom(localAddress: string, username: string, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ username, password: 'not-the-password' }).toString()
  return new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      `${BALANCER}${API}/login/access-token`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', reject)
    call.end(body)
  })
}

async function allUp() {
  const states = await balancerStates(STATS)
  return states.size === APP_PORTS.length && [...states.values()].every((state) => state === 'UP')
}

beforeAll(async () => {
  buildServer()
  smtp = await startSmtpCapture()
  site = createServer((request, response) => {
    const path = request.url ?? ''
    siteHits.set(path, (siteHits.get(path) ?? 0) + 1)
    response.writeHead(path === '/robots.txt' ? 404 : 200, { 'content-type': 'text/html' }).end('<title>Hack</title>')
  })
  site.listen(0, HOST)
  await once(site, 'listening')
  sitePort = (site.address() as { port: number }).port

  database = await createThrowawayDatabase(SERVER_URL, 'hackathons_cluster')
  const seeding = await openPostgres(database.url)
  try {
    const hackathons = hackathonsRepository(seeding.db)
    for (let n = 0; n < WATCHED; n++) {
      await hackathons.create(
        {
          name: `Watched ${n}`,
          url: `http://${HOST}:${sitePort}/watched/${n}`,
          startDate: new Date('2031-05-01T09:00:00Z'),
          endDate: new Date('2031-05-02T09:00:00Z'),
          // Listed with this address a fortnight ago and never checked: due for its weekly check.
          linkUrlSetAt: new Date(Date.now() - 14 * 24 * 3600_000),
        },
        { source: 'create', authorId: null },
      )
    }
  } finally {
    await seeding.close()
  }

  // All three start together, as a deploy does: one migrates, the others wait for its lock.
  apps = await Promise.all(APP_PORTS.map((_port, i) => startApp(appEnv(i))))
  haproxy = await startHaproxy({ listen: LISTEN, stats: STATS, apps: APP_PORTS.map((port) => `${HOST}:${port}`) })
  await until('every process UP in the balancer', allUp, 15_000)

  const login = await fetch(`${BALANCER}${API}/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })
  expect(login.status).toBe(200)
  adminHeaders = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
}, 240_000)

afterAll(async () => {
  if (haproxy) await stop(haproxy)
  await Promise.all(apps.map(stop))
  await database?.drop()
  await smtp?.close()
  site?.close()
})

describe('three processes behind HAProxy on one PostgreSQL', () => {
  it('serves an image uploaded through one process from the others, byte for byte with one ETag', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png')
    const upload = await fetch(`${appUrl(0)}${API}/utils/upload-image/`, {
      method: 'POST',
      headers: adminHeaders,
      body: form,
    })
    expect(upload.status).toBe(201)
    const { image_url } = (await upload.json()) as { image_url: string }
    const served = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const response = await fetch(`${appUrl(i)}${image_url}`)
        expect(response.status).toBe(200)
        return { etag: response.headers.get('etag'), body: Buffer.from(await response.arrayBuffer()) }
      }),
    )
    for (const answer of served) {
      expect(answer.etag).toBe(served[0]?.etag)
      expect(answer.body.equals(served[0]?.body as Buffer)).toBe(true)
    }
  })

  it("shows a hackathon created through one process in every process's public list within a second", async () => {
    const list = (i: number) => fetch(`${appUrl(i)}${API}/hackathons/?limit=100`)
    // Each process keeps its visitors' list answer: the new hackathon must replace it everywhere.
    for (const i of [0, 1, 2]) {
      await (await list(i)).json()
      expect((await list(i)).status).toBe(200)
    }
    const created = await fetch(`${appUrl(0)}${API}/hackathons/`, json(newHackathon('Cluster Visible Hack')))
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const start = Date.now()
    for (const i of [0, 1, 2]) {
      await until(
        `the new hackathon in process ${i + 1}'s list`,
        async () => ((await (await list(i)).json()) as { data: { id: string }[] }).data.some((h) => h.id === id),
        1_000 - (Date.now() - start),
      )
    }
    expect(Date.now() - start).toBeLessThan(1_000)
    expect(await metricOf(1, 'hackathons_visitor_cache_requests_total{result="hit"}')).toBeGreaterThan(0)
  })

  it("counts a caller's log-ins against one limit across the three, whatever X-Forwarded-For it writes", async () => {
    const caller = '127.0.0.2'
    const series = `hackathons_http_requests_total{method="POST",route="${API}/login/access-token",status="400"}`
    const before = await Promise.all([0, 1, 2].map((i) => metricOf(i, series)))
    // 30 a minute per address: distinct accounts, so only the address's limit is reached.
    for (let n = 0; n < 30; n++) expect(await logInFrom(caller, `nobody-${n}@example.com`)).toBe(400)
    expect(await logInFrom(caller, 'one-more@example.com')).toBe(429)
    expect(await logInFrom(caller, 'forged@example.com', { 'x-forwarded-for': '203.0.113.9' })).toBe(429)
    // The balancer spread those 30 over all three processes, yet they counted as one caller.
    const after = await Promise.all([0, 1, 2].map((i) => metricOf(i, series)))
    const answered = after.map((count, i) => count - (before[i] as number))
    expect(answered.reduce((sum, count) => sum + count, 0)).toBe(30)
    for (const count of answered) expect(count).toBeGreaterThan(0)
    // Another caller still has its own limit.
    expect(await logInFrom('127.0.0.3', 'someone@example.com')).toBe(400)
  })

  it('checks each due link once, though all three processes watch the same links', async () => {
    const watched = [...Array(WATCHED).keys()].map((n) => `/watched/${n}`)
    await until('every seeded link checked', () => watched.every((path) => siteHits.has(path)), 30_000)
    // Time for a second check of any link, were one ever claimed twice.
    await sleep(1_000)
    for (const path of watched) expect(siteHits.get(path), path).toBe(1)
    // And each process's own count agrees: the checks were shared out, none done twice.
    const runs = await Promise.all([0, 1, 2].map((i) => metricOf(i, 'hackathons_job_runs_total{job="link-watch"}')))
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(WATCHED)
  })

  it('sends each alert digest once when all three processes run the digests at the same moment', async () => {
    const emails = Array.from({ length: 6 }, (_, n) => `digest-${n}-${randomUUID().slice(0, 8)}@example.com`)
    for (const email of emails) {
      const subscribed = await fetch(`${BALANCER}${API}/alerts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, frequency: 'weekly', filters: { q: 'Digestible' }, altcha: await solution() }),
      })
      expect(subscribed.status, await subscribed.clone().text()).toBe(202)
      const mail = await smtp.mailTo(email)
      const token = /alerts\/confirm\?token=([\w.-]+)/.exec(mail.text)?.[1]
      const confirmed = await fetch(`${BALANCER}${API}/alerts/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      expect(confirmed.status).toBe(200)
    }
    await sleep(1_100)
    expect((await fetch(`${BALANCER}${API}/hackathons/`, json(newHackathon('Digestible Hack')))).status).toBe(201)
    const runs = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const response = await fetch(`${appUrl(i)}${API}/alerts/run`, { method: 'POST', headers: adminHeaders })
        expect(response.status).toBe(200)
        return ((await response.json()) as { sent: number }).sent
      }),
    )
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(emails.length)
    await sleep(500)
    for (const email of emails) {
      // The confirmation, then exactly one digest.
      expect(smtp.mailsTo(email), email).toHaveLength(2)
    }
  })

  it('restarts all three, one at a time, under steady reads and writes, failing no request and losing no write', async () => {
    const figures = { sent: 0, failed: 0, reads: 0, writes: 0, acknowledged: [] as string[], failures: [] as string[] }
    const loadRunning = new AbortController()
    const fail = (what: string) => {
      figures.failed++
      if (figures.failures.length < 20) figures.failures.push(what)
    }
    const worker = async (w: number) => {
      for (let n = 0; !loadRunning.signal.aborted; n++) {
        const write = (n + w) % 3 === 0
        figures.sent++
        try {
          if (write) {
            figures.writes++
            const response = await fetch(`${BALANCER}${API}/hackathons/`, json(newHackathon(`Load ${w}-${n}`)))
            const body = (await response.json()) as { id?: string }
            if (response.status === 201 && body.id) figures.acknowledged.push(body.id)
            else fail(`write: ${response.status} ${JSON.stringify(body)}`)
          } else {
            figures.reads++
            const response = await fetch(`${BALANCER}${API}/hackathons/?limit=20`)
            await response.arrayBuffer()
            if (response.status !== 200) fail(`read: ${response.status}`)
          }
        } catch (error) {
          fail(`${write ? 'write' : 'read'}: ${(error as Error).cause ?? error}`)
        }
        await sleep(15)
      }
    }
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker))
    const restarted: number[] = []
    try {
      await sleep(1_000)
      for (const i of [0, 1, 2]) {
        const started = Date.now()
        expect(await stop(apps[i] as Running)).toBe(0)
        apps[i] = await startApp(appEnv(i))
        await until(`process ${i + 1} back UP in the balancer`, allUp, 15_000)
        restarted.push(Date.now() - started)
      }
      await sleep(1_000)
    } finally {
      loadRunning.abort()
      await load
    }

    const check = await openPostgres(database.url, { migrate: false })
    let found = 0
    try {
      const ids = figures.acknowledged
      const rows = await check.db.query.hackathons.findMany({
        columns: { id: true },
        where: (hackathon, { inArray }) => inArray(hackathon.id, ids),
      })
      found = rows.length
    } finally {
      await check.close()
    }
    console.log(
      `rolling restart: ${figures.sent} requests sent (${figures.reads} reads, ${figures.writes} writes), ` +
        `${figures.failed} failed, ${figures.acknowledged.length} writes acknowledged, ${found} found; ` +
        `restarts took ${restarted.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    )
    expect(figures.failures).toEqual([])
    expect(figures.failed).toBe(0)
    expect(figures.acknowledged.length).toBeGreaterThan(50)
    expect(found).toBe(figures.acknowledged.length)
  }, 120_000)

  it('measures the throughput of one process and of three behind the balancer', async () => {
    const path = `${API}/hackathons/?limit=20`
    const measure = (url: string) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon({ url, connections: 16, duration: 5 }, (error, result) => (error ? reject(error) : resolve(result))),
      )
    const one = await measure(`${appUrl(0)}${path}`)
    const three = await measure(`${BALANCER}${path}`)
    for (const result of [one, three]) {
      expect(result.errors).toBe(0)
      expect(result.non2xx).toBe(0)
    }
    console.log(
      `throughput, a visitor's list of 20 (16 connections, 5 s): one process ${Math.round(one.requests.average)} req/s ` +
        `(p99 ${one.latency.p99} ms); three behind HAProxy ${Math.round(three.requests.average)} req/s ` +
        `(p99 ${three.latency.p99} ms)`,
    )
  }, 30_000)
})
