import type { Static } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import type { HackathonPublic } from '../../server/schemas/hackathons.js'
import type { SuggestionPublic } from '../../server/schemas/suggestions.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  hackathonBody,
  sendHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

type Hackathon = Static<typeof HackathonPublic>
type Suggestion = Static<typeof SuggestionPublic>

/** The facts a hacker decides by, each a row of the field table: through the API, the suggestions and their review. */
describe('travel support', () => {
  let ctx: TestContext
  let editor: TestUser
  let user: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
    editor = await createUser(ctx, { role: ROLE.editor })
    user = await createUser(ctx, { role: ROLE.user })
  })
  afterAll(() => ctx.close())

  const read = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${id}` })).json() as Hackathon

  it('is unset until given, then stored, changed and cleared like any optional field', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody(), editor)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json() as Hackathon
    expect((await read(id)).travel_support).toBeNull()

    const set = await sendHackathon(ctx, 'PATCH', { travel_support: 'partial' }, editor, id)
    expect(set.statusCode, set.body).toBe(200)
    expect(await read(id)).toMatchObject({ travel_support: 'partial' })

    const listed = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/?limit=1000` })
    expect((listed.json() as { data: Hackathon[] }).data.find((row) => row.id === id)?.travel_support).toBe('partial')

    const cleared = await sendHackathon(ctx, 'PATCH', { travel_support: null }, editor, id)
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((await read(id)).travel_support).toBeNull()
  })

  it('refuses a value outside none, partial and full with 422, changing nothing', async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'full' }), editor)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json() as Hackathon
    for (const value of ['some', 'FULL', 3, true]) {
      expectValidationError(await sendHackathon(ctx, 'PATCH', { travel_support: value }, editor, id), [
        'body',
        'travel_support',
      ])
    }
    expectValidationError(await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'paid' }), editor), [
      'body',
      'travel_support',
    ])
    expect((await read(id)).travel_support).toBe('full')
  })

  it("is proposed by a user's suggestion, shown as a change, and applied on approval", async () => {
    const created = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'none' }), editor)
    const { id } = created.json() as Hackathon
    const suggested = await sendHackathon(ctx, 'PATCH', { travel_support: 'full' }, user, id)
    expect(suggested.statusCode, suggested.body).toBe(202)
    const suggestion = suggested.json() as Suggestion
    expect(suggestion).toMatchObject({ kind: 'update', travel_support: 'full', name: null })
    expect(suggestion.hackathon).toMatchObject({ travel_support: 'none' })
    expect((await read(id)).travel_support).toBe('none')

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestion.id}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await read(id)).travel_support).toBe('full')
  })

  it("is kept by a new hackathon's suggestion and cleared by an update's ('' shows the clearing)", async () => {
    const proposed = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'partial' }), user)
    expect(proposed.statusCode, proposed.body).toBe(202)
    const suggestion = proposed.json() as Suggestion
    expect(suggestion).toMatchObject({ kind: 'new', travel_support: 'partial' })

    const listed = await sendHackathon(ctx, 'POST', hackathonBody({ travel_support: 'full' }), editor)
    const { id } = listed.json() as Hackathon
    const clearing = await sendHackathon(ctx, 'PATCH', { travel_support: null }, user, id)
    expect(clearing.statusCode, clearing.body).toBe(202)
    expect(clearing.json()).toMatchObject({ travel_support: '' })
  })
})
