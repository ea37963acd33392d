import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { WEBHOOK_DELIVERY_ERRORS, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOKS } from '../../common/webhooks.js'
import { buildApp } from '../../server/app.js'
import { linkWatchRepository } from '../../server/db/repositories/link-watch.js'
import { EXTRACTION_MESSAGES } from '../../server/services/extraction/index.js'
import { jobRunner } from '../../server/services/jobs/runner.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  hackathonBody,
  seedHackathon,
  type TestContext,
  type TestUser,
  testClock,
} from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

/** What the receiver got: one request each. */
interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A local receiver; each path behaves as its name says: `ok` 204, `fail` 500, `hang` never answers,
 * `redirect` 302 to `ok`, `huge` a 2xx with an endless body.
 */
const received: Received[] = []
const open = new Set<ServerResponse>()
let receiver: Server
let origin = ''

function behave(path: string, res: ServerResponse) {
  const kind = path.split('/')[1]
  if (kind === 'fail') return res.writeHead(500).end('no')
  if (kind === 'redirect') return res.writeHead(302, { location: `${origin}/ok/redirected` }).end()
  if (kind === 'hang') {
    open.add(res)
    return
  }
  if (kind === 'huge') {
    open.add(res)
    res.writeHead(200, { 'content-type': 'text/plain' })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) {}
      if (!res.destroyed) res.once('drain', pump)
    }
    return pump()
  }
  res.writeHead(204).end()
}

const clock = testClock()
/**
 * The receiver answers at once, but on a busy two-core machine a delivery can take over a second to
 * reach it: a time-out that short failed a delivery that was on its way. The apps that deliver wait
 * as a real sender would; only the test of the time-out itself cuts early, at `CUT_AT_MS`.
 */
const TIMEOUT_MS = 30_000
const CUT_AT_MS = 3_000
let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let owner: TestUser
let editor: TestUser

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      behave(req.url ?? '/', res)
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  smtp = await startSmtpCapture()
  ctx = await createTestApp(
    { extractAllowPrivateNetwork: true, smtp: smtp.smtpConfig, webhookRetrySeconds: 60 },
    { webhooks: { clock, timeoutMs: TIMEOUT_MS } },
  )
  owner = await createUser(ctx)
  editor = await createUser(ctx, { role: ROLE.editor })
})

afterAll(async () => {
  for (const res of open) res.destroy()
  await ctx?.close()
  await smtp?.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

afterEach(async () => {
  // Each test starts with nothing queued and no webhook of the owner's, on the real clock.
  for (const res of open) res.destroy()
  open.clear()
  await ctx.app.webhooks.dispatchNow()
  const mine = await ctx.app.repos.webhooks.list({ all: true })
  for (const webhook of mine) await ctx.app.repos.webhooks.remove(webhook.id, { all: true })
  received.length = 0
  clock.set(new Date())
})

let paths = 0
/** A path of its own on the receiver, so a test reads only what was sent to its webhook. */
const hookUrl = (kind = 'ok') => `${origin}/${kind}/${++paths}`

async function createWebhook(payload: Record<string, unknown>, as: TestUser = owner) {
  const response = await ctx.app.inject({ method: 'POST', url: `${API}/webhooks/`, headers: as.headers, payload })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; secret: string | null; url: string }
}

const deliveriesOf = async (id: string, as: TestUser = owner) => {
  const response = await ctx.app.inject({ url: `${API}/webhooks/${id}/deliveries`, headers: as.headers })
  expect(response.statusCode, response.body).toBe(200)
  return (
    response.json() as {
      data: { event: string; attempt: number; status_code: number | null; error: string | null }[]
    }
  ).data
}

/** Matches the new revisions and makes every attempt due now, as the schedules would. */
async function deliverDue(app = ctx.app) {
  await app.webhooks.dispatchNow()
  const runner = jobRunner(app.webhooks.deliveryJob(), { clock, concurrency: 8, pollMs: 1000 })
  return runner.runDue()
}

const sentTo = (url: string) => {
  const path = new URL(url).pathname
  return received.filter((request) => request.path === path)
}
const bodiesTo = (url: string) =>
  sentTo(url).map(
    (request) =>
      JSON.parse(request.body) as { type: string; data: { hackathon: Record<string, unknown>; changed?: string[] } },
  )

async function createHackathon(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: editor.headers,
    payload: hackathonBody(payload),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; name: string }
}

