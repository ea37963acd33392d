import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { LIMITS } from '../../common/limits.js'
import { ROLE } from '../../common/roles.js'
import { linkWatchRepository } from '../../server/db/repositories/link-watch.js'
import { hackathonRevisions } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { DATE_TIME_MESSAGES } from '../../server/schemas/common.js'
import {
  API,
  createTestApp,
  createUser,
  hackathonBody,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'

/**
 * A hackathon's history: each way a hackathon changes appends one revision in the change's own
 * transaction, the public history never shows an e-mail, and moderators revert one revision or all
 * of one user's changes since a time, each revert itself a revision.
 */

interface Revision {
  id: string
  source: string
  author: string | null
  author_id: string | null
  reverted_id: string | null
  created_at: string
  changes: Record<string, { from: unknown; to: unknown }>
}

let ctx: TestContext
let editor: TestUser
let moderator: TestUser
let user: TestUser

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor, name: 'Eda Editor' })
  moderator = await createUser(ctx, { role: ROLE.moderator, name: 'Mo Moderator' })
  user = await createUser(ctx, { role: ROLE.user, name: 'Uma User' })
})
afterAll(() => ctx.close())

const inject = (options: InjectOptions) => ctx.app.inject(options)

async function create(by: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await inject({
    method: 'POST',
    url: `${API}/hackathons/`,
    headers: by.headers,
    payload: hackathonBody(overrides),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; name: string; url: string }
}

async function edit(by: TestUser, id: string, payload: Record<string, unknown>) {
  return inject({ method: 'PATCH', url: `${API}/hackathons/${id}`, headers: by.headers, payload })
}

async function history(id: string) {
  const response = await inject({ url: `${API}/hackathons/${id}/revisions` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { data: Revision[]; count: number }
}

async function read(id: string) {
  return (await inject({ url: `${API}/hackathons/${id}` })).json() as Record<string, unknown>
}

const revert = (by: TestUser, revisionId: string) =>
  inject({ method: 'POST', url: `${API}/revisions/${revisionId}/revert`, headers: by.headers })

describe('every change appends a revision', () => {
  it('create and edit: who, how and each field before and after', async () => {
    const created = await create(editor, { name: 'History Hack', location: 'Berlin' })
    expect((await edit(editor, created.id, { name: 'History Hack II', location: '' })).statusCode).toBe(200)
    // An edit that changes nothing records nothing.
    expect((await edit(editor, created.id, { name: 'History Hack II' })).statusCode).toBe(200)
    const { data, count } = await history(created.id)
    expect(count).toBe(2)
    const [edited, added] = data
    expect(edited).toMatchObject({
      source: 'edit',
      author: 'Eda Editor',
      author_id: editor.user.id,
      changes: { name: { from: 'History Hack', to: 'History Hack II' }, location: { from: 'Berlin', to: null } },
    })
    // Berlin was placed on the map from the gazetteer; clearing the location took its coordinates.
    expect(Object.keys(edited?.changes ?? {}).sort()).toEqual(['latitude', 'location', 'longitude', 'name'])
    expect(edited?.changes.latitude).toEqual({ from: expect.any(Number), to: null })
    expect(added).toMatchObject({
      source: 'create',
      author: 'Eda Editor',
      changes: { name: { from: null, to: 'History Hack' }, url: { from: null, to: created.url } },
    })
    expect(new Date(edited?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(added?.created_at ?? 0).getTime(),
    )
  })

  it('an approved suggestion: its author is the person who suggested it', async () => {
    const { id } = await create(editor, { name: 'Suggested To' })
    const suggested = await edit(user, id, { name: 'Suggested To, Better' })
    expect(suggested.statusCode).toBe(202)
    const suggestionId = (suggested.json() as { id: string }).id
    const approved = await inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestionId}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const [latest] = (await history(id)).data
    expect(latest).toMatchObject({
      source: 'suggestion',
      author: 'Uma User',
      changes: { name: { from: 'Suggested To', to: 'Suggested To, Better' } },
    })
  })

  it("an approved new-hackathon suggestion is the hackathon's first revision", async () => {
    const filed = await inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: user.headers,
      payload: hackathonBody({ name: 'Brand New From A User' }),
    })
    expect(filed.statusCode).toBe(202)
    const approved = await inject({
      method: 'POST',
      url: `${API}/suggestions/${(filed.json() as { id: string }).id}/approve`,
      headers: editor.headers,
    })
    const hackathonId = (approved.json() as { hackathon_id: string }).hackathon_id
    const { data } = await history(hackathonId)
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ source: 'suggestion', author: 'Uma User', changes: { name: { from: null } } })
  })

  it("an approved link-watch finding is recorded as the link watch's, with no author", async () => {
    const { id } = await create(editor, { name: 'Watched Hack' })
    // As the link watch files what a check of the site found.
    const suggestionId = await linkWatchRepository(ctx.database.db).propose(
      id,
      'moved',
      { url: 'https://watched.example/new-home' },
      301,
    )
    const approved = await inject({
      method: 'POST',
      url: `${API}/suggestions/${suggestionId}/approve`,
      headers: editor.headers,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const [latest] = (await history(id)).data
    expect(latest).toMatchObject({
      source: 'link_watch',
      author: null,
      author_id: null,
      changes: { url: { to: 'https://watched.example/new-home' } },
    })
  })

  it("a series' new membership: each hackathon that joins or leaves it, by the editor", async () => {
    const series = await seedSeries(ctx, 'Membership Series')
    const leaving = await create(editor, { name: 'Leaving', series_id: series.id })
    const joining = await create(editor, { name: 'Joining' })
    const staying = await create(editor, { name: 'Staying', series_id: series.id })
    const response = await inject({
      method: 'PUT',
      url: `${API}/series/${series.id}/hackathons`,
      headers: moderator.headers,
      payload: { hackathon_ids: [joining.id, staying.id] },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await history(leaving.id)).data[0]).toMatchObject({
      source: 'edit',
      author: 'Mo Moderator',
      changes: { series_id: { from: series.id, to: null } },
    })
    expect((await history(joining.id)).data[0]).toMatchObject({
      source: 'edit',
      changes: { series_id: { from: null, to: series.id } },
    })
    expect((await history(staying.id)).count).toBe(1)
  })

  it('the history names authors by display name only, never by e-mail; none for a nameless one', async () => {
    const nameless = await createUser(ctx, { role: ROLE.editor, name: null })
    const { id } = await create(nameless, { name: 'Nameless Hack' })
    await edit(editor, id, { name: 'Named Hack' })
    const response = await inject({ url: `${API}/hackathons/${id}/revisions` })
    expect(response.body).not.toContain('@')
    expect(response.body).not.toContain(nameless.user.email)
    const [edited, added] = (response.json() as { data: Revision[] }).data
    expect(added?.author).toBeNull()
    expect(edited?.author).toBe('Eda Editor')
  })

  it('404 for the history of an unknown hackathon', async () => {
    const response = await inject({ url: `${API}/hackathons/00000000-0000-4000-8000-000000000000/revisions` })
    expect(response.statusCode).toBe(404)
  })

  it('deleting a hackathon deletes its history with it', async () => {
    const { id } = await create(editor, { name: 'Short Lived' })
    const [revision] = (await history(id)).data
    const deleted = await inject({ method: 'DELETE', url: `${API}/hackathons/${id}`, headers: moderator.headers })
    expect(deleted.statusCode).toBe(200)
    expect((await revert(moderator, revision?.id ?? '')).statusCode).toBe(404)
  })
})

describe('reverting', () => {
  it('one revision: its earlier values come back, as a revert revision by the moderator', async () => {
    const { id } = await create(editor, { name: 'Revert Me', location: 'Paris', description: 'Good' })
    await edit(editor, id, { name: 'SPAM', description: 'Buy things' })
    await edit(editor, id, { location: 'Lyon' })
    const spam = (await history(id)).data.find((revision) => revision.changes.name?.to === 'SPAM')
    const response = await revert(moderator, spam?.id ?? '')
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      source: 'revert',
      author: 'Mo Moderator',
      reverted_id: spam?.id,
      changes: { name: { from: 'SPAM', to: 'Revert Me' }, description: { from: 'Buy things', to: 'Good' } },
    })
    // Only the reverted revision's fields: the later location stays.
    expect(await read(id)).toMatchObject({ name: 'Revert Me', description: 'Good', location: 'Lyon' })
    expect((await history(id)).data[0]?.source).toBe('revert')
    // Reverting it again changes nothing: 409, and no new revision.
    const again = await revert(moderator, spam?.id ?? '')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: MESSAGES.revertNothing })
    expect((await history(id)).count).toBe(4)
  })

  it('refuses a creation, values no longer consistent, a taken address and a deleted series (409, nothing changes)', async () => {
    const series = await seedSeries(ctx, 'Doomed Series')
    const { id, url } = await create(editor, { name: 'Guarded', series_id: series.id })
    const [creation] = (await history(id)).data
    expect((await revert(moderator, creation?.id ?? '')).json()).toEqual({ detail: MESSAGES.revertCreation })

    // The start moved later after the end was moved: restoring the old end would precede the start.
    await edit(editor, id, { end_date: '2031-03-05T18:00:00Z' })
    await edit(editor, id, { start_date: '2031-03-04T09:00:00Z' })
    const endMove = (await history(id)).data.find((revision) => revision.changes.end_date)
    const inconsistent = await revert(moderator, endMove?.id ?? '')
    expect(inconsistent.statusCode).toBe(409)
    expect(inconsistent.json()).toEqual({ detail: MESSAGES.endBeforeStart })

    // The old address is listed by another hackathon now.
    await edit(editor, id, { url: 'https://moved.example/guarded' })
    await create(editor, { name: 'Squatter', url })
    const urlMove = (await history(id)).data.find((revision) => revision.changes.url)
    const taken = await revert(moderator, urlMove?.id ?? '')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ detail: HACKATHON_LIST_MESSAGES.alreadyListed, existing_id: expect.any(String) })

    // The series it was in is gone.
    await edit(editor, id, { series_id: null })
    await inject({ method: 'DELETE', url: `${API}/series/${series.id}`, headers: moderator.headers })
    const seriesMove = (await history(id)).data.find((revision) => revision.changes.series_id)
    const gone = await revert(moderator, seriesMove?.id ?? '')
    expect(gone.statusCode).toBe(409)
    expect(gone.json()).toEqual({ detail: MESSAGES.revertSeriesGone })

    expect(await read(id)).toMatchObject({ url: 'https://moved.example/guarded', series_id: null })
  })

  it('refuses earlier values the field table no longer accepts, as after a limit tightened (409, nothing changes)', async () => {
    const { id } = await create(editor, { name: 'Renamed Later' })
    await edit(editor, id, { name: 'Renamed Now' })
    const rename = (await history(id)).data.find((revision) => revision.changes.name)
    // Stored when names could be longer: what the revert would restore is too long today.
    await ctx.database.db
      .update(hackathonRevisions)
      .set({ changes: { name: { from: 'x'.repeat(LIMITS.nameMax + 1), to: 'Renamed Now' } } })
      .where(eq(hackathonRevisions.id, rename?.id ?? ''))
    const refused = await revert(moderator, rename?.id ?? '')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ detail: MESSAGES.revertInvalid })
    expect(await read(id)).toMatchObject({ name: 'Renamed Now' })
  })

  it("everything one user changed since a time: twenty edits over two hackathons, others' edits before kept", async () => {
    const vandal = await createUser(ctx, { role: ROLE.editor, name: 'Vandal' })
    const first = await create(editor, { name: 'Target One', description: 'Fine' })
    const second = await create(editor, { name: 'Target Two', location: 'Rome' })
    await edit(editor, first.id, { location: 'Oslo' })
    const since = new Date().toISOString()
    for (let i = 0; i < 10; i++) {
      expect((await edit(vandal, first.id, { name: `Spam ${i}`, description: `Junk ${i}` })).statusCode).toBe(200)
      expect((await edit(vandal, second.id, { location: `Nowhere ${i}` })).statusCode).toBe(200)
    }
    const response = await inject({
      method: 'POST',
      url: `${API}/users/${vandal.user.id}/revert`,
      headers: moderator.headers,
      payload: { since },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ reverted: 20, skipped: [] })
    expect(await read(first.id)).toMatchObject({ name: 'Target One', description: 'Fine', location: 'Oslo' })
    expect(await read(second.id)).toMatchObject({ name: 'Target Two', location: 'Rome' })
    const reverts = (await history(first.id)).data.filter((revision) => revision.source === 'revert')
    expect(reverts).toHaveLength(10)
    expect(reverts.every((revision) => revision.author === 'Mo Moderator')).toBe(true)
    // What was reverted is not reverted again.
    const again = await inject({
      method: 'POST',
      url: `${API}/users/${vandal.user.id}/revert`,
      headers: moderator.headers,
      payload: { since },
    })
    expect(again.json()).toEqual({ reverted: 0, skipped: [] })
  })

  it("a user's changes that can no longer be reverted are left and reported, and the rest reverted", async () => {
    const vandal = await createUser(ctx, { role: ROLE.editor, name: 'Partial Vandal' })
    const series = await seedSeries(ctx, 'Short-lived Series')
    const target = await create(editor, { name: 'Partly Saved', description: 'Fine', series_id: series.id })
    const other = await create(editor, { name: 'Wholly Saved', location: 'Rome' })
    const since = new Date().toISOString()
    const as = async (payload: Record<string, unknown>, id = target.id) =>
      expect((await edit(vandal, id, payload)).statusCode).toBe(200)
    await as({ name: 'Spam name' })
    await as({ url: 'https://moved.example/partly' })
    await as({ location: 'Nowhere' }, other.id)
    await as({ series_id: null })
    await as({ description: 'Junk' })
    // Since then its old address was listed by another hackathon, and its old series deleted.
    await create(editor, { name: 'Squatter', url: target.url })
    expect(
      (await inject({ method: 'DELETE', url: `${API}/series/${series.id}`, headers: moderator.headers })).statusCode,
    ).toBe(200)
    const byVandal = (await history(target.id)).data.filter((revision) => revision.author_id === vandal.user.id)
    const urlMove = byVandal.find((revision) => revision.changes.url)
    const seriesMove = byVandal.find((revision) => revision.changes.series_id)

    const response = await inject({
      method: 'POST',
      url: `${API}/users/${vandal.user.id}/revert`,
      headers: moderator.headers,
      payload: { since },
    })
    expect(response.statusCode, response.body).toBe(200)
    const skipped = (revision: Revision | undefined, detail: string) => ({
      revision_id: revision?.id,
      hackathon_id: target.id,
      hackathon_name: 'Partly Saved',
      detail,
    })
    // Newest first, as they were tried.
    expect(response.json()).toEqual({
      reverted: 3,
      skipped: [
        skipped(seriesMove, MESSAGES.revertSeriesGone),
        skipped(urlMove, HACKATHON_LIST_MESSAGES.alreadyListed),
      ],
    })
    expect(await read(target.id)).toMatchObject({
      name: 'Partly Saved',
      description: 'Fine',
      url: 'https://moved.example/partly',
      series_id: null,
    })
    expect(await read(other.id)).toMatchObject({ location: 'Rome' })
    // Only what was reverted is recorded as reverted; the skipped ones are reported again.
    const reverts = (await history(target.id)).data.filter((revision) => revision.source === 'revert')
    expect(reverts).toHaveLength(2)
    const again = await inject({
      method: 'POST',
      url: `${API}/users/${vandal.user.id}/revert`,
      headers: moderator.headers,
      payload: { since },
    })
    expect(again.json()).toEqual({
      reverted: 0,
      skipped: [
        skipped(seriesMove, MESSAGES.revertSeriesGone),
        skipped(urlMove, HACKATHON_LIST_MESSAGES.alreadyListed),
      ],
    })
  })

  it('404 for an unknown user or revision, 422 for a malformed time', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await revert(moderator, unknown)).statusCode).toBe(404)
    const noUser = await inject({
      method: 'POST',
      url: `${API}/users/${unknown}/revert`,
      headers: moderator.headers,
      payload: { since: '2030-01-01T00:00:00Z' },
    })
    expect(noUser.statusCode).toBe(404)
    const badTime = await inject({
      method: 'POST',
      url: `${API}/users/${user.user.id}/revert`,
      headers: moderator.headers,
      payload: { since: 'yesterday' },
    })
    expect(badTime.statusCode).toBe(422)
  })

  it('a well-formed time the site cannot hold answers 422 saying what is wrong, not that the format is', async () => {
    const revertSince = (since: string) =>
      inject({
        method: 'POST',
        url: `${API}/users/${user.user.id}/revert`,
        headers: moderator.headers,
        payload: { since },
      })
    for (const [since, msg] of [
      ['1969-12-31T23:59:59Z', `since ${DATE_TIME_MESSAGES.outOfRange}`],
      ['1970-01-01T00:30:00+01:00', `since ${DATE_TIME_MESSAGES.outOfRange}`],
      ['2026-02-30T10:00:00Z', `since ${DATE_TIME_MESSAGES.notReal}`],
      ['yesterday', 'since must match format "date-time"'],
    ]) {
      const response = await revertSince(since as string)
      expect(response.statusCode, since).toBe(422)
      expect(response.json(), since).toEqual({ detail: [{ loc: ['body', 'since'], msg, type: 'format' }] })
    }
    expect(DATE_TIME_MESSAGES.outOfRange).toContain('1970')
    expect((await revertSince('1970-01-01T00:00:00Z')).statusCode).toBe(200)
  })

  it('concurrent reverts leave one consistent row and one revert revision per change', async () => {
    const rounds = process.env.TEST_DATABASE_URL ? 10 : 2
    for (let round = 0; round < rounds; round++) {
      const { id } = await create(editor, { name: `Raced ${round}`, description: 'Before' })
      await edit(editor, id, { name: `Raced ${round} SPAM`, description: 'After' })
      await edit(editor, id, { location: 'Madrid' })
      const [locationEdit, spam] = (await history(id)).data
      // The same revision reverted twice at once, beside a revert of another one of the hackathon.
      const answers = await Promise.all([
        revert(moderator, spam?.id ?? ''),
        revert(moderator, spam?.id ?? ''),
        revert(moderator, locationEdit?.id ?? ''),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409])
      expect(await read(id)).toMatchObject({ name: `Raced ${round}`, description: 'Before', location: null })
      const { data } = await history(id)
      expect(data.filter((revision) => revision.source === 'revert')).toHaveLength(2)
      // Each revision's "from" is the "to" of the one before it: no change was lost between them.
      const oldestFirst = [...data].reverse()
      const state: Record<string, unknown> = {}
      for (const revision of oldestFirst) {
        for (const [field, change] of Object.entries(revision.changes)) {
          expect(change.from, `${revision.source} ${field}`).toEqual(state[field] ?? null)
          state[field] = change.to
        }
      }
    }
  })
})
