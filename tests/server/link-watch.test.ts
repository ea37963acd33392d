import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LINK_WATCH } from '../../common/link-watch.js'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import { type Database, openPostgres } from '../../server/db/index.js'
import { linkWatchRepository, type WatchedLink } from '../../server/db/repositories/link-watch.js'
import { type Clock, systemClock } from '../../server/services/clock.js'
import { jobRunner } from '../../server/services/jobs/runner.js'
import { differingFields } from '../../server/services/link-watch/changes.js'
import { linkChecker } from '../../server/services/link-watch/check.js'
import { linkWatchJob } from '../../server/services/link-watch/schedule.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser, testClock } from './helpers.js'

/**
 * The link watch against a real HTTP server on loopback: every outcome, what each does to the link
 * status and the suggestions, the politeness rules (User-Agent, robots.txt, conditional requests,
 * host spacing) and the schedule (cadence, claims shared by processes, expired claims retried).
 */

type Handler = (res: ServerResponse, headers: IncomingHttpHeaders) => void
interface Seen {
  host: string
  path: string
  headers: IncomingHttpHeaders
}

let ctx: TestContext
let editor: TestUser
let site: Server
let port = 0
const routes = new Map<string, Handler>()
const seen: Seen[] = []
/** Called with each request the site gets. */
let onRequest: ((request: Seen) => void) | undefined

const page = (fields: Record<string, unknown>, extra = '') =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Hackathon',
    ...fields,
  })}</script></head><body>${extra}</body></html>`

const html =
  (body: string, headers: Record<string, string> = {}): Handler =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers })
    res.end(body)
  }
const status =
  (code: number, headers: Record<string, string> = {}): Handler =>
  (res) => {
    res.writeHead(code, headers)
    res.end()
  }

/** Every name ending in .test is this machine, so each test can have hosts of its own. */
const resolve = async (hostname: string) => {
  if (!hostname.endsWith('.test')) throw new Error('no such host')
  return [{ address: '127.0.0.1', family: 4 }]
}
const siteUrl = (host: string, path: string) => `http://${host}:${port}${path}`
const requestsTo = (host: string, path?: string) =>
  seen.filter((request) => request.host === host && (path === undefined || request.path === path))

const DAY = 24 * 3600_000
const MINUTE = 60_000
let hostCounter = 0
const freshHost = () => `site${++hostCounter}-${Math.random().toString(36).slice(2, 8)}.test`

function checkerOn(db: Database, clock: Clock, options: { hostDelaySeconds?: number; timeoutMs?: number } = {}) {
  const repo = linkWatchRepository(db)
  const deps = {
    repo,
    clock,
    fetch: { allowPrivateNetwork: true, resolve, timeoutMs: options.timeoutMs ?? 2000 },
    userAgent: 'HackathonsLinkWatch/0.1.0 (+http://localhost:8000)',
    hostDelaySeconds: options.hostDelaySeconds ?? 0,
  }
  const checker = linkChecker(deps)
  return {
    repo,
    checker,
    runner: (concurrency = 4) => jobRunner(linkWatchJob(repo, checker, deps), { clock, concurrency, pollMs: 1000 }),
  }
}

const LISTED = {
  name: 'Watch Hack',
  startDate: new Date('2030-01-01T10:00:00Z'),
  endDate: new Date('2030-01-02T10:00:00Z'),
}
const listedPage = (extra = '') =>
  page({ name: LISTED.name, startDate: LISTED.startDate.toISOString(), endDate: LISTED.endDate.toISOString() }, extra)

async function watched(path: string, handler: Handler, host = freshHost()) {
  routes.set(`${host}${path}`, handler)
  const hackathon = await seedHackathon(ctx, { ...LISTED, url: siteUrl(host, path) })
  return { id: hackathon.id, host, path }
}

const checkLink = (id: string, user: TestUser = editor) =>
  ctx.app.inject({ method: 'POST', url: `${API}/hackathons/${id}/check-link`, headers: user.headers })
const readHackathon = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${id}` })).json() as Record<string, unknown>
const watchSuggestions = async (id: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API}/suggestions/?limit=100`,
    headers: editor.headers,
  })
  return (response.json() as { data: Record<string, unknown>[] }).data.filter((s) => s.hackathon_id === id)
}