const edit = (id: string, payload: Record<string, unknown>, as: TestUser = editor) =>
  ctx.app.inject({ method: 'PATCH', url: `${API}/hackathons/${id}`, headers: as.headers, payload })

describe('creating a webhook', () => {
  it('answers 201 with a standard secret shown only there, and lists it without the secret', async () => {
    const created = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { themes: 'ai' } })
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    expect(Buffer.from(created.secret?.slice(6) ?? '', 'base64').length).toBeGreaterThanOrEqual(24)
    expect(created).toMatchObject({ kind: 'standard', events: [...WEBHOOK_EVENTS], active: true })
    const list = await ctx.app.inject({ url: `${API}/webhooks/`, headers: owner.headers })
    expect(list.json()).toMatchObject({ count: 1, data: [{ id: created.id, filters: { themes: 'ai' } }] })
    expect(list.body).not.toContain(created.secret)
    const one = await ctx.app.inject({ url: `${API}/webhooks/${created.id}`, headers: owner.headers })
    expect(one.statusCode).toBe(200)
    expect(one.body).not.toContain(created.secret)
    const discord = await createWebhook({ url: hookUrl(), kind: 'discord', events: ['hackathon.created'] })
    expect(discord).toMatchObject({ secret: null, events: ['hackathon.created'] })
  })

  it('refuses a malformed URL, another scheme, an unknown event, bad filters and an 11th webhook, storing nothing', async () => {
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `${API}/webhooks/`, headers: owner.headers, payload })
    const malformed = await post({ url: 'not a url', kind: 'standard' })
    expectValidationError(malformed, ['body', 'url'])
    expect(malformed.body).toContain(EXTRACTION_MESSAGES.badScheme)
    expectValidationError(await post({ url: 'ftp://example.com/hook', kind: 'standard' }), ['body', 'url'])
    expectValidationError(await post({ url: hookUrl(), kind: 'standard', events: ['hackathon.deleted'] }), [
      'body',
      'events',
      0,
    ])
    expectValidationError(await post({ url: hookUrl(), kind: 'teams' }), ['body', 'kind'])
    expectValidationError(await post({ url: hookUrl(), kind: 'standard', filters: { registration: 'maybe' } }), [
      'body',
      'filters',
      'registration',
    ])
    expectValidationError(await post({ url: `${origin}/${'x'.repeat(WEBHOOKS.urlMax)}`, kind: 'slack' }), [
      'body',
      'url',
    ])
    expect(await ctx.app.repos.webhooks.list({ userId: owner.user.id })).toHaveLength(0)

    for (let i = 0; i < WEBHOOKS.perUserMax; i++) await createWebhook({ url: hookUrl(), kind: 'slack' })
    const eleventh = await post({ url: hookUrl(), kind: 'slack' })
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json()).toEqual({ detail: WEBHOOK_MESSAGES.tooMany })
    expect(await ctx.app.repos.webhooks.list({ userId: owner.user.id })).toHaveLength(WEBHOOKS.perUserMax)
  })

  it("needs a verified address, and answers 404 for another's webhook; an admin reaches every one", async () => {
    const unverified = await createUser(ctx, { emailVerified: false })
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${API}/webhooks/`,
      headers: unverified.headers,
      payload: { url: hookUrl(), kind: 'standard' },
    })
    expect(refused.statusCode).toBe(403)
    const mine = await createWebhook({ url: hookUrl(), kind: 'standard' })
    const other = await createUser(ctx)
    for (const [method, url] of [
      ['GET', `/webhooks/${mine.id}`],
      ['PATCH', `/webhooks/${mine.id}`],
      ['DELETE', `/webhooks/${mine.id}`],
      ['POST', `/webhooks/${mine.id}/test`],
      ['GET', `/webhooks/${mine.id}/deliveries`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `${API}${url}`,
        headers: other.headers,
        ...(method === 'PATCH' ? { payload: { active: false } } : {}),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await ctx.app.inject({ url: `${API}/webhooks/`, headers: other.headers })).json()).toEqual({
      data: [],
      count: 0,
    })
    const admin = await createUser(ctx, { role: ROLE.admin })
    const all = (await ctx.app.inject({ url: `${API}/webhooks/`, headers: admin.headers })).json() as {
      data: { id: string }[]
    }
    expect(all.data.map((webhook) => webhook.id)).toContain(mine.id)
  })
})

describe('Test', () => {
  it('sends a signed ping now and answers its delivery, which the log lists', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard' })
    const tested = await ctx.app.inject({
      method: 'POST',
      url: `${API}/webhooks/${webhook.id}/test`,
      headers: owner.headers,
    })
    expect(tested.statusCode, tested.body).toBe(200)
    expect(tested.json()).toMatchObject({ event: 'ping', attempt: 1, status_code: 204, error: null })
    const [ping] = sentTo(webhook.url)
    expect(ping).toBeDefined()
    const verified = new Webhook(webhook.secret ?? '').verify(ping?.body ?? '', ping?.headers as Record<string, string>)
    expect(verified).toMatchObject({ type: 'ping' })
    expect(await deliveriesOf(webhook.id)).toMatchObject([{ event: 'ping', status_code: 204 }])
  })

  it('records a failing receiver as a failed delivery, with its status', async () => {
    const webhook = await createWebhook({ url: hookUrl('fail'), kind: 'slack' })
    const tested = await ctx.app.inject({
      method: 'POST',
      url: `${API}/webhooks/${webhook.id}/test`,
      headers: owner.headers,
    })
    expect(tested.json()).toMatchObject({ status_code: 500, error: WEBHOOK_DELIVERY_ERRORS.status(500) })
  })
})

describe('events', () => {
  it('a create that matches sends hackathon.created once; an edit sends hackathon.updated with the fields changed', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { themes: 'ai' } })
    const other = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { themes: 'health' } })
    const hackathon = await createHackathon({ name: 'Webhook AI Hack', themes: ['ai'] })
    await deliverDue()
    expect(bodiesTo(webhook.url)).toMatchObject([
      { type: 'hackathon.created', data: { hackathon: { id: hackathon.id, name: 'Webhook AI Hack' } } },
    ])
    expect(bodiesTo(other.url)).toEqual([])

    expect((await edit(hackathon.id, { name: 'Webhook AI Hack II' })).statusCode).toBe(200)
    await deliverDue()
    const [, updated] = bodiesTo(webhook.url)
    expect(updated).toMatchObject({
      type: 'hackathon.updated',
      data: { hackathon: { name: 'Webhook AI Hack II' }, changed: ['name'] },
    })
    // The public object never carries an e-mail address.
    for (const request of sentTo(webhook.url)) expect(request.body).not.toMatch(/@example\.com/)

    // An edit that makes it match the other webhook's filters announces it there, once.
    expect((await edit(hackathon.id, { themes: ['ai', 'health'] })).statusCode).toBe(200)
    await deliverDue()
    expect((await edit(hackathon.id, { description: 'Now about health too' })).statusCode).toBe(200)
    await deliverDue()
    expect(bodiesTo(other.url).map((body) => body.type)).toEqual(['hackathon.created', 'hackathon.updated'])
  })

  it('cancelling sends hackathon.cancelled; a webhook follows only the events it names', async () => {
    const all = await createWebhook({ url: hookUrl(), kind: 'standard' })
    const createdOnly = await createWebhook({ url: hookUrl(), kind: 'standard', events: ['hackathon.created'] })
    const hackathon = await createHackathon({ name: 'To Be Cancelled' })
    await deliverDue()
    expect((await edit(hackathon.id, { cancelled: true })).statusCode).toBe(200)
    await deliverDue()
    expect(bodiesTo(all.url).map((body) => body.type)).toEqual(['hackathon.created', 'hackathon.cancelled'])
    expect(bodiesTo(createdOnly.url).map((body) => body.type)).toEqual(['hackathon.created'])
  })

  it('an approved suggestion, a revert and an import each produce their event', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { q: 'Sourcing' } })
    const user = await createUser(ctx)
    const filed = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: user.headers,
      payload: hackathonBody({ name: 'Sourcing Suggested' }),
    })
    expect(filed.statusCode, filed.body).toBe(202)
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${(filed.json() as { id: string }).id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const id = (approved.json() as { hackathon_id: string }).hackathon_id
    await deliverDue()
    expect(bodiesTo(webhook.url)).toMatchObject([{ type: 'hackathon.created', data: { hackathon: { id } } }])

    expect((await edit(id, { location: 'Lyon' })).statusCode).toBe(200)
    await deliverDue()
    const history = await ctx.app.inject({ url: `${API}/hackathons/${id}/revisions` })
    const [latest] = (history.json() as { data: { id: string }[] }).data
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    const reverted = await ctx.app.inject({
      method: 'POST',
      url: `${API}/revisions/${latest?.id}/revert`,
      headers: moderator.headers,
    })
    expect(reverted.statusCode, reverted.body).toBe(201)
    await deliverDue()
    const changes = bodiesTo(webhook.url).slice(1)
    expect(changes.map((body) => body.type)).toEqual(['hackathon.updated', 'hackathon.updated'])
    expect(changes[1]?.data.hackathon.location).toBeNull()

    // An import: a hackathon written with the import's origin, as a source run writes it.
    await ctx.app.repos.hackathons.create(
      {
        name: 'Sourcing Imported',
        url: `https://imported.example/${Math.random()}`,
        startDate: new Date('2031-05-01T10:00:00Z'),
        endDate: new Date('2031-05-02T10:00:00Z'),
      },
      { source: 'import', authorId: null, sourceName: 'A calendar' },
    )
    await deliverDue()
    expect(bodiesTo(webhook.url).at(-1)).toMatchObject({
      type: 'hackathon.created',
      data: { hackathon: { name: 'Sourcing Imported' } },
    })
  })

  it("an organiser's edit and an approved link-watch finding each produce hackathon.updated", async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { q: 'Organised Watch' } })
    const hackathon = await createHackathon({ name: 'Organised Watch Hack' })
    await deliverDue()
    const organiser = await createUser(ctx)
    await ctx.app.repos.organizers.add(hackathon.id, organiser.user.id, null)
    expect((await edit(hackathon.id, { description: 'From the organisers' }, organiser)).statusCode).toBe(200)
    await deliverDue()
    const suggestionId = await linkWatchRepository(ctx.database.db).propose(
      hackathon.id,
      'moved',
      { url: 'https://organised-watch.example/new-home' },
      301,
    )
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestionId}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    await deliverDue()
    expect(bodiesTo(webhook.url)).toMatchObject([
      { type: 'hackathon.created' },
      { type: 'hackathon.updated', data: { changed: ['description'] } },
      { type: 'hackathon.updated', data: { hackathon: { url: 'https://organised-watch.example/new-home' } } },
    ])
    expect(bodiesTo(webhook.url)[2]?.data.changed).toContain('url')
  })

  it('a hackathon that matched before the webhook existed is updated, not created', async () => {
    const hackathon = await seedHackathon(ctx, {
      name: 'Known Before',
      startDate: new Date('2031-01-01T10:00:00Z'),
      endDate: new Date('2031-01-02T10:00:00Z'),
    })
    await ctx.app.webhooks.dispatchNow()
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard', filters: { q: 'Known Before' } })
    expect((await edit(hackathon.id, { description: 'More words' })).statusCode).toBe(200)
    await deliverDue()
    expect(bodiesTo(webhook.url)).toMatchObject([{ type: 'hackathon.updated', data: { changed: ['description'] } }])
  })

  it('registration.closing_soon goes out once, within 72 hours of a matching deadline', async () => {
    const webhook = await createWebhook({
      url: hookUrl(),
      kind: 'standard',
      filters: { q: 'Deadline' },
      events: ['registration.closing_soon'],
    })
    const deadline = new Date(clock.now().getTime() + 100 * 3_600_000)
    await createHackathon({
      name: 'Deadline Hack',
      start_date: new Date(deadline.getTime() + 86_400_000).toISOString(),
      end_date: new Date(deadline.getTime() + 2 * 86_400_000).toISOString(),
      registration_deadline: deadline.toISOString(),
    })
    await deliverDue()
    expect(await ctx.app.webhooks.closingSoonNow()).toBe(0)
    clock.advance(30 * 3_600_000)
    expect(await ctx.app.webhooks.closingSoonNow()).toBe(1)
    expect(await ctx.app.webhooks.closingSoonNow()).toBe(0)
    await deliverDue()
    expect(bodiesTo(webhook.url)).toMatchObject([
      { type: 'registration.closing_soon', data: { hackathon: { name: 'Deadline Hack' } } },
    ])
  })
})

