import { createHash } from 'node:crypto'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { CLAIM, ORGANIZER_INVITATION, ORGANIZER_MESSAGES } from '../../common/organizers.js'
import { ROLE } from '../../common/roles.js'
import { organizerInvitations } from '../../server/db/schema.js'
import { EXTRACTION_MESSAGES } from '../../server/services/extraction/index.js'
import { eventJsonLd } from '../../server/services/page-head.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser } from './helpers.js'
import { linkIn, startSmtpCapture } from './support/smtp-capture.js'

/**
 * Claims and organisers against a real site on loopback: the token on the page or in the
 * well-known file proves control, nothing else does (no token, a redirect to another host, a page
 * too large to read); organisers' edits apply at once through the editors' path, and organisers
 * invite others by e-mail (who join only once they accept, telling the inviter nothing about who
 * has the address) and remove each other.
 */

type Handler = (res: ServerResponse) => void
let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let site: Server
let port = 0
const routes = new Map<string, Handler>()
const seen: { host: string; path: string }[] = []
let pathCounter = 0

const html =
  (body: string): Handler =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(body)
  }
const text =
  (body: string): Handler =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(body)
  }
const redirect =
  (to: string): Handler =>
  (res) => {
    res.writeHead(302, { location: to })
    res.end()
  }
const pageWith = (head: string) => `<!doctype html><html><head><title>Hack</title>${head}</head><body>Hi</body></html>`

/** The event's site is http://127.0.0.1:port; http://localhost:port is "another host" on the same server. */
const eventUrl = (path: string) => `http://127.0.0.1:${port}${path}`
const requestsTo = (host: string) => seen.filter((request) => request.host === host)

/** A hackathon listed at a page of its own on the loopback site. */
async function listedAt(handler?: Handler) {
  const path = `/event-${++pathCounter}`
  if (handler) routes.set(path, handler)
  const hackathon = await seedHackathon(ctx, { url: eventUrl(path), name: `Claimable ${pathCounter}` })
  return { id: hackathon.id, path }
}

const claim = (id: string, as: TestUser) =>
  ctx.app.inject({ method: 'POST', url: `${API}/hackathons/${id}/claim`, headers: as.headers })
const verify = (id: string, as: TestUser) =>
  ctx.app.inject({ method: 'POST', url: `${API}/hackathons/${id}/claim/verify`, headers: as.headers })
async function tokenOf(id: string, as: TestUser): Promise<string> {
  const response = await claim(id, as)
  expect(response.statusCode).toBe(200)
  return (response.json() as { token: string }).token
}

/** Makes `as` an organiser of `id` by the meta tag on its page. */
async function claimed(as: TestUser, id?: string) {
  const hackathon = id ? { id } : await listedAt()
  const page = (await ctx.app.repos.hackathons.findById(hackathon.id))?.url ?? ''
  routes.set(
    new URL(page).pathname,
    html(pageWith(`<meta name="${CLAIM.metaName}" content="${await tokenOf(hackathon.id, as)}">`)),
  )
  expect((await verify(hackathon.id, as)).statusCode).toBe(200)
  return hackathon.id
}

const read = async (id: string) =>
  (await ctx.app.inject({ url: `${API}/hackathons/${id}` })).json() as { name: string; verified_organizer: boolean }
const organizersOf = async (id: string) =>
  (await ctx.app.inject({ url: `${API}/hackathons/${id}/organizers` })).json() as {
    data: { user_id: string; name: string | null }[]
    count: number
  }

beforeAll(async () => {
  site = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    seen.push({ host: (req.headers.host ?? '').replace(/:\d+$/, ''), path })
    const handler = routes.get(path)
    if (handler) return handler(res)
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('not here')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  port = (site.address() as AddressInfo).port
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ extractAllowPrivateNetwork: true, smtp: smtp.smtpConfig })
})
afterAll(async () => {
  await ctx?.close()
  await smtp?.close()
  await new Promise((resolve) => site?.close(resolve))
})
beforeEach(() => {
  seen.length = 0
  routes.delete(CLAIM.wellKnownPath)
})

