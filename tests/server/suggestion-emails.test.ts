import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { SUGGESTION_EMAILS_TEXTS } from '../../common/suggestions.js'
import { buildApp } from '../../server/app.js'
import { openPostgres } from '../../server/db/index.js'
import { API, createTestApp, createUser, seedHackathon, type TestContext, type TestUser } from './helpers.js'
import { startSmtpCapture } from './support/smtp-capture.js'

const FRONTEND = 'http://hackathons.test'
const DAY = 24 * 60 * 60 * 1000

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let editor: TestUser

beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await createTestApp({ smtp: smtp.smtpConfig, frontendHost: FRONTEND })
  editor = await createUser(ctx, { role: ROLE.editor })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

let serial = 0

/** A role-0 user proposes a new hackathon; the answer is the pending suggestion's id. */
async function proposeNew(author: TestUser, name = `Proposed Hack ${++serial}`) {
  const start = new Date(Date.now() + (40 + serial) * DAY)
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: author.headers,
    payload: {
      name,
      url: `https://proposed-${serial}.example.com/`,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + DAY).toISOString(),
    },
  })
  expect(response.statusCode, response.body).toBe(202)
  return (response.json() as { id: string }).id
}

const review = (id: string, decision: 'approve' | 'reject', by: TestUser = editor, app = ctx.app) =>
  app.inject({ method: 'PUT', url: `${API}/suggestions/${id}/${decision}`, headers: by.headers })

const setSuggestionEmails = (user: TestUser, on: boolean) =>
  ctx.app.inject({ method: 'PATCH', url: `${API}/users/me`, headers: user.headers, payload: { suggestion_emails: on } })

/**
 * The mails are sent after the answer: a review that mails nobody is proven by a later one that does
 * having arrived (the same process sends them in order), so "none" is not read too early.
 */
async function settle() {
  const control = await createUser(ctx)
  expect((await review(await proposeNew(control), 'reject')).statusCode).toBe(200)
  await smtp.mailTo(control.user.email)
}

describe('the e-mail about a reviewed suggestion', () => {
  it('tells the author once that a new hackathon was accepted, with its public page and the Settings switch', async () => {
    const author = await createUser(ctx)
    const id = await proposeNew(author, 'Lumen Hack')
    const response = await review(id, 'approve')
    expect(response.statusCode, response.body).toBe(200)
    const hackathonId = (response.json() as { hackathon_id: string }).hackathon_id

    const mail = await smtp.mailTo(author.user.email)
    expect(mail.text).toContain('Subject: Hackathons - Your suggestion for Lumen Hack was accepted')
    expect(mail.text).toContain(`${FRONTEND}/hackathons/${hackathonId}`)
    expect(mail.text).toContain(`href="${FRONTEND}/settings"`)
    expect(mail.text).toContain(SUGGESTION_EMAILS_TEXTS.setting)

    expect((await review(id, 'reject')).statusCode, 'already reviewed').toBe(409)
    await settle()
    expect(smtp.mailsTo(author.user.email)).toHaveLength(1)
  })

  it("tells the author of an edit that it was not applied, linking to the hackathon's page", async () => {
    const author = await createUser(ctx)
    const hackathon = await seedHackathon(ctx, { name: 'Harbour Hack' })
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/hackathons/${hackathon.id}`,
      headers: author.headers,
      payload: { location: 'Somewhere else' },
    })
    expect(edit.statusCode, edit.body).toBe(202)
    expect((await review((edit.json() as { id: string }).id, 'reject')).statusCode).toBe(200)

    const mail = await smtp.mailTo(author.user.email)
    expect(mail.text).toContain('Subject: Hackathons - Your suggestion for Harbour Hack was not accepted')
    expect(mail.text).toContain(`${FRONTEND}/hackathons/${hackathon.id}`)
  })

  it('never goes to an unverified address, nor to an account that switched it off (on by default)', async () => {
    const unverified = await createUser(ctx, { emailVerified: false })
    const switchedOff = await createUser(ctx)
    const me = await ctx.app.inject({ method: 'GET', url: `${API}/users/me`, headers: switchedOff.headers })
    expect(me.json()).toMatchObject({ suggestion_emails: true })
    const off = await setSuggestionEmails(switchedOff, false)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ suggestion_emails: false, deadline_reminders: true })

    expect((await review(await proposeNew(unverified), 'approve')).statusCode).toBe(200)
    expect((await review(await proposeNew(switchedOff), 'reject')).statusCode).toBe(200)
    await settle()
    expect(smtp.mailsTo(unverified.user.email)).toHaveLength(0)
    expect(smtp.mailsTo(switchedOff.user.email)).toHaveLength(0)

    expect((await setSuggestionEmails(switchedOff, true)).json()).toMatchObject({ suggestion_emails: true })
    expect((await review(await proposeNew(switchedOff), 'approve')).statusCode).toBe(200)
    expect((await smtp.mailTo(switchedOff.user.email)).text).toContain('was accepted')
  })

  it('refuses a switch that is not a boolean', async () => {
    const user = await createUser(ctx)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/users/me`,
      headers: user.headers,
      payload: { suggestion_emails: 'sometimes' },
    })
    expect(response.statusCode).toBe(422)
  })

  it('goes out once when reviewers in two processes accept and reject at the same moment', async () => {
    const authors = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx)))
    const ids = await Promise.all(authors.map((author) => proposeNew(author)))
    const other = await createUser(ctx, { role: ROLE.moderator })
    // On PostgreSQL the second process has its own pool; on PGlite both share the one database.
    const second = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
    const otherApp = await buildApp({ config: ctx.config, db: second?.db ?? ctx.database.db })
    try {
      await otherApp.ready()
      const answers = await Promise.all(
        ids.flatMap((id) => [
          review(id, 'approve'),
          review(id, 'reject', other, otherApp),
          review(id, 'approve', other, otherApp),
          review(id, 'reject'),
        ]),
      )
      for (const [index] of ids.entries()) {
        const codes = answers.slice(index * 4, index * 4 + 4).map((answer) => answer.statusCode)
        expect(
          codes.filter((code) => code === 200),
          codes.join(),
        ).toHaveLength(1)
        expect(
          codes.filter((code) => code === 409),
          codes.join(),
        ).toHaveLength(3)
      }
      await Promise.all(authors.map((author) => smtp.mailTo(author.user.email)))
      await settle()
      for (const author of authors) expect(smtp.mailsTo(author.user.email)).toHaveLength(1)
    } finally {
      await otherApp.close()
      await second?.close()
    }
  })

  it('failing to send does not undo the review, nor is it sent by a later review', async () => {
    const author = await createUser(ctx)
    const id = await proposeNew(author, 'Refused Mail Hack')
    smtp.refuseNext(1)
    const response = await review(id, 'approve')
    expect(response.statusCode, response.body).toBe(200)
    await settle()
    expect(smtp.mailsTo(author.user.email)).toHaveLength(0)
    const read = await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/${id}`, headers: editor.headers })
    expect(read.json()).toMatchObject({ status: 'approved' })
    const listed = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${read.json().hackathon_id}` })
    expect(listed.json()).toMatchObject({ name: 'Refused Mail Hack' })
  })
})