describe('delivery', () => {
  it('signs each body as Standard Webhooks, verified by the standardwebhooks library', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard' })
    await createHackathon({ name: 'Signed Hack' })
    await deliverDue()
    const [request] = sentTo(webhook.url)
    const headers = request?.headers as Record<string, string>
    expect(headers['webhook-id']).toBeTruthy()
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60)
    expect(new Webhook(webhook.secret ?? '').verify(request?.body ?? '', headers)).toMatchObject({
      type: 'hackathon.created',
      timestamp: expect.any(String),
      data: { hackathon: { name: 'Signed Hack' } },
    })
    const forged = `${request?.body.slice(0, -1)} }`
    expect(() => new Webhook(webhook.secret ?? '').verify(forged, headers)).toThrow()
  })

  it('retries a failure with the same webhook-id, the waits doubling from WEBHOOK_RETRY_SECONDS, then gives up', async () => {
    const webhook = await createWebhook({ url: hookUrl('fail'), kind: 'standard' })
    await createHackathon({ name: 'Retried Hack' })
    await deliverDue()
    expect(sentTo(webhook.url)).toHaveLength(1)
    // Not before the first wait.
    clock.advance(59_000)
    await deliverDue()
    expect(sentTo(webhook.url)).toHaveLength(1)
    let wait = 60_000
    for (let retry = 1; retry <= WEBHOOKS.retries; retry++) {
      clock.advance(wait)
      await deliverDue()
      expect(sentTo(webhook.url)).toHaveLength(1 + retry)
      wait *= 2
    }
    clock.advance(wait * 4)
    await deliverDue()
    expect(sentTo(webhook.url)).toHaveLength(1 + WEBHOOKS.retries)
    const ids = new Set(sentTo(webhook.url).map((request) => request.headers['webhook-id']))
    expect(ids.size).toBe(1)
    const log = await deliveriesOf(webhook.id)
    expect(log.map((delivery) => delivery.attempt)).toEqual([6, 5, 4, 3, 2, 1])
    expect(log[0]).toMatchObject({ status_code: 500, error: WEBHOOK_DELIVERY_ERRORS.status(500) })
  })

  it(`pauses a webhook after ${WEBHOOKS.failuresToPause} failures in a row and mails its owner once; resuming clears them`, async () => {
    const webhook = await createWebhook({ url: hookUrl('fail'), kind: 'discord' })
    for (let i = 0; i < WEBHOOKS.failuresToPause + 2; i++) {
      await ctx.app.inject({ method: 'POST', url: `${API}/webhooks/${webhook.id}/test`, headers: owner.headers })
    }
    const read = await ctx.app.inject({ url: `${API}/webhooks/${webhook.id}`, headers: owner.headers })
    expect(read.json()).toMatchObject({ active: false, consecutive_failures: WEBHOOKS.failuresToPause + 2 })
    const mail = await smtp.mailTo(owner.user.email)
    expect(mail.text).toContain(webhook.url)
    expect(mail.text).toContain('/settings?tab=webhooks')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.mailsTo(owner.user.email)).toHaveLength(1)

    // A paused webhook receives nothing.
    await createHackathon({ name: 'While Paused' })
    await deliverDue()
    expect(sentTo(webhook.url)).toHaveLength(WEBHOOKS.failuresToPause + 2)

    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/webhooks/${webhook.id}`,
      headers: owner.headers,
      payload: { active: true },
    })
    expect(resumed.json()).toMatchObject({ active: true, consecutive_failures: 0 })
  })

  it('a redirect is an answer, not followed; a hanging or endless receiver is cut at the time-out', async () => {
    const redirect = await createWebhook({ url: hookUrl('redirect'), kind: 'standard' })
    const hang = await createWebhook({ url: hookUrl('hang'), kind: 'standard' })
    const huge = await createWebhook({ url: hookUrl('huge'), kind: 'standard' })
    const ok = await createWebhook({ url: hookUrl(), kind: 'standard' })
    await createHackathon({ name: 'Hard Receivers' })
    const cutting = await buildApp({
      config: { ...ctx.config, webhooks: false },
      db: ctx.database.db,
      webhooks: { clock, timeoutMs: CUT_AT_MS },
    })
    try {
      const started = Date.now()
      await deliverDue(cutting)
      // The four went out side by side, none waiting for another, and none past the time-out.
      expect(Date.now() - started).toBeLessThan(CUT_AT_MS * 4)
    } finally {
      await cutting.close()
    }
    expect(received.filter((request) => request.path.startsWith('/ok/redirected'))).toHaveLength(0)
    expect(await deliveriesOf(redirect.id)).toMatchObject([{ status_code: 302 }])
    expect(await deliveriesOf(hang.id)).toMatchObject([
      { status_code: null, error: WEBHOOK_DELIVERY_ERRORS.timeout(CUT_AT_MS / 1000) },
    ])
    expect(await deliveriesOf(huge.id)).toMatchObject([{ status_code: 200, error: null }])
    expect(await deliveriesOf(ok.id)).toMatchObject([{ status_code: 204, error: null }])
  })

  it('a crash between claim and send sends again, with the same webhook-id, once the claim lapses', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'standard' })
    await createHackathon({ name: 'Crashed Send' })
    await ctx.app.webhooks.dispatchNow()
    // A process claims the attempt and dies before sending.
    const [claimed] = await ctx.app.webhooks.deliveryJob().claim(clock.now(), 10)
    expect(claimed).toBeDefined()
    await deliverDue()
    expect(sentTo(webhook.url)).toHaveLength(0)
    clock.advance(61_000)
    await deliverDue()
    const [request] = sentTo(webhook.url)
    expect(request?.headers['webhook-id']).toBe(claimed?.id)
    expect(
      new Webhook(webhook.secret ?? '').verify(request?.body ?? '', request?.headers as Record<string, string>),
    ).toBeTruthy()
  })
})

describe('SSRF', () => {
  it('refuses a private address when the webhook is made, and again at delivery when DNS changed', async () => {
    const addresses = new Map([['hook.example', '93.184.216.34']])
    const strict = await buildApp({
      config: { ...ctx.config, extractAllowPrivateNetwork: false, webhooks: false },
      db: ctx.database.db,
      webhooks: {
        clock,
        timeoutMs: TIMEOUT_MS,
        resolve: async (host) => [{ address: addresses.get(host) ?? '127.0.0.1', family: 4 }],
      },
    })
    try {
      for (const url of [`${origin}/ok/private`, 'http://10.0.0.1/hook', 'http://[::1]/hook', 'http://metadata/x']) {
        const refused = await strict.inject({
          method: 'POST',
          url: `${API}/webhooks/`,
          headers: owner.headers,
          payload: { url, kind: 'standard' },
        })
        expectValidationError(refused, ['body', 'url'])
        expect(refused.body).toContain(EXTRACTION_MESSAGES.notAllowed)
      }
      const created = await strict.inject({
        method: 'POST',
        url: `${API}/webhooks/`,
        headers: owner.headers,
        payload: { url: 'http://hook.example/rebound', kind: 'standard' },
      })
      expect(created.statusCode, created.body).toBe(201)
      addresses.set('hook.example', '127.0.0.1')
      const tested = await strict.inject({
        method: 'POST',
        url: `${API}/webhooks/${(created.json() as { id: string }).id}/test`,
        headers: owner.headers,
      })
      expect(tested.json()).toMatchObject({ status_code: null, error: WEBHOOK_DELIVERY_ERRORS.notAllowed })
    } finally {
      await strict.close()
    }
  })
})

describe('bodies for chat services', () => {
  it('discord: one embed linking the public page, the dates in its zone, and no mentions', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'discord' })
    const hackathon = await createHackathon({
      name: '@everyone Hack',
      timezone: 'Europe/Berlin',
      location: 'Berlin',
      themes: ['ai'],
      start_date: '2031-06-01T08:00:00Z',
      end_date: '2031-06-02T16:00:00Z',
    })
    await deliverDue()
    const [request] = sentTo(webhook.url)
    const body = JSON.parse(request?.body ?? '{}')
    expect(body.allowed_mentions).toEqual({ parse: [] })
    expect(body.embeds).toHaveLength(1)
    expect(body.embeds[0]).toMatchObject({
      title: '@everyone Hack',
      url: `${ctx.config.frontendHost}/hackathons/${hackathon.id}`,
    })
    const fields = Object.fromEntries(
      (body.embeds[0].fields as { name: string; value: string }[]).map((field) => [field.name, field.value]),
    )
    expect(fields.Dates).toContain('10:00')
    expect(fields.Dates).toContain('(Europe/Berlin)')
    expect(fields.Place).toBe('Berlin')
    expect(fields.Themes).toBeTruthy()
  })

  it('slack: a text and blocks linking the public page', async () => {
    const webhook = await createWebhook({ url: hookUrl(), kind: 'slack' })
    const hackathon = await createHackathon({ name: 'Slack <Hack>' })
    await deliverDue()
    const body = JSON.parse(sentTo(webhook.url)[0]?.body ?? '{}')
    expect(body.text).toContain('Slack &lt;Hack&gt;')
    expect(JSON.stringify(body.blocks)).toContain(`${ctx.config.frontendHost}/hackathons/${hackathon.id}`)
  })
})

describe('several processes', () => {
  it('two app instances on one database send each event once per webhook', async () => {
    const second = await buildApp({
      config: { ...ctx.config, webhooks: false },
      db: ctx.database.db,
      webhooks: { clock, timeoutMs: TIMEOUT_MS },
    })
    try {
      const webhooks = []
      for (let i = 0; i < 3; i++) webhooks.push(await createWebhook({ url: hookUrl(), kind: 'standard' }))
      for (let i = 0; i < 4; i++) await createHackathon({ name: `Twice ${i}` })
      const run = (app: typeof second) =>
        jobRunner(app.webhooks.deliveryJob(), { clock, concurrency: 4, pollMs: 1000 }).runDue()
      await Promise.all([ctx.app.webhooks.dispatchNow(), second.webhooks.dispatchNow()])
      await Promise.all([run(ctx.app), run(second)])
      for (const webhook of webhooks) {
        const ids = sentTo(webhook.url).map((request) => request.headers['webhook-id'])
        expect(ids).toHaveLength(4)
        expect(new Set(ids).size).toBe(4)
      }
    } finally {
      await second.close()
    }
  })
})