describe('claiming a listing', () => {
  it("gives each account its own token for each hackathon, and where to put it on the event's own site", async () => {
    const me = await createUser(ctx)
    const other = await createUser(ctx)
    const { id, path } = await listedAt()
    const response = await claim(id, me)
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[\w-]{20,}$/),
      meta_tag: `<meta name="${CLAIM.metaName}" content="${(response.json() as { token: string }).token}">`,
      well_known_url: `http://127.0.0.1:${port}${CLAIM.wellKnownPath}`,
    })
    expect(await tokenOf(id, me)).toBe((response.json() as { token: string }).token)
    expect(await tokenOf(id, other)).not.toBe(await tokenOf(id, me))
    expect(await tokenOf((await listedAt()).id, me)).not.toBe(await tokenOf(id, me))
    // Asking for a token requests nothing from the site.
    expect(seen.filter((request) => request.path === path)).toEqual([])
  })

  it('is verified by the meta tag on the page at its url, with one request to the event host', async () => {
    const me = await createUser(ctx, { name: 'Ada Organiser' })
    const { id } = await listedAt()
    expect((await read(id)).verified_organizer).toBe(false)
    await claimed(me, id)
    expect(requestsTo('127.0.0.1')).toHaveLength(1)
    expect((await read(id)).verified_organizer).toBe(true)
    const organizers = await organizersOf(id)
    expect(organizers).toEqual({ data: [{ user_id: me.user.id, name: 'Ada Organiser' }], count: 1 })
    expect(JSON.stringify(organizers)).not.toContain(me.user.email)
  })

  it('is verified by the token in the well-known file on its host (after the page, two requests)', async () => {
    const me = await createUser(ctx)
    const { id } = await listedAt(html(pageWith('')))
    routes.set(CLAIM.wellKnownPath, text(`some-other-organisers-token\n${await tokenOf(id, me)}\n`))
    const response = await verify(id, me)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ verified: true })
    expect(requestsTo('127.0.0.1').map((request) => request.path)).toEqual([
      new URL((await ctx.app.repos.hackathons.findById(id))?.url ?? '').pathname,
      CLAIM.wellKnownPath,
    ])
    expect((await read(id)).verified_organizer).toBe(true)
  })

  it('is refused (400, saying what was looked for) when neither place holds the token', async () => {
    const me = await createUser(ctx)
    const other = await createUser(ctx)
    // Another account's token proves nothing for this one.
    const { id } = await listedAt()
    routes.set(
      new URL((await ctx.app.repos.hackathons.findById(id))?.url ?? '').pathname,
      html(pageWith(`<meta name="${CLAIM.metaName}" content="${await tokenOf(id, other)}">`)),
    )
    const response = await verify(id, me)
    expect(response.statusCode).toBe(400)
    const { detail } = response.json() as { detail: string }
    expect(detail).toContain(`<meta name="${CLAIM.metaName}"`)
    expect(detail).toContain(ORGANIZER_MESSAGES.noMetaTag)
    expect(detail).toContain(`http://127.0.0.1:${port}${CLAIM.wellKnownPath}`)
    expect(detail).toContain(EXTRACTION_MESSAGES.badStatus({ status: 404 }))
    expect((await read(id)).verified_organizer).toBe(false)
    expect((await organizersOf(id)).count).toBe(0)
  })

  it('does not count a redirect to another host, and never requests that host', async () => {
    const me = await createUser(ctx)
    const elsewhere = `http://localhost:${port}/elsewhere`
    const { id } = await listedAt(redirect(elsewhere))
    routes.set('/elsewhere', html(pageWith(`<meta name="${CLAIM.metaName}" content="${await tokenOf(id, me)}">`)))
    routes.set(CLAIM.wellKnownPath, redirect(`http://localhost:${port}/token.txt`))
    routes.set('/token.txt', text(await tokenOf(id, me)))
    const response = await verify(id, me)
    expect(response.statusCode).toBe(400)
    expect((response.json() as { detail: string }).detail).toContain(ORGANIZER_MESSAGES.otherHost)
    expect(requestsTo('localhost')).toEqual([])
    expect((await read(id)).verified_organizer).toBe(false)
  })

  it('does not count a redirect to another port of the same host, and never requests it', async () => {
    const me = await createUser(ctx)
    const otherPort = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('should never be asked')
    })
    let asked = 0
    otherPort.on('request', () => {
      asked++
    })
    await new Promise<void>((resolve) => otherPort.listen(0, '127.0.0.1', resolve))
    try {
      const elsewhere = `http://127.0.0.1:${(otherPort.address() as AddressInfo).port}`
      const { id } = await listedAt(redirect(`${elsewhere}/page`))
      routes.set(CLAIM.wellKnownPath, redirect(`${elsewhere}${CLAIM.wellKnownPath}`))
      const response = await verify(id, me)
      expect(response.statusCode).toBe(400)
      expect((response.json() as { detail: string }).detail).toContain(ORGANIZER_MESSAGES.otherHost)
      expect(asked).toBe(0)
      expect((await read(id)).verified_organizer).toBe(false)
    } finally {
      await new Promise((resolve) => otherPort.close(resolve))
    }
  })

  it.each([
    ['a <template> in the head', (tag: string) => pageWith(`<template>${tag}</template>`)],
    [
      "the page's body (what visitors may post)",
      (tag: string) => `<!doctype html><html><head><title>Hack</title></head><body><div>${tag}</div></body></html>`,
    ],
    [
      'a head written after the body',
      (tag: string) => `<!doctype html><html><head><title>Hack</title></head><body>Hi</body><head>${tag}</head></html>`,
    ],
  ])('does not count the meta tag in %s, only in the head of the page', async (_, page) => {
    const me = await createUser(ctx)
    const { id } = await listedAt()
    const tag = `<meta name="${CLAIM.metaName}" content="${await tokenOf(id, me)}">`
    const path = new URL((await ctx.app.repos.hackathons.findById(id))?.url ?? '').pathname
    routes.set(path, html(page(tag)))
    const response = await verify(id, me)
    expect(response.statusCode).toBe(400)
    expect((response.json() as { detail: string }).detail).toContain(ORGANIZER_MESSAGES.noMetaTag)
    expect((await read(id)).verified_organizer).toBe(false)
    // The same tag in the head proves it.
    routes.set(path, html(pageWith(tag)))
    expect((await verify(id, me)).statusCode).toBe(200)
  })

  it('follows a redirect that stays on the host', async () => {
    const me = await createUser(ctx)
    const { id } = await listedAt(redirect('/moved-here'))
    routes.set('/moved-here', html(pageWith(`<meta name="${CLAIM.metaName}" content="${await tokenOf(id, me)}">`)))
    expect((await verify(id, me)).statusCode).toBe(200)
  })

  it('does not read a page larger than the bound, whatever it holds', async () => {
    const me = await createUser(ctx)
    const { id } = await listedAt()
    const tag = `<meta name="${CLAIM.metaName}" content="${await tokenOf(id, me)}">`
    routes.set(
      new URL((await ctx.app.repos.hackathons.findById(id))?.url ?? '').pathname,
      html(pageWith(`${tag}<!-- ${'x'.repeat(CLAIM.pageMaxBytes)} -->`)),
    )
    const response = await verify(id, me)
    expect(response.statusCode).toBe(400)
    expect((response.json() as { detail: string }).detail).toContain(EXTRACTION_MESSAGES.tooLarge)
  })

  it('never reaches a private address outside tests', async () => {
    const strict = await createTestApp({ extractAllowPrivateNetwork: false })
    try {
      const me = await createUser(strict)
      const hackathon = await seedHackathon(strict, { url: eventUrl('/private') })
      seen.length = 0
      const response = await strict.app.inject({
        method: 'POST',
        url: `${API}/hackathons/${hackathon.id}/claim/verify`,
        headers: me.headers,
      })
      expect(response.statusCode).toBe(400)
      expect((response.json() as { detail: string }).detail).toContain(EXTRACTION_MESSAGES.notAllowed)
      expect(seen).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('needs a verified e-mail address (403 before)', async () => {
    const unverified = await createUser(ctx, { emailVerified: false })
    const { id } = await listedAt()
    for (const response of [await claim(id, unverified), await verify(id, unverified)]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: EMAIL_VERIFICATION_MESSAGES.verifyFirst })
    }
    expect(seen).toEqual([])
  })

  it('answers 404 for an unknown hackathon', async () => {
    const me = await createUser(ctx)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await claim(unknown, me)).statusCode).toBe(404)
    expect((await verify(unknown, me)).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `${API}/hackathons/${unknown}/organizers` })).statusCode).toBe(404)
    const add = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/${unknown}/organizers`,
      headers: me.headers,
      payload: { email: me.user.email },
    })
    expect(add.json()).toEqual({ detail: 'Hackathon not found' })
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/hackathons/${unknown}/organizers/${me.user.id}`,
      headers: me.headers,
    })
    expect(remove.statusCode).toBe(404)
  })

  it(`bounds verifications per user (${CLAIM.verifyMax} per window, whatever the hackathon), other users unaffected`, async () => {
    const me = await createUser(ctx)
    const other = await createUser(ctx)
    const { id } = await listedAt(html(pageWith('')))
    for (let i = 0; i < CLAIM.verifyMax; i++) expect((await verify(id, me)).statusCode).toBe(400)
    const refused = await verify((await listedAt()).id, me)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await verify(id, other)).statusCode).toBe(400)
  })
})

