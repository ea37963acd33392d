import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../common/limits.js'
import { ROLE } from '../../common/roles.js'
import { suggestions } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { API, createTestApp, createUser, hackathonBody, type TestContext, type TestUser } from './helpers.js'

/**
 * Reviewing made quick: an editor amends a pending suggestion before accepting it, and an update
 * suggestion says whether its hackathon changed since it was made.
 */

let ctx: TestContext
let editor: TestUser
let user: TestUser

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor, name: 'Eda Editor' })
  user = await createUser(ctx, { role: ROLE.user, name: 'Uma User' })
})
afterAll(() => ctx.close())

const inject = (options: InjectOptions) => ctx.app.inject(options)

async function suggestNew(overrides: Record<string, unknown> = {}) {
  const response = await inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: user.headers,
    payload: hackathonBody(overrides),
  })
  expect(response.statusCode).toBe(202)
  return response.json() as { id: string }
}

async function createHackathon(overrides: Record<string, unknown> = {}) {
  const response = await inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: editor.headers,
    payload: hackathonBody(overrides),
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string; url: string }
}

async function suggestEdit(id: string, payload: Record<string, unknown>) {
  const response = await inject({ method: 'PATCH', url: `${API}/hackathons/${id}`, headers: user.headers, payload })
  expect(response.statusCode).toBe(202)
  return response.json() as { id: string }
}

const amend = (id: string, payload: Record<string, unknown>) =>
  inject({ method: 'PATCH', url: `${API}/suggestions/${id}`, headers: editor.headers, payload })
const approve = (id: string) =>
  inject({ method: 'POST', url: `${API}/suggestions/${id}/approve`, headers: editor.headers })

describe('amending a suggestion before accepting it', () => {
  it('a new hackathon: the amended values are what is created', async () => {
    const { id } = await suggestNew({ name: 'Typo Hakcathon', description: 'Kept as sent' })
    const amended = await amend(id, { name: 'Typo Hackathon', location: 'Lisbon' })
    expect(amended.statusCode, amended.body).toBe(200)
    expect(amended.json()).toMatchObject({ name: 'Typo Hackathon', description: 'Kept as sent', status: 'pending' })
    const approved = await approve(id)
    expect(approved.statusCode).toBe(200)
    const hackathonId = (approved.json() as { hackathon_id: string }).hackathon_id
    const hackathon = await inject({ url: `${API}/hackathons/${hackathonId}` })
    expect(hackathon.json()).toMatchObject({ name: 'Typo Hackathon', description: 'Kept as sent', location: 'Lisbon' })
  })

  it('an update: only what still differs from the hackathon is kept and applied', async () => {
    const { id } = await createHackathon({ name: 'Base Name', location: 'Porto' })
    const suggestion = await suggestEdit(id, { name: 'Base Name!!', location: 'Faro' })
    // The editor keeps the location as it is and fixes the name.
    const amended = await amend(suggestion.id, { name: 'Better Name', location: 'Porto' })
    expect(amended.statusCode, amended.body).toBe(200)
    expect(amended.json()).toMatchObject({ name: 'Better Name', location: null })
    expect((await approve(suggestion.id)).statusCode).toBe(200)
    const hackathon = await inject({ url: `${API}/hackathons/${id}` })
    expect(hackathon.json()).toMatchObject({ name: 'Better Name', location: 'Porto' })
  })

  it('is checked as the write it proposes: 422 inconsistent, 409 a listed address, 400 no change left', async () => {
    const listed = await createHackathon()
    const { id } = await suggestNew()
    const inconsistent = await amend(id, { end_date: '2000-01-01T00:00:00Z' })
    expect(inconsistent.statusCode).toBe(422)
    const duplicate = await amend(id, { url: listed.url })
    expect(duplicate.statusCode).toBe(409)
    const edit = await suggestEdit(listed.id, { name: 'Another Name' })
    const nothing = await amend(edit.id, {
      name: (await inject({ url: `${API}/hackathons/${listed.id}` })).json().name,
    })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json()).toEqual({ detail: MESSAGES.nothingToSuggest })
  })

  it('409 once reviewed, 404 when gone', async () => {
    const { id } = await suggestNew()
    await inject({ method: 'POST', url: `${API}/suggestions/${id}/reject`, headers: editor.headers })
    const late = await amend(id, { name: 'Too Late' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: MESSAGES.suggestionNotPending })
    expect((await amend('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).statusCode).toBe(404)
  })
})

describe('approving a suggestion stored under older limits', () => {
  it('409 when a value no longer fits the field table, and the hackathon stays as it was', async () => {
    const { id } = await createHackathon({ name: 'Short Name' })
    const suggestion = await suggestEdit(id, { name: 'Longer Name' })
    // Stored when names could be longer: the field table has tightened since.
    await ctx.database.db
      .update(suggestions)
      .set({ changes: { name: 'x'.repeat(LIMITS.nameMax + 1) } })
      .where(eq(suggestions.id, suggestion.id))
    const approved = await approve(suggestion.id)
    expect(approved.statusCode).toBe(409)
    expect(approved.json()).toEqual({ detail: MESSAGES.suggestionOutdated })
    expect((await inject({ url: `${API}/hackathons/${id}` })).json()).toMatchObject({ name: 'Short Name' })
  })
})

describe('whether the hackathon changed since the suggestion was made', () => {
  it('null until another change lands; its own approval does not count', async () => {
    const { id } = await createHackathon({ name: 'Watched' })
    const first = await suggestEdit(id, { name: 'Watched A' })
    const second = await suggestEdit(id, { location: 'Nice' })
    const read = async (suggestionId: string) =>
      (await inject({ url: `${API}/suggestions/${suggestionId}`, headers: editor.headers })).json() as {
        hackathon_changed_at: string | null
      }
    expect((await read(first.id)).hackathon_changed_at).toBeNull()
    expect((await approve(first.id)).statusCode).toBe(200)
    expect((await read(first.id)).hackathon_changed_at).toBeNull()
    const changed = (await read(second.id)).hackathon_changed_at
    expect(changed).not.toBeNull()
    const [latest] = (
      (await inject({ url: `${API}/hackathons/${id}/revisions` })).json() as { data: { created_at: string }[] }
    ).data
    expect(changed).toBe(latest?.created_at)
  })
})
