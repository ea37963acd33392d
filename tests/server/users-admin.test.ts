import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE, type Role } from '../../common/roles.js'
import { MESSAGES } from '../../server/messages.js'
import { createTestApp, createUser, logIn, seedHackathon, type TestContext, type TestUser } from './helpers.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

type Action = 'read' | 'rename' | 'deactivate' | 'delete' | `grant ${Role}`

async function attempt(actorRole: Role, targetRole: Role, action: Action) {
  const actor = await createUser(ctx, { role: actorRole })
  const target = await createUser(ctx, { role: targetRole })
  const url = `/api/v1/users/${target.user.id}`
  const headers = actor.headers
  if (action === 'read') return ctx.app.inject({ method: 'GET', url, headers })
  if (action === 'delete') return ctx.app.inject({ method: 'DELETE', url, headers })
  if (action === 'rename') return ctx.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Renamed' } })
  if (action === 'deactivate') return ctx.app.inject({ method: 'PATCH', url, headers, payload: { is_active: false } })
  const role = Number(action.split(' ')[1])
  return ctx.app.inject({ method: 'PATCH', url, headers, payload: { role } })
}

const { user, editor, moderator, admin } = ROLE
const changes: Action[] = ['rename', 'deactivate', 'delete']
// [actor, target, action, allowed]
const table: [Role, Role, Action, boolean][] = [
  ...[user, editor].flatMap((actor) =>
    [user, admin].map((target): [Role, Role, Action, boolean] => [actor, target, 'read', false]),
  ),
  ...[user, editor, moderator, admin].map((target): [Role, Role, Action, boolean] => [moderator, target, 'read', true]),
  ...changes.flatMap((action) => [
    [moderator, user, action, true] as [Role, Role, Action, boolean],
    [moderator, editor, action, true] as [Role, Role, Action, boolean],
    [moderator, moderator, action, false] as [Role, Role, Action, boolean],
    [moderator, admin, action, false] as [Role, Role, Action, boolean],
    [admin, user, action, true] as [Role, Role, Action, boolean],
    [admin, moderator, action, true] as [Role, Role, Action, boolean],
    [admin, admin, action, true] as [Role, Role, Action, boolean],
    [editor, user, action, false] as [Role, Role, Action, boolean],
  ]),
  [moderator, user, `grant ${editor}`, true],
  [moderator, user, `grant ${moderator}`, false],
  [moderator, editor, `grant ${admin}`, false],
  [admin, user, `grant ${admin}`, true],
  [admin, moderator, `grant ${editor}`, true],
]

describe('the user hierarchy through /users/{id}', () => {
  it.each(table)('role %i acting on role %i: %s -> allowed %s', async (actor, target, action, allowed) => {
    const response = await attempt(actor, target, action)
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200)
    } else {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: MESSAGES.notEnoughPrivileges })
    }
  })

  it('refuses acting on your own row, but lets you read it', async () => {
    const self = await createUser(ctx, { role: admin })
    const url = `/api/v1/users/${self.user.id}`
    expect((await ctx.app.inject({ method: 'GET', url, headers: self.headers })).statusCode).toBe(200)
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers: self.headers, payload: { role: 0 } })).statusCode,
    ).toBe(403)
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: self.headers })).statusCode).toBe(403)
  })

  it('asks for a session on every /users route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/users/'],
      ['POST', '/api/v1/users/'],
      ['GET', '/api/v1/users/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401)
    }
  })
})

describe('POST /api/v1/users/', () => {
  it('creates an account, and refuses a confirmation mismatch and a taken e-mail', async () => {
    const boss = await createUser(ctx, { role: admin })
    const email = `New.Person-${Date.now()}@Example.com`
    const create = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users/', headers: boss.headers, payload })

    const mismatch = await create({ email, password: 'long-enough-1', confirm_password: 'other-password' })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().detail[0]).toMatchObject({
      loc: ['body', 'confirm_password'],
      msg: 'The passwords do not match',
    })

    const created = await create({ email, password: 'long-enough-1', confirm_password: 'long-enough-1', role: editor })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ email, role: editor, is_active: true, name: null })

    const again = await create({ email: email.toLowerCase(), password: 'long-enough-1' })
    expect(again.statusCode).toBe(409)
  })
})

describe('PATCH /api/v1/users/{id}', () => {
  it('drops an empty password and ends the sessions of a deactivated user at once', async () => {
    const boss = await createUser(ctx, { role: admin })
    const target = await createUser(ctx, { role: user })
    const url = `/api/v1/users/${target.user.id}`
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: boss.headers,
      payload: { password: '', name: 'Kept' },
    })
    expect(kept.statusCode).toBe(200)
    const login = await logIn(ctx, target.user.email, target.password)
    expect(login.statusCode).toBe(200)

    expect((await ctx.app.inject({ url: '/api/v1/users/me', headers: target.headers })).statusCode).toBe(200)
    await ctx.app.inject({ method: 'PATCH', url, headers: boss.headers, payload: { is_active: false } })
    const after = await ctx.app.inject({ url: '/api/v1/users/me', headers: target.headers })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ detail: MESSAGES.invalidCredentials })
  })

  it('unmarks the verified organiser of the listings only that account kept, until it is active again', async () => {
    const boss = await createUser(ctx, { role: admin })
    const organiser = await createUser(ctx, { role: user })
    const colleague = await createUser(ctx, { role: user })
    const alone = await seedHackathon(ctx, { name: 'Kept Alone' })
    const shared = await seedHackathon(ctx, { name: 'Kept Together' })
    await ctx.app.repos.organizers.add(alone.id, organiser.user.id, null)
    await ctx.app.repos.organizers.add(shared.id, organiser.user.id, null)
    await ctx.app.repos.organizers.add(shared.id, colleague.user.id, null)
    const verified = async (id: string) =>
      ((await ctx.app.inject({ url: `/api/v1/hackathons/${id}` })).json() as { verified_organizer: boolean })
        .verified_organizer
    const setActive = async (target: TestUser, is_active: boolean) =>
      expect(
        (
          await ctx.app.inject({
            method: 'PATCH',
            url: `/api/v1/users/${target.user.id}`,
            headers: boss.headers,
            payload: { is_active },
          })
        ).statusCode,
      ).toBe(200)
    expect([await verified(alone.id), await verified(shared.id)]).toEqual([true, true])
    await setActive(organiser, false)
    expect([await verified(alone.id), await verified(shared.id)]).toEqual([false, true])
    await setActive(organiser, true)
    expect([await verified(alone.id), await verified(shared.id)]).toEqual([true, true])
    // Deleting the account unmarks them too.
    await setActive(colleague, false)
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${organiser.user.id}`,
      headers: boss.headers,
    })
    expect(deleted.statusCode).toBe(200)
    expect([await verified(alone.id), await verified(shared.id)]).toEqual([false, false])
  })
})