describe("organisers' edits", () => {
  it('apply at once (200) for an organiser of any role, and show on the public read', async () => {
    const organiser = await createUser(ctx, { role: ROLE.user })
    const id = await claimed(organiser)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: organiser.headers,
      payload: { name: 'Renamed by its organiser', location: 'Berlin' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Renamed by its organiser', verified_organizer: true })
    expect(await read(id)).toMatchObject({ name: 'Renamed by its organiser', verified_organizer: true })
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/hackathons/${id}`,
      headers: organiser.headers,
      payload: {
        name: 'Replaced by its organiser',
        url: (await ctx.app.repos.hackathons.findById(id))?.url,
        start_date: '2031-05-01T09:00:00Z',
        end_date: '2031-05-02T18:00:00Z',
      },
    })
    expect(put.statusCode).toBe(200)
    expect((await read(id)).name).toBe('Replaced by its organiser')

    // The history says an organiser made both changes, by name and never by address.
    const history = await ctx.app.inject({ url: `${API}/hackathons/${id}/revisions` })
    expect(history.statusCode, history.body).toBe(200)
    const { data } = history.json() as { data: { source: string; author: string | null; changes: object }[] }
    expect(data.slice(0, 2).map((revision) => revision.source)).toEqual(['organiser', 'organiser'])
    expect(data[0]?.changes).toMatchObject({
      name: { from: 'Renamed by its organiser', to: 'Replaced by its organiser' },
    })
    expect(history.body).not.toContain(organiser.user.email)
  })

  it('keep the validation and duplicate rules of an editor', async () => {
    const organiser = await createUser(ctx)
    const id = await claimed(organiser)
    const taken = await seedHackathon(ctx)
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `${API}/hackathons/${id}`, headers: organiser.headers, payload })
    expect((await patch({ end_date: '2000-01-01T00:00:00Z' })).statusCode).toBe(422)
    expect((await patch({ name: '' })).statusCode).toBe(422)
    const duplicate = await patch({ url: taken.url })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({ existing_id: taken.id })
  })

  it('are a suggestion (202) from anyone else, an organiser of another hackathon included', async () => {
    const organiser = await createUser(ctx)
    await claimed(organiser)
    const { id } = await listedAt()
    const before = await read(id)
    for (const as of [organiser, await createUser(ctx)]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `${API}/hackathons/${id}`,
        headers: as.headers,
        payload: { name: `Suggested ${Math.random()}` },
      })
      expect(response.statusCode).toBe(202)
    }
    expect((await read(id)).name).toBe(before.name)
  })

  it('never let an organiser delete the hackathon', async () => {
    const organiser = await createUser(ctx)
    const id = await claimed(organiser)
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/hackathons/${id}`,
      headers: organiser.headers,
    })
    expect(response.statusCode).toBe(403)
  })

  it('list the hackathons one organises under /users/me/hackathons', async () => {
    const organiser = await createUser(ctx)
    const first = await claimed(organiser)
    const second = await claimed(organiser)
    await listedAt()
    const response = await ctx.app.inject({ url: `${API}/users/me/hackathons`, headers: organiser.headers })
    expect(response.statusCode).toBe(200)
    const { data, count } = response.json() as { data: { id: string; verified_organizer: boolean }[]; count: number }
    expect(count).toBe(2)
    expect(data.map((row) => row.id).sort()).toEqual([first, second].sort())
    expect(data.every((row) => row.verified_organizer)).toBe(true)
  })
})

