import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATTERN_MESSAGES, PATTERNS } from '../../common/limits.js'
import { ROLE } from '../../common/roles.js'
import { INPUT_GUARD_MESSAGE } from '../../server/plugins/app/input-guard.js'
import { isStorableDateTime } from '../../server/schemas/common.js'
import {
  API,
  createTestApp,
  createUser,
  expectValidationError,
  logIn,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'

/**
 * Inputs that pass a naive schema but that the database cannot hold: each must answer a 4xx in the
 * `{detail}` shape, never a 500 (the security review's three classes, and the edge of the parser).
 */

let ctx: TestContext
let admin: TestUser
let user: TestUser
let hackathonId: string
let seriesId: string

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await createUser(ctx, { role: ROLE.admin })
  user = await createUser(ctx, { role: ROLE.user })
  hackathonId = (await seedHackathon(ctx)).id
  seriesId = (await seedSeries(ctx)).id
})
afterAll(() => ctx?.close())

const hackathon = (overrides: Record<string, unknown> = {}) => ({
  name: 'Edge Hack',
  url: 'https://edge.example/',
  start_date: '2031-01-01T10:00:00Z',
  end_date: '2031-01-02T10:00:00Z',
  ...overrides,
})

describe('control characters and unpaired surrogates answer 422 with the field', () => {
  it.each([
    ['a search', 'GET', `/hackathons/?q=%00`, undefined, ['query', 'q']],
    ['a list number', 'GET', `/series/?skip=%00`, undefined, ['query', 'skip']],
    ['a path', 'POST', `/password-recovery/a%00b@example.com`, undefined, ['path', 'email']],
    [
      'a sign-up name',
      'POST',
      '/users/signup',
      { email: 'nul@example.com', password: 'long-enough-1', name: 'A\u0000B' },
      ['body', 'name'],
    ],
    [
      'a sign-up e-mail',
      'POST',
      '/users/signup',
      { email: 'n\u0000ul@example.com', password: 'long-enough-1' },
      ['body', 'email'],
    ],
    [
      'an escape character',
      'POST',
      '/users/signup',
      { email: 'esc@example.com', password: 'long-enough-\u001b' },
      ['body', 'password'],
    ],
    [
      'a lone surrogate',
      'POST',
      '/users/signup',
      { email: 'sur@example.com', password: 'long-enough-1', name: 'ab\ud800' },
      ['body', 'name'],
    ],
  ] as const)('%s', async (_, method, url, payload, loc) => {
    const response = await ctx.app.inject({ method, url: `${API}${url}`, ...(payload && { payload }) })
    expectValidationError(response, [...loc])
  })

  it('a log-in form field', async () => {
    expectValidationError(await logIn(ctx, 'admin\u0000@example.com', 'whatever-1'), ['body', 'username'])
  })

  it('every hackathon and series text field, nested ones included', async () => {
    for (const field of ['name', 'url', 'description', 'location', 'image']) {
      const value = field === 'url' || field === 'image' ? 'https://x.example/\u0000' : 'x\u0000y'
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${API}/hackathons/`,
        headers: admin.headers,
        payload: hackathon({ [field]: value }),
      })
      expectValidationError(response, ['body', field])
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/series/${seriesId}`,
      headers: admin.headers,
      payload: { description: '\u0000' },
    })
    expectValidationError(patch, ['body', 'description'])
    const members = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/series/${seriesId}/hackathons`,
      headers: admin.headers,
      payload: { hackathon_ids: [hackathonId, '\u0000'] },
    })
    expectValidationError(members, ['body', 'hackathon_ids', 1])
  })

  it('keeps tabs, new lines and paired surrogates (emoji)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: admin.headers,
      payload: hackathon({ description: 'Line one\r\n\tline two 🚀' }),
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().description).toBe('Line one\r\n\tline two 🚀')
  })
})

describe('line breaks, tabs and other control characters in a text of one line answer 422 with the field', () => {
  // CR/LF could start a new property wherever the text is written line by line (a calendar, a mail);
  // DEL and the C1 controls are refused in every text, descriptions included.
  const BREAKS = ['a\r\nb', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', 'a\u0085b', 'a\u009bb']
  const ONE_LINE = PATTERN_MESSAGES[PATTERNS.singleLine]
  const NAME = PATTERN_MESSAGES[PATTERNS.name]

  /**
   * The 422 names the field, in words a person reads: the field's rule, or (DEL and C1, which no
   * field may hold) the words of every field's guard. A web address's pattern is its own.
   */
  function expectRefused(response: LightMyRequestResponse, field: string, words?: string) {
    expectValidationError(response, ['body', field])
    const issue = (response.json().detail as { loc: unknown[]; msg: string }[]).find((i) => i.loc[1] === field)
    expect(issue?.msg.startsWith(`${field} `), issue?.msg).toBe(true)
    if (words) expect([`${field} ${words}`, `${field} ${INPUT_GUARD_MESSAGE}`]).toContain(issue?.msg)
  }

  const valueFor = (field: string, text: string) =>
    field === 'url' || field === 'image' ? `https://x.example/${text}` : text

  const hackathonFields = [
    ['name', NAME],
    ['location', ONE_LINE],
    ['url', undefined],
    ['image', undefined],
    ['timezone', ONE_LINE],
  ] as const

  it.each(hackathonFields)('hackathon %s: create, replace, change, and a suggestion of each', async (field, words) => {
    for (const text of BREAKS) {
      for (const [method, url, headers] of [
        ['POST', '/hackathons/', admin.headers],
        ['POST', '/hackathons/', user.headers],
        ['PUT', `/hackathons/${hackathonId}`, admin.headers],
        ['PUT', `/hackathons/${hackathonId}`, user.headers],
        ['PATCH', `/hackathons/${hackathonId}`, admin.headers],
        ['PATCH', `/hackathons/${hackathonId}`, user.headers],
      ] as const) {
        const value = valueFor(field, text)
        const payload = method === 'PATCH' ? { [field]: value } : hackathon({ [field]: value })
        expectRefused(await ctx.app.inject({ method, url: `${API}${url}`, headers, payload }), field, words)
      }
    }
  })

  it('series name: create, replace and change', async () => {
    for (const text of BREAKS) {
      for (const [method, url] of [
        ['POST', '/series/'],
        ['PUT', `/series/${seriesId}`],
        ['PATCH', `/series/${seriesId}`],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url: `${API}${url}`,
          headers: admin.headers,
          payload: { name: text },
        })
        expectRefused(response, 'name', NAME)
      }
    }
  })

  it('user name: sign-up, own profile, and the admin creating and changing a user', async () => {
    for (const text of BREAKS.map((breaking) => `Ada ${breaking}`)) {
      const email = `line-${crypto.randomUUID()}@example.com`
      for (const [method, url, headers, payload] of [
        ['POST', '/users/signup', {}, { email, password: 'long-enough-1', name: text }],
        ['PATCH', '/users/me', user.headers, { name: text }],
        ['POST', '/users/', admin.headers, { email, password: 'long-enough-1', name: text }],
        ['PATCH', `/users/${user.user.id}`, admin.headers, { name: text }],
      ] as const) {
        expectRefused(await ctx.app.inject({ method, url: `${API}${url}`, headers, payload }), 'name', NAME)
      }
    }
  })

  it('a search on one line, and a description without DEL or C1 controls', async () => {
    for (const text of ['a%0Ab', 'a%0Db', 'a%09b', 'a%7Fb', 'a%C2%85b']) {
      expectValidationError(await ctx.app.inject({ url: `${API}/hackathons/?q=${text}` }), ['query', 'q'])
    }
    for (const text of ['a\u007fb', 'a\u0085b']) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `${API}/series/${seriesId}`,
        headers: admin.headers,
        payload: { description: text },
      })
      expectRefused(response, 'description', PATTERN_MESSAGES[PATTERNS.multiLine])
    }
  })

  it('still accepts names with spaces, accents and emoji, and answers blank ones in the same words', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/series/`,
      headers: admin.headers,
      payload: { name: '  Zürich Hack Week 🚀 · 2031 ' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const blank = await ctx.app.inject({
      method: 'POST',
      url: `${API}/series/`,
      headers: admin.headers,
      payload: { name: '   ' },
    })
    expectRefused(blank, 'name', NAME)
  })
})

describe('paging numbers beyond what the database holds answer 422', () => {
  const lists = ['/hackathons/', '/series/', '/users/', '/suggestions/', '/suggestions/mine']
  it.each(lists)('%s', async (path) => {
    for (const [name, value] of [
      ['skip', '1e20'],
      ['skip', '9223372036854775808'],
      ['skip', '2147483648'],
      ['skip', 'Infinity'],
      ['skip', '-Infinity'],
      ['skip', '1e400'],
      ['skip', '-1'],
      ['limit', 'Infinity'],
      ['limit', '1e20'],
      ['limit', 'NaN'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${API}${path}?${name}=${value}`,
        headers: admin.headers,
      })
      expectValidationError(response, ['query', name])
    }
    const last = await ctx.app.inject({ method: 'GET', url: `${API}${path}?skip=2147483647`, headers: admin.headers })
    expect(last.statusCode, last.body).toBe(200)
    expect(last.json().data).toEqual([])
  })
})