describe('what a reviewer reads', () => {
  it('counts the pending suggestions without reading them', async () => {
    const count = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${API}/suggestions/count${query}`,
        headers: editor.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      return (response.json() as { count: number }).count
    }
    const before = await count('?status=pending')
    const author = await createUser(ctx)
    const ids = [await proposeNew(author), await proposeNew(author)]
    expect(await count('?status=pending')).toBe(before + 2)
    expect(await count('?status=pending&kind=update')).toBe(
      (await count('?status=pending')) - (await count('?status=pending&kind=new')),
    )
    await review(ids[0] as string, 'approve')
    expect(await count('?status=pending')).toBe(before + 1)
    expect(await count('')).toBeGreaterThanOrEqual(before + 2)
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${API}/suggestions/count?status=maybe`,
      headers: editor.headers,
    })
    expect(bad.statusCode).toBe(422)
  })

  it('shows a pending suggestion with the listed hackathon it may repeat, as its author was warned', async () => {
    const start = new Date(Date.now() + 300 * DAY)
    const listed = await seedHackathon(ctx, {
      name: 'Northern Lights Hackathon',
      startDate: start,
      endDate: new Date(start.getTime() + 2 * DAY),
    })
    const author = await createUser(ctx)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: author.headers,
      payload: {
        name: 'Northern Lights Hackathon 2',
        url: 'https://northern-lights-again.example.com/',
        start_date: new Date(start.getTime() + DAY).toISOString(),
        end_date: new Date(start.getTime() + 3 * DAY).toISOString(),
      },
    })
    expect(response.statusCode, response.body).toBe(202)
    const id = (response.json() as { id: string }).id
    const unrelated = await proposeNew(author, 'Completely Different Jam')

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${API}/suggestions/?status=pending`,
      headers: editor.headers,
    })
    const data = (list.json() as { data: { id: string; possible_duplicates: { id: string; name: string }[] }[] }).data
    expect(data.find((s) => s.id === id)?.possible_duplicates).toEqual([
      expect.objectContaining({ id: listed.id, name: 'Northern Lights Hackathon' }),
    ])
    expect(data.find((s) => s.id === unrelated)?.possible_duplicates).toEqual([])
    const one = await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/${id}`, headers: editor.headers })
    expect(one.json().possible_duplicates).toHaveLength(1)

    // Once reviewed, it is no longer a question for anyone.
    expect((await review(id, 'reject')).statusCode).toBe(200)
    const after = await ctx.app.inject({ method: 'GET', url: `${API}/suggestions/${id}`, headers: editor.headers })
    expect(after.json().possible_duplicates).toEqual([])
  })
})