describe("the listing's site", () => {
  const patch = (id: string, as: TestUser, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `${API}/hackathons/${id}`, headers: as.headers, payload })
  const urlOf = async (id: string) => (await ctx.app.repos.hackathons.findById(id))?.url ?? ''
  const history = async (id: string) =>
    (
      (await ctx.app.inject({ url: `${API}/hackathons/${id}/revisions` })).json() as {
        data: { source: string; changes: Record<string, { from: unknown; to: unknown }> }[]
      }
    ).data

  it("is an organiser's to move within its origin at once, and to another only by suggestion (202)", async () => {
    const organiser = await createUser(ctx, { role: ROLE.user })
    const id = await claimed(organiser)
    const within = eventUrl(`/moved-within-${pathCounter}`)
    const same = await patch(id, organiser, { url: within })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json()).toMatchObject({ url: within, verified_organizer: true })
    const { name } = await read(id)
    // Another host, another port of the same host, another scheme: each is another site.
    for (const elsewhere of [
      'https://another-site.example/hack',
      `http://127.0.0.1:${port + 1}/hack`,
      `https://127.0.0.1:${port}/hack`,
    ]) {
      const response = await patch(id, organiser, { url: elsewhere, name: 'Renamed on the way' })
      expect(response.statusCode, response.body).toBe(202)
      expect(response.json()).toMatchObject({ kind: 'update', url: elsewhere, name: 'Renamed on the way' })
    }
    // Nothing of those changes applied, not even the name sent with the address.
    expect(await read(id)).toMatchObject({ name, verified_organizer: true })
    expect(await urlOf(id)).toBe(within)
  })

  it('ends the verification when moved to another origin by an editor: the organisers are plain users again', async () => {
    const organiser = await createUser(ctx, { name: 'Former Organiser' })
    const editor = await createUser(ctx, { role: ROLE.editor })
    const id = await claimed(organiser)
    const moved = await patch(id, editor, { url: 'https://taken-over.example/hack' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ verified_organizer: false })
    expect(await organizersOf(id)).toEqual({ data: [], count: 0 })
    expect((await patch(id, organiser, { name: 'Still mine?' })).statusCode).toBe(202)
    const [latest] = await history(id)
    expect(latest).toMatchObject({ source: 'edit', changes: { url: { to: 'https://taken-over.example/hack' } } })
    // Within the origin it stays verified.
    const keeper = await createUser(ctx)
    const kept = await claimed(keeper)
    expect((await patch(kept, editor, { url: eventUrl(`/renamed-${pathCounter}`) })).json()).toMatchObject({
      verified_organizer: true,
    })
  })

  it('ends the verification when a suggestion moving it to another origin is approved', async () => {
    const organiser = await createUser(ctx)
    const editor = await createUser(ctx, { role: ROLE.editor })
    const id = await claimed(organiser)
    const filed = await patch(id, organiser, { url: 'https://new-home.example/hack' })
    expect(filed.statusCode).toBe(202)
    const { id: suggestionId } = filed.json() as { id: string }
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestionId}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await read(id)).toMatchObject({ verified_organizer: false })
    expect((await organizersOf(id)).count).toBe(0)
    expect((await history(id))[0]).toMatchObject({ source: 'suggestion', changes: { url: expect.any(Object) } })
  })

  it("cannot be borrowed: an editor's claim of a site of their own ends when the listing moves back", async () => {
    const editor = await createUser(ctx, { role: ROLE.editor })
    const { id } = await listedAt()
    const original = await urlOf(id)
    // The editor's own site: another host on the same loopback server.
    const theirs = `http://localhost:${port}/their-page-${pathCounter}`
    expect((await patch(id, editor, { url: theirs })).statusCode).toBe(200)
    routes.set(
      new URL(theirs).pathname,
      html(pageWith(`<meta name="${CLAIM.metaName}" content="${await tokenOf(id, editor)}">`)),
    )
    expect((await verify(id, editor)).statusCode).toBe(200)
    expect((await read(id)).verified_organizer).toBe(true)
    // Moved back as an editor: applied, and the claim of their site ends with it.
    const back = await patch(id, editor, { url: original })
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toMatchObject({ verified_organizer: false })
    expect((await organizersOf(id)).count).toBe(0)

    // Demoted to role 0 before moving it back: only a suggestion, and the listing keeps their site.
    expect((await patch(id, editor, { url: theirs })).statusCode).toBe(200)
    expect((await verify(id, editor)).statusCode).toBe(200)
    await ctx.app.repos.users.update(editor.user.id, { role: ROLE.user })
    expect((await patch(id, editor, { url: original })).statusCode).toBe(202)
    expect(await urlOf(id)).toBe(theirs)
    // Their edits within their own site still apply at once.
    expect((await patch(id, editor, { name: 'Kept by the site owner' })).statusCode).toBe(200)
  })
})