describe('dates that are not real or cannot be stored answer 422', () => {
  const bad = [
    '2026-01-01T23:59:60Z',
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-23:59',
    '2026-02-30T10:00:00Z',
    '2025-02-29T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:00:00+24:00',
    '1969-12-31T23:59:59Z',
    '10000-01-01T00:00:00Z',
    '2026-01-01T10:00:00',
    '2026-01-01',
  ]

  it('the shared check', () => {
    for (const value of bad) expect(isStorableDateTime(value), value).toBe(false)
    for (const value of [
      '2024-02-29T10:00:00Z',
      '1970-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-06-01T10:00:00.123456+05:30',
      '2026-06-01t10:00:00z',
    ]) {
      expect(isStorableDateTime(value), value).toBe(true)
    }
  })

  it.each(bad)('%s on create, update and a suggestion', async (date) => {
    for (const [method, url, headers] of [
      ['POST', '/hackathons/', admin.headers],
      ['POST', '/hackathons/', user.headers],
      ['PUT', `/hackathons/${hackathonId}`, admin.headers],
      ['PATCH', `/hackathons/${hackathonId}`, admin.headers],
      ['PATCH', `/hackathons/${hackathonId}`, user.headers],
    ] as const) {
      for (const field of ['start_date', 'end_date']) {
        const payload = method === 'PATCH' ? { [field]: date } : hackathon({ [field]: date })
        const response = await ctx.app.inject({ method, url: `${API}${url}`, headers, payload })
        expectValidationError(response, ['body', field])
      }
    }
  })
})

describe('the edge of the parser answers 4xx with {detail}', () => {
  const expectDetail = (response: { statusCode: number; json(): unknown; body: string }, status: number) => {
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toEqual({ detail: expect.any(String) })
  }

  it('malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expectDetail(response, 400)
  })

  it('a prototype-polluting body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"role": 10}, "email": "p@example.com", "password": "long-enough-1"}',
    })
    expectDetail(response, 400)
  })

  it('a content type no route reads', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    })
    expectDetail(response, 415)
  })

  it('a body over the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expectDetail(response, 413)
  })

  it('a form body over the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a@example.com&password=${'x'.repeat(64 * 1024)}`,
    })
    expectDetail(response, 413)
  })

  it('an unknown path', async () => {
    expectDetail(await ctx.app.inject({ method: 'GET', url: `${API}/nowhere` }), 404)
  })
})
