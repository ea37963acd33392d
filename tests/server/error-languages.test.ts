import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HACKATHON_LIST_MESSAGES } from '../../common/hackathon-list.js'
import { ROLE } from '../../common/roles.js'
import { inLanguage } from '../../server/languages.js'
import { MESSAGES } from '../../server/messages.js'
import {
  API,
  createTestApp,
  createUser,
  hackathonBody,
  seedHackathon,
  sendHackathon,
  type TestContext,
  type TestUser,
} from './helpers.js'

/**
 * The API answers a failure in the language the request asks for (`?lang=`, else Accept-Language),
 * as the site shows the answer's words to the person who caused it; a client that asks for none gets
 * the English every error is thrown with.
 */

let ctx: TestContext
let editor: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
})
afterAll(() => ctx?.close())

const missingHackathon = (headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${randomUUID()}${query}`, headers })

describe('an error answered in the reader’s language', () => {
  it('is English for a client that asks for no language, and says the answer varies by Accept-Language', async () => {
    const answer = await missingHackathon()
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ detail: MESSAGES.hackathonNotFound })
    expect(String(answer.headers.vary)).toContain('accept-language')
  })

  it.each(['de', 'es', 'fr', 'pt-BR', 'ja'] as const)(
    '%s: a 404 says it in the words of that catalog',
    async (locale) => {
      const expected = inLanguage(locale, () => MESSAGES.hackathonNotFound)
      expect(expected).not.toBe(MESSAGES.hackathonNotFound)
      const answer = await missingHackathon({ 'accept-language': `${locale};q=0.9, en;q=0.5` })
      expect(answer.json()).toEqual({ detail: expected })
    },
  )

  it('takes ?lang= before Accept-Language, as pages do', async () => {
    const answer = await missingHackathon({ 'accept-language': 'de' }, '?lang=ja')
    expect(answer.json()).toEqual({ detail: inLanguage('ja', () => MESSAGES.hackathonNotFound) })
  })

  it('translates a log-in refusal, a field’s 422 and a conflict, keeping their shape', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
      payload: new URLSearchParams({ username: editor.user.email, password: 'not-the-password' }).toString(),
    })
    expect(login.statusCode).toBe(400)
    expect(login.json()).toEqual({ detail: inLanguage('es', () => MESSAGES.incorrectLogin) })

    const inFrench = { ...editor, headers: { ...editor.headers, 'accept-language': 'fr' } }
    const backwards = await sendHackathon(
      ctx,
      'POST',
      hackathonBody({ start_date: '2031-03-02T09:00:00Z', end_date: '2031-03-01T09:00:00Z' }),
      inFrench,
    )
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json()).toEqual({
      detail: [
        { loc: ['body', 'end_date'], msg: inLanguage('fr', () => MESSAGES.endBeforeStart), type: expect.any(String) },
      ],
    })

    const listed = await seedHackathon(ctx)
    const inPortuguese = { ...editor, headers: { ...editor.headers, 'accept-language': 'pt-BR' } }
    const again = await sendHackathon(ctx, 'POST', hackathonBody({ url: listed.url }), inPortuguese)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      detail: inLanguage('pt-BR', () => HACKATHON_LIST_MESSAGES.alreadyListed),
      existing_id: listed.id,
    })
  })

  it('leaves a text that is not one whole message as it was thrown', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `${API}/hackathons/?limit=-1`,
      headers: { 'accept-language': 'de' },
    })
    expect(answer.statusCode).toBe(422)
    const [issue] = (answer.json() as { detail: { msg: string }[] }).detail
    expect(issue?.msg).toMatch(/^limit must be >= 1$/)
  })
})