describe('co-organisers', () => {
  const invite = (id: string, email: string, as: TestUser, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: `${API}/hackathons/${id}/organizers`,
      headers: as.headers,
      payload: { email },
    })
  const accept = (token: string, as: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/organizer-invitations/accept`,
      headers: as.headers,
      payload: { token },
    })
  const remove = (id: string, userId: string, as: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: `${API}/hackathons/${id}/organizers/${userId}`, headers: as.headers })
  const edit = (id: string, as: TestUser) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: as.headers,
      payload: { description: `Edited ${Math.random()}` },
    })
  const invitationLink = () => `${ctx.config.frontendHost}${ORGANIZER_INVITATION.path}?token=`
  const invitationsTo = (email: string) => smtp.mailsTo(email).filter((mail) => mail.text.includes(invitationLink()))
  /** The token of the `nth` (1-based) invitation mailed to `email`, waiting for it: mail goes after the answer. */
  async function invitationToken(email: string, nth = 1): Promise<string> {
    const deadline = Date.now() + 5000
    for (;;) {
      const mail = invitationsTo(email)[nth - 1]
      if (mail) return new URL(linkIn(mail, invitationLink())).searchParams.get('token') ?? ''
      if (Date.now() > deadline) throw new Error(`no invitation #${nth} to ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  /** Mail sent after an answer has had time to arrive: what has not, was not sent. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300))
  /** `colleague` invited by `organiser` and accepting the mailed link. */
  async function joined(id: string, colleague: TestUser, organiser: TestUser) {
    expect((await invite(id, colleague.user.email, organiser)).statusCode).toBe(202)
    expect((await accept(await invitationToken(colleague.user.email), colleague)).statusCode).toBe(200)
  }

  it('are invited with the same answer whoever has the address, naming nobody, and only a verified account is mailed', async () => {
    const organiser = await createUser(ctx, { name: 'First' })
    const id = await claimed(organiser)
    const verified = await createUser(ctx, { name: 'Admin' })
    const unverified = await createUser(ctx, { emailVerified: false })
    const inactive = await createUser(ctx, { isActive: false })
    const nobody = `nobody-here-${Math.random()}@example.com`
    const answers = []
    for (const email of [verified.user.email.toUpperCase(), unverified.user.email, inactive.user.email, nobody]) {
      answers.push(await invite(id, email, organiser))
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202)
      expect(answer.json()).toEqual({ message: ORGANIZER_MESSAGES.invitationSent })
    }
    expect(answers[0]?.body).not.toContain('Admin')
    expect(answers[0]?.body).not.toContain(verified.user.id)
    const mail = await smtp.mailTo(verified.user.email)
    expect(mail.text).toContain(invitationLink())
    expect(mail.text).toContain('First invited you to be an organiser of Claimable')
    await settled()
    for (const email of [unverified.user.email, inactive.user.email, nobody]) expect(smtp.mailsTo(email)).toEqual([])
    // Nobody is an organiser before accepting: the public list names only the one who claimed it.
    expect(await organizersOf(id)).toEqual({ data: [{ user_id: organiser.user.id, name: 'First' }], count: 1 })
    expect((await edit(id, verified)).statusCode).toBe(202)
  })

  it('become organisers once they accept the mailed link (which works once), and then edit at once', async () => {
    const organiser = await createUser(ctx, { name: 'First' })
    const colleague = await createUser(ctx, { name: 'Second' })
    const id = await claimed(organiser)
    expect((await invite(id, colleague.user.email, organiser)).statusCode).toBe(202)
    expect((await invite(id, colleague.user.email.toUpperCase(), organiser)).statusCode).toBe(202)
    const token = await invitationToken(colleague.user.email)
    await invitationToken(colleague.user.email, 2)
    const accepted = await accept(token, colleague)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ message: ORGANIZER_MESSAGES.invitationAccepted, hackathon_id: id })
    expect(await organizersOf(id)).toEqual({
      data: [
        { user_id: organiser.user.id, name: 'First' },
        { user_id: colleague.user.id, name: 'Second' },
      ],
      count: 2,
    })
    expect((await edit(id, colleague)).statusCode).toBe(200)
    const again = await accept(token, colleague)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: ORGANIZER_MESSAGES.invitationInvalid })
    // Accepting one invitation ends the others to the same address for the same hackathon.
    const rows = await ctx.database.db
      .select()
      .from(organizerInvitations)
      .where(eq(organizerInvitations.hackathonId, id))
    expect(rows).toEqual([])
    // An organiser already is not mailed another invitation.
    expect((await invite(id, colleague.user.email, organiser)).statusCode).toBe(202)
    await settled()
    expect(invitationsTo(colleague.user.email)).toHaveLength(2)
  })

  it('no longer hold once the listing moves to another site: the site they were invited to is not proved', async () => {
    const organiser = await createUser(ctx)
    const colleague = await createUser(ctx)
    const editor = await createUser(ctx, { role: ROLE.editor })
    const id = await claimed(organiser)
    expect((await invite(id, colleague.user.email, organiser)).statusCode).toBe(202)
    const token = await invitationToken(colleague.user.email)
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${id}`,
      headers: editor.headers,
      payload: { url: `https://moved-away-${Math.random()}.example/hack` },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const refused = await accept(token, colleague)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ detail: ORGANIZER_MESSAGES.invitationInvalid })
    expect(await organizersOf(id)).toEqual({ data: [], count: 0 })
  })

  it('cannot be accepted by another account (409, the invitation stays good), with a bad token, or once expired (400)', async () => {
    const organiser = await createUser(ctx)
    const colleague = await createUser(ctx)
    const interloper = await createUser(ctx)
    const id = await claimed(organiser)
    await invite(id, colleague.user.email, organiser)
    const token = await invitationToken(colleague.user.email)
    const stolen = await accept(token, interloper)
    expect(stolen.statusCode).toBe(409)
    expect(stolen.json()).toEqual({ detail: ORGANIZER_MESSAGES.invitationForAnother })
    expect((await accept('not-a-real-token', colleague)).json()).toEqual({
      detail: ORGANIZER_MESSAGES.invitationInvalid,
    })
    expect((await accept(token, colleague)).statusCode).toBe(200)
    expect((await organizersOf(id)).data.map((row) => row.user_id)).not.toContain(interloper.user.id)

    const late = await createUser(ctx)
    await invite(id, late.user.email, organiser)
    const lateToken = await invitationToken(late.user.email)
    await ctx.database.db
      .update(organizerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizerInvitations.hackathonId, id))
    expect((await accept(lateToken, late)).statusCode).toBe(400)
    expect((await organizersOf(id)).count).toBe(2)
  })

  it('keep no token in the database, only its hash', async () => {
    const organiser = await createUser(ctx)
    const colleague = await createUser(ctx)
    const id = await claimed(organiser)
    await invite(id, colleague.user.email, organiser)
    const token = await invitationToken(colleague.user.email)
    const rows = await ctx.database.db
      .select()
      .from(organizerInvitations)
      .where(eq(organizerInvitations.hackathonId, id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (ORGANIZER_INVITATION.linkHours - 1) * 3_600_000)
  })

  it(`are at most ${ORGANIZER_INVITATION.inviteMax} invitations an hour per organiser (429 beyond), other organisers unaffected`, async () => {
    const limited = await createTestApp({ smtp: smtp.smtpConfig, rateLimits: true })
    try {
      const organiser = await createUser(limited)
      const other = await createUser(limited)
      const id = (await seedHackathon(limited)).id
      await limited.app.repos.organizers.add(id, organiser.user.id, null)
      await limited.app.repos.organizers.add(id, other.user.id, null)
      const statuses = []
      for (let i = 0; i <= ORGANIZER_INVITATION.inviteMax; i++) {
        statuses.push((await invite(id, `guess-${i}-${Math.random()}@example.com`, organiser, limited.app)).statusCode)
      }
      expect(statuses).toEqual([...Array(ORGANIZER_INVITATION.inviteMax).fill(202), 429])
      const refused = await invite(id, 'one-more@example.com', organiser, limited.app)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await invite(id, 'from-another@example.com', other, limited.app)).statusCode).toBe(202)
    } finally {
      await limited.close()
    }
  })

  it('cannot be invited or removed by someone who is not an organiser (403), except a moderator', async () => {
    const organiser = await createUser(ctx)
    const id = await claimed(organiser)
    const stranger = await createUser(ctx, { role: ROLE.editor })
    const newcomer = await createUser(ctx)
    expect((await invite(id, newcomer.user.email, stranger)).json()).toEqual({
      detail: ORGANIZER_MESSAGES.notOrganizer,
    })
    expect((await invite(id, stranger.user.email, stranger)).statusCode).toBe(403)
    expect((await remove(id, organiser.user.id, stranger)).statusCode).toBe(403)
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    await joined(id, newcomer, moderator)
    expect((await remove(id, newcomer.user.id, moderator)).statusCode).toBe(200)
    // An unverified organiser cannot invite anyone.
    const unverifiedOrganiser = await createUser(ctx)
    await ctx.app.repos.organizers.add(id, unverifiedOrganiser.user.id, organiser.user.id)
    // A new address is unproven until its own link is used.
    await ctx.app.repos.users.update(unverifiedOrganiser.user.id, { email: `moved-${Math.random()}@example.com` })
    expect((await invite(id, newcomer.user.email, unverifiedOrganiser)).statusCode).toBe(403)
  })

  it('are removed by an organiser, and then suggest again; the last one leaving unmarks the listing', async () => {
    const organiser = await createUser(ctx)
    const colleague = await createUser(ctx)
    const id = await claimed(organiser)
    await joined(id, colleague, organiser)
    const removed = await remove(id, colleague.user.id, organiser)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ message: ORGANIZER_MESSAGES.organizerRemoved })
    expect((await edit(id, colleague)).statusCode).toBe(202)
    expect((await remove(id, colleague.user.id, organiser)).statusCode).toBe(404)
    expect((await remove(id, organiser.user.id, organiser)).statusCode).toBe(200)
    expect((await read(id)).verified_organizer).toBe(false)
  })

  it('get no link-watch mail for the listing before they accept', async () => {
    const organiser = await createUser(ctx)
    const invited = await createUser(ctx)
    const id = await claimed(organiser)
    await invite(id, invited.user.email, organiser)
    await invitationToken(invited.user.email)
    const url = (await ctx.app.repos.hackathons.findById(id))?.url ?? ''
    routes.set(
      new URL(url).pathname,
      html(
        pageWith(
          `<script type="application/ld+json">${JSON.stringify({ '@type': 'Hackathon', name: 'Renamed On Its Site' })}</script>`,
        ),
      ),
    )
    expect((await ctx.app.linkChecker.checkNow(id)).suggestionId).not.toBeNull()
    expect((await smtp.mailTo(organiser.user.email)).text).toContain('Renamed On Its Site')
    await settled()
    expect(smtp.mailsTo(invited.user.email).filter((mail) => mail.text.includes('Renamed On Its Site'))).toEqual([])
  })
})

