import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { CLAIM, ORGANIZER_MESSAGES } from '../../common/organizers.js'
import { ROLE } from '../../common/roles.js'
import { EXTRACTION_MESSAGES } from '../../server/services/extraction/index.js'
import { eventJsonLd } from '../../server/services/page-head.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser } from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

/**
 * Claims and organisers against a real site on loopback: the token on the page or in the
 * well-known file proves control, nothing else does (no token, a redirect to another host, a page
 * too large to read); organisers' edits apply at once through the editors' path, and organisers
 * add and remove each other.
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
    expect(detail).toContain(EXTRACTION_MESSAGES.badStatus(404))
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
  const add = (id: string, email: string, as: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/${id}/organizers`,
      headers: as.headers,
      payload: { email },
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

  it('are added by an organiser by the e-mail of a verified account, and then edit at once', async () => {
    const organiser = await createUser(ctx, { name: 'First' })
    const colleague = await createUser(ctx, { name: 'Second' })
    const id = await claimed(organiser)
    expect((await edit(id, colleague)).statusCode).toBe(202)
    const added = await add(id, colleague.user.email.toUpperCase(), organiser)
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({
      data: [
        { user_id: organiser.user.id, name: 'First' },
        { user_id: colleague.user.id, name: 'Second' },
      ],
      count: 2,
    })
    expect((await edit(id, colleague)).statusCode).toBe(200)
    // Adding one again changes nothing.
    expect(((await add(id, colleague.user.email, organiser)).json() as { count: number }).count).toBe(2)
  })

  it('must be verified, active accounts (422 otherwise)', async () => {
    const organiser = await createUser(ctx)
    const id = await claimed(organiser)
    const unverified = await createUser(ctx, { emailVerified: false })
    const inactive = await createUser(ctx, { isActive: false })
    for (const email of [unverified.user.email, inactive.user.email, 'nobody-here@example.com']) {
      const response = await add(id, email, organiser)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({
        detail: [{ loc: ['body', 'email'], msg: ORGANIZER_MESSAGES.noVerifiedAccount }],
      })
    }
    expect((await organizersOf(id)).count).toBe(1)
  })

  it('cannot be added or removed by someone who is not an organiser (403), except a moderator', async () => {
    const organiser = await createUser(ctx)
    const id = await claimed(organiser)
    const stranger = await createUser(ctx, { role: ROLE.editor })
    const newcomer = await createUser(ctx)
    expect((await add(id, newcomer.user.email, stranger)).json()).toEqual({ detail: ORGANIZER_MESSAGES.notOrganizer })
    expect((await add(id, stranger.user.email, stranger)).statusCode).toBe(403)
    expect((await remove(id, organiser.user.id, stranger)).statusCode).toBe(403)
    const moderator = await createUser(ctx, { role: ROLE.moderator })
    expect((await add(id, newcomer.user.email, moderator)).statusCode).toBe(201)
    expect((await remove(id, newcomer.user.id, moderator)).statusCode).toBe(200)
    // An unverified organiser cannot add anyone.
    const unverifiedOrganiser = await createUser(ctx)
    await ctx.app.repos.organizers.add(id, unverifiedOrganiser.user.id, organiser.user.id)
    // A new address is unproven until its own link is used.
    await ctx.app.repos.users.update(unverifiedOrganiser.user.id, { email: `moved-${Math.random()}@example.com` })
    expect((await add(id, newcomer.user.email, unverifiedOrganiser)).statusCode).toBe(403)
  })

  it('are removed by an organiser, and then suggest again; the last one leaving unmarks the listing', async () => {
    const organiser = await createUser(ctx)
    const colleague = await createUser(ctx)
    const id = await claimed(organiser)
    await add(id, colleague.user.email, organiser)
    const removed = await remove(id, colleague.user.id, organiser)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ message: ORGANIZER_MESSAGES.organizerRemoved })
    expect((await edit(id, colleague)).statusCode).toBe(202)
    expect((await remove(id, colleague.user.id, organiser)).statusCode).toBe(404)
    expect((await remove(id, organiser.user.id, organiser)).statusCode).toBe(200)
    expect((await read(id)).verified_organizer).toBe(false)
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