beforeAll(async () => {
  site = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    const path = req.url ?? '/'
    const request = { host, path, headers: req.headers }
    seen.push(request)
    onRequest?.(request)
    const handler = routes.get(`${host}${path}`) ?? routes.get(`*${path}`)
    if (handler) return handler(res, req.headers)
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('not found')
  })
  site.listen(0, '127.0.0.1')
  await once(site, 'listening')
  port = (site.address() as AddressInfo).port
  ctx = await createTestApp({ extractAllowPrivateNetwork: true, rateLimits: false })
  // The app's own checker (the endpoint) must resolve the .test names too.
  await ctx.app.close()
  ctx.app = await buildApp({ config: ctx.config, db: ctx.database.db, linkWatch: { resolve } })
  await ctx.app.ready()
  editor = await createUser(ctx, { role: ROLE.editor })
})

afterAll(async () => {
  await ctx?.close()
  site?.close()
})

beforeEach(() => {
  seen.length = 0
  onRequest = undefined
})

describe('one check', () => {
  it('answers 200 as ok, names itself in the User-Agent and keeps the check in the history', async () => {
    const link = await watched(
      '/event',
      html(listedPage(), { etag: '"v1"', 'last-modified': 'Tue, 01 Jan 2030 00:00:00 GMT' }),
    )
    const response = await checkLink(link.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ outcome: 'ok', http_status: 200, link_status: 'ok', suggestion_id: null })
    const [request] = requestsTo(link.host, '/event')
    expect(request?.headers['user-agent']).toMatch(/^HackathonsLinkWatch\/\d+\.\d+\.\d+ \(\+http:\/\/localhost:8000\)$/)
    expect(request?.headers['if-none-match']).toBeUndefined()
    const hackathon = await readHackathon(link.id)
    expect(hackathon).toMatchObject({ link_status: 'ok', archive_url: null, link_unreachable_since: null })
    expect(hackathon.link_checked_at).toEqual(expect.any(String))
    const [entry] = await linkWatchRepository(ctx.database.db).history(link.id)
    expect(entry).toMatchObject({
      outcome: 'ok',
      httpStatus: 200,
      finalUrl: siteUrl(link.host, '/event'),
      etag: '"v1"',
      lastModified: 'Tue, 01 Jan 2030 00:00:00 GMT',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('sends the previous answer’s validators, and a 304 is not_modified and files nothing', async () => {
    let version = 1
    const link = await watched('/conditional', (res, headers) => {
      if (headers['if-none-match'] === `"v${version}"`) return status(304)(res, headers)
      html(page({ name: LISTED.name, startDate: '2030-03-03T10:00:00Z' }), { etag: `"v${version}"` })(res, headers)
    })
    const first = (await checkLink(link.id)).json()
    expect(first.outcome).toBe('ok')
    expect(first.suggestion_id).toEqual(expect.any(String))
    const second = await checkLink(link.id)
    expect(second.json()).toEqual({ outcome: 'not_modified', http_status: 304, link_status: 'ok', suggestion_id: null })
    const requests = requestsTo(link.host, '/conditional')
    expect(requests.map((r) => r.headers['if-none-match'])).toEqual([undefined, '"v1"'])
    expect(await watchSuggestions(link.id)).toHaveLength(1)
    version = 2
    expect((await checkLink(link.id)).json().outcome).toBe('ok')
  })

  it.each([404, 410, 500, 503])('counts %i as failed', async (code) => {
    const link = await watched(`/gone-${code}`, status(code))
    expect((await checkLink(link.id)).json()).toEqual({
      outcome: 'failed',
      http_status: code,
      link_status: 'unknown',
      suggestion_id: null,
    })
  })

  it('counts a refused connection, an unknown name and a timeout as failed', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const closedPort = (closed.address() as AddressInfo).port
    closed.close()
    await once(closed, 'close')
    const refused = await seedHackathon(ctx, { ...LISTED, url: `http://127.0.0.1:${closedPort}/` })
    const unknownName = await seedHackathon(ctx, { ...LISTED, url: 'http://no-such-host.invalid/' })
    const held: ServerResponse[] = []
    const slow = await watched('/slow', (res) => {
      held.push(res)
    })
    const { checker, repo } = checkerOn(ctx.database.db, testClock(), { timeoutMs: 300 })
    for (const id of [refused.id, unknownName.id, slow.id]) {
      const link = await repo.claim(id, new Date(), 60)
      if (!link) throw new Error('seeded hackathon not found')
      expect(await checker.check(link)).toMatchObject({ outcome: 'failed', httpStatus: null })
    }
    routes.set(`${slow.host}${slow.path}`, status(404))
    for (const res of held) res.end()
  })

  it.each([401, 403, 429])('counts %i as blocked', async (code) => {
    const link = await watched(`/blocked-${code}`, status(code))
    expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'blocked', http_status: code })
  })

  it('honours robots.txt: a disallowed path is blocked and never requested, robots.txt read once a day', async () => {
    const host = freshHost()
    routes.set(`${host}/robots.txt`, (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('User-agent: *\nDisallow: /private/\n\nUser-agent: OtherBot\nDisallow: /\n')
    })
    const hidden = await watched('/private/event', html(listedPage()), host)
    const open = await watched('/public/event', html(listedPage()), host)
    expect((await checkLink(hidden.id)).json()).toEqual({
      outcome: 'blocked',
      http_status: null,
      link_status: 'unknown',
      suggestion_id: null,
    })
    expect((await checkLink(open.id)).json().outcome).toBe('ok')
    expect(requestsTo(host, '/private/event')).toHaveLength(0)
    expect(requestsTo(host, '/robots.txt')).toHaveLength(1)
  })

  it('counts a permanent redirect to another host as moved and files the new address once', async () => {
    const newHost = freshHost()
    routes.set(`${newHost}/2030`, html(listedPage()))
    const link = await watched('/old', status(301, { location: siteUrl(newHost, '/2030') }))
    const first = (await checkLink(link.id)).json()
    expect(first).toMatchObject({ outcome: 'moved', http_status: 200, suggestion_id: expect.any(String) })
    expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'moved', suggestion_id: null })
    const suggestions = await watchSuggestions(link.id)
    expect(suggestions).toHaveLength(1)
    expect(suggestions[0]).toMatchObject({
      source: 'link_watch',
      url: siteUrl(newHost, '/2030'),
      seen_http_status: 301,
      name: null,
      start_date: null,
      status: 'pending',
    })
    // Listed data never changes without review.
    expect((await readHackathon(link.id)).url).toBe(siteUrl(link.host, '/old'))
  })

  it('follows a redirect within the same host, or a temporary one, as an ordinary answer', async () => {
    const host = freshHost()
    routes.set(`${host}/new`, html(listedPage()))
    const sameHost = await watched('/same', status(308, { location: '/new' }), host)
    const other = freshHost()
    routes.set(`${other}/elsewhere`, html(listedPage()))
    const temporary = await watched('/temp', status(302, { location: siteUrl(other, '/elsewhere') }))
    expect((await checkLink(sameHost.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
    expect((await checkLink(temporary.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
  })
})

describe('link status', () => {
  it('turns unreachable after three failures in a row, since the first, and ok again after an answer', async () => {
    let code = 500
    const link = await watched('/flaky', (res, headers) =>
      code === 200 ? html(listedPage())(res, headers) : status(code)(res, headers),
    )
    const clock = testClock(new Date('2031-01-01T00:00:00Z'))
    const { checker, repo } = checkerOn(ctx.database.db, clock)
    const check = async () => {
      const claimed = await repo.claim(link.id, clock.now(), 60)
      if (!claimed) throw new Error('gone')
      clock.advance(DAY)
      return checker.check(claimed)
    }
    expect((await check()).linkStatus).toBe('unknown')
    const firstFailure = clock.now()
    code = 403
    expect((await check()).outcome).toBe('blocked')
    code = 500
    expect((await check()).linkStatus).toBe('unknown')
    expect((await check()).linkStatus).toBe('unreachable')
    const hackathon = await readHackathon(link.id)
    expect(hackathon).toMatchObject({
      link_status: 'unreachable',
      link_unreachable_since: firstFailure.toISOString(),
      archive_url: `https://web.archive.org/web/${siteUrl(link.host, '/flaky')}`,
    })
    const unreachable = await ctx.app.inject({
      method: 'GET',
      url: `${API}/hackathons/?link_status=unreachable&limit=100`,
    })
    expect((unreachable.json() as { data: { id: string }[] }).data.map((h) => h.id)).toContain(link.id)
    code = 200
    expect(await check()).toMatchObject({ outcome: 'ok', linkStatus: 'ok' })
    expect(await readHackathon(link.id)).toMatchObject({
      link_status: 'ok',
      archive_url: null,
      link_unreachable_since: null,
    })
  })

  it('never makes a site unreachable for refusing the robot, however often', async () => {
    const link = await watched('/forbidden', status(403))
    for (let i = 0; i < LINK_WATCH.failuresToUnreachable + 2; i++) {
      expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'blocked', link_status: 'unknown' })
    }
  })

  it('keeps the history bounded', async () => {
    const link = await watched('/often', html(listedPage()))
    const { checker, repo } = checkerOn(ctx.database.db, testClock())
    for (let i = 0; i < LINK_WATCH.historyPerHackathon + 3; i++) {
      const claimed = await repo.claim(link.id, new Date(), 60)
      if (claimed) await checker.check(claimed)
    }
    expect(await repo.history(link.id)).toHaveLength(LINK_WATCH.historyPerHackathon)
  })
})

describe('suggestions from a changed page', () => {
  it('files one suggestion with only the changed date, however often the page is checked', async () => {
    let padding = ''
    const link = await watched('/dates', (res, headers) =>
      html(
        page({ name: LISTED.name, startDate: '2030-01-01T12:00:00Z', endDate: LISTED.endDate.toISOString() }, padding),
      )(res, headers),
    )
    const first = (await checkLink(link.id)).json()
    expect(first.suggestion_id).toEqual(expect.any(String))
    for (const extra of ['', ' ', 'changed footer']) {
      padding = extra
      expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
    }
    const suggestions = await watchSuggestions(link.id)
    expect(suggestions).toHaveLength(1)
    expect(suggestions[0]).toMatchObject({
      id: first.suggestion_id,
      kind: 'update',
      source: 'link_watch',
      status: 'pending',
      start_date: '2030-01-01T12:00:00.000Z',
      end_date: null,
      name: null,
      location: null,
      url: null,
      submitted_by: null,
    })
    expect((await readHackathon(link.id)).start_date).toBe(LISTED.startDate.toISOString())
  })

  it('proposes the listing facts the page states and the listing lacks or contradicts', async () => {
    const link = await watched(
      '/facts',
      html(
        page({
          name: LISTED.name,
          startDate: LISTED.startDate.toISOString(),
          endDate: LISTED.endDate.toISOString(),
          keywords: 'climate, green, data science',
          isAccessibleForFree: true,
          audience: { '@type': 'PeopleAudience', audienceType: 'professionals', requiredMinAge: 18 },
          inLanguage: 'de-DE',
          offers: { price: 0, validThrough: '2029-12-20T12:00:00Z' },
        }),
      ),
    )
    const { suggestion_id } = (await checkLink(link.id)).json()
    expect(suggestion_id).toEqual(expect.any(String))
    const [suggestion] = await watchSuggestions(link.id)
    expect(suggestion).toMatchObject({
      themes: ['climate', 'data'],
      free: true,
      eligibility: ['professionals'],
      min_age: 18,
      languages: ['de'],
      registration_deadline: '2029-12-20T12:00:00.000Z',
      name: null,
      start_date: null,
    })
  })

  it('proposes no registration window the listing could not take', () => {
    const listed: WatchedLink = {
      id: 'x',
      url: 'https://x.test/',
      host: 'x.test',
      name: LISTED.name,
      startDate: LISTED.startDate,
      endDate: LISTED.endDate,
      location: null,
      attendanceMode: null,
      timezone: null,
      themes: null,
      free: null,
      eligibility: null,
      minAge: null,
      languages: null,
      registrationOpensAt: null,
      registrationDeadline: new Date('2029-12-01T00:00:00Z'),
      etag: null,
      lastModified: null,
      contentHash: null,
      linkStatus: 'ok',
    }
    // Closing after the listed end; opening after the listed close.
    expect(differingFields({ registration_deadline: '2030-02-01T00:00:00.000Z' }, listed)).toEqual({})
    expect(differingFields({ registration_opens_at: '2029-12-05T00:00:00.000Z' }, listed)).toEqual({})
    expect(differingFields({ registration_opens_at: '2029-11-05T00:00:00.000Z' }, listed)).toEqual({
      registration_opens_at: '2029-11-05T00:00:00.000Z',
    })
  })

  it('proposes nothing when the listed facts agree with the page, in any order', async () => {
    const host = freshHost()
    routes.set(
      `${host}/same-facts`,
      html(
        page({
          name: LISTED.name,
          startDate: LISTED.startDate.toISOString(),
          endDate: LISTED.endDate.toISOString(),
          keywords: 'Security, AI',
          offers: { price: 20 },
          inLanguage: ['fr', 'en'],
        }),
      ),
    )
    const hackathon = await seedHackathon(ctx, {
      ...LISTED,
      url: siteUrl(host, '/same-facts'),
      themes: ['ai', 'security'],
      free: false,
      languages: ['en', 'fr'],
    })
    expect((await checkLink(hackathon.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
  })

  it('never files a change again after an editor rejected it', async () => {
    let padding = ''
    const link = await watched('/rejected', (res, headers) =>
      html(page({ name: 'Watch Hack 2030', startDate: LISTED.startDate.toISOString() }, padding))(res, headers),
    )
    const { suggestion_id } = (await checkLink(link.id)).json()
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestion_id}/reject`,
      headers: editor.headers,
    })
    expect(rejected.statusCode).toBe(200)
    padding = 'new text on the page'
    expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
    const suggestions = await watchSuggestions(link.id)
    expect(suggestions.map((s) => s.status)).toEqual(['rejected'])
  })

  it('reads a page that gives only the day as agreeing with a listed time on that day', async () => {
    const link = await watched(
      '/day-only',
      html(page({ name: LISTED.name, startDate: '2030-01-01', endDate: '2030-01-02' })),
    )
    expect((await checkLink(link.id)).json()).toMatchObject({ outcome: 'ok', suggestion_id: null })
  })

  it('marks user suggestions as source user', async () => {
    const user = await createUser(ctx, { role: ROLE.user })
    const hackathon = await seedHackathon(ctx)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${hackathon.id}`,
      headers: user.headers,
      payload: { name: 'A better name' },
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ source: 'user', seen_http_status: null })
  })
})

describe('the check on demand', () => {
  it('answers 404 for an unknown hackathon and 401/403 below an editor', async () => {
    const unknown = await checkLink('00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    const link = await watched('/auth', html(listedPage()))
    const user = await createUser(ctx, { role: ROLE.user })
    expect((await checkLink(link.id, user)).statusCode).toBe(403)
    expect((await ctx.app.inject({ method: 'POST', url: `${API}/hackathons/${link.id}/check-link` })).statusCode).toBe(
      401,
    )
  })

  it('is limited per user', async () => {
    const limited = await createTestApp({ extractAllowPrivateNetwork: true })
    try {
      const user = await createUser(limited, { role: ROLE.editor })
      const answers: number[] = []
      for (let i = 0; i < 11; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${API}/hackathons/00000000-0000-4000-8000-000000000000/check-link`,
          headers: user.headers,
        })
        answers.push(response.statusCode)
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(404))
      expect(answers[10]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('politeness', () => {
  it('spaces two requests to one host by the host delay', async () => {
    const host = freshHost()
    const a = await watched('/a', html(listedPage()), host)
    const b = await watched('/b', html(listedPage()), host)
    const clock = testClock()
    const { checker } = checkerOn(ctx.database.db, clock, { hostDelaySeconds: 10 })
    await checker.checkNow(a.id)
    const before = clock.now().getTime()
    await checker.checkNow(b.id)
    // a: robots.txt, then the page 10 s later; b: its page 10 s after a's.
    expect(clock.sleeps.filter((ms) => ms > 0)).toEqual([10_000, 10_000])
    expect(clock.now().getTime() - before).toBe(10_000)
    expect(requestsTo(host).map((r) => r.path)).toEqual(['/robots.txt', '/a', '/b'])
  })
})

describe('the schedule', () => {
  it('checks daily in the month before the start, weekly while upcoming, monthly for a year after the end', async () => {
    const start = new Date()
    const at = (days: number) => new Date(start.getTime() + days * DAY)
    const seed = (name: string, startDay: number, endDay: number) => {
      routes.set(`*/cadence-${name}`, html(listedPage()))
      return seedHackathon(ctx, {
        name,
        url: siteUrl(freshHost(), `/cadence-${name}`),
        startDate: at(startDay),
        endDate: at(endDay),
      })
    }
    const soon = await seed('soon', 10, 11)
    const later = await seed('later', 100, 101)
    const past = await seed('past', -11, -10)
    const old = await seed('old', -401, -400)
    const ids = new Map([
      [soon.id, 'soon'],
      [later.id, 'later'],
      [past.id, 'past'],
      [old.id, 'old'],
    ])
    const clock = testClock(start)
    const { runner, repo } = checkerOn(ctx.database.db, clock)
    const checkedAt = async (when: Date) => {
      clock.set(when)
      await runner().runDue()
      const names: string[] = []
      for (const [id, name] of ids) {
        const [last] = await repo.history(id)
        if (last && last.checkedAt.getTime() === when.getTime()) names.push(name)
      }
      return names.sort()
    }
    expect(await checkedAt(at(0.5))).toEqual([])
    expect(await checkedAt(new Date(at(1).getTime() + MINUTE))).toEqual(['soon'])
    expect(await checkedAt(new Date(at(1).getTime() + 2 * MINUTE))).toEqual([])
    expect(await checkedAt(new Date(at(7).getTime() + 2 * MINUTE))).toEqual(['later', 'soon'])
    expect(await checkedAt(new Date(at(30).getTime() + 3 * MINUTE))).toEqual(['later', 'past'])
    expect(await checkedAt(at(200))).toEqual(['later', 'past', 'soon'])
    expect(await checkedAt(at(600))).toEqual([])
  })

  it('retries a check whose process died once its claim expires', async () => {
    const link = await watched('/killed', html(listedPage()))
    const clock = testClock(new Date(Date.now() + 8 * DAY))
    const { repo, runner } = checkerOn(ctx.database.db, clock)
    // A process claims the due link and dies before checking it.
    const claimed = await repo.claimDue(clock.now(), 1000, 120)
    expect(claimed.map((l) => l.id)).toContain(link.id)
    clock.advance(MINUTE)
    await runner().runDue()
    expect(requestsTo(link.host, '/killed')).toHaveLength(0)
    clock.advance(2 * MINUTE)
    await runner().runDue()
    expect(requestsTo(link.host, '/killed')).toHaveLength(1)
    expect((await repo.history(link.id))[0]?.outcome).toBe('ok')
  })

  it('shares the due checks between two processes: each is done exactly once', async () => {
    const links = await Promise.all(Array.from({ length: 20 }, (_, i) => watched(`/shared-${i}`, html(listedPage()))))
    const clock = testClock(new Date(Date.now() + 8 * DAY))
    // On PostgreSQL the second process has a pool of its own; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    try {
      const one = checkerOn(ctx.database.db, clock).runner(3)
      const two = checkerOn(second?.db ?? ctx.database.db, clock).runner(3)
      const [a, b] = await Promise.all([one.runDue(), two.runDue()])
      for (const link of links) expect(requestsTo(link.host, link.path)).toHaveLength(1)
      expect(a + b).toBeGreaterThanOrEqual(links.length)
      const repo = linkWatchRepository(ctx.database.db)
      for (const link of links) expect(await repo.history(link.id)).toHaveLength(1)
    } finally {
      await second?.close()
    }
  })

  it('runs with the server when LINK_WATCH is on, and stops cleanly when it closes', async () => {
    expect(loadConfig({ SECRET_KEY: 'x'.repeat(40), LINK_WATCH: 'off' }).linkWatch).toBe(false)
    const link = await watched('/background', html(listedPage()))
    const requested = new Promise<void>((done) => {
      onRequest = (request) => {
        if (request.host === link.host && request.path === link.path) done()
      }
    })
    // Eight days ahead, so the link (weekly: it starts years from now) is due; waits are real, as the server's are.
    const clock: Clock = { now: () => new Date(Date.now() + 8 * DAY), sleep: systemClock.sleep }
    const app = await buildApp({
      config: { ...ctx.config, linkWatch: true, linkWatchHostDelayS: 0 },
      db: ctx.database.db,
      linkWatch: { clock, resolve },
    })
    await app.ready()
    await requested
    await app.close()
    expect(requestsTo(link.host, link.path)).toHaveLength(1)
  })
})