describe("the link watch's proposals for a verified listing", () => {
  it("are also mailed to the listing's organisers", async () => {
    const organiser = await createUser(ctx)
    const bystander = await createUser(ctx)
    const id = await claimed(organiser)
    const url = (await ctx.app.repos.hackathons.findById(id))?.url ?? ''
    routes.set(
      new URL(url).pathname,
      html(
        pageWith(
          `<script type="application/ld+json">${JSON.stringify({ '@type': 'Hackathon', name: 'The Name The Site Says' })}</script>`,
        ),
      ),
    )
    const result = await ctx.app.linkChecker.checkNow(id)
    expect(result.suggestionId).not.toBeNull()
    const mail = await smtp.mailTo(organiser.user.email)
    expect(mail.text).toContain('Name: The Name The Site Says')
    expect(mail.text).toContain(`/hackathons/${id}`)
    expect(smtp.mailsTo(bystander.user.email)).toEqual([])
  })
})

describe('JSON-LD of a listing its organisers keep', () => {
  it("names the site's owner as the event's organizer, and only for a verified listing", async () => {
    const hackathon = await seedHackathon(ctx, { url: 'https://hack.example.org/2031' })
    const row = await ctx.app.repos.hackathons.findById(hackathon.id)
    if (!row) throw new Error('seeded hackathon not found')
    expect(eventJsonLd('https://hackathons.example', row)).not.toHaveProperty('organizer')
    expect(eventJsonLd('https://hackathons.example', { ...row, verifiedOrganizer: true }).organizer).toEqual({
      '@type': 'Organization',
      name: 'hack.example.org',
      url: 'https://hack.example.org',
    })
  })
})
