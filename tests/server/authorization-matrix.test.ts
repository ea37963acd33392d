import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { CLAIM, ORGANIZER_MESSAGES } from '../../common/organizers.js'
import { ROLE, type Role } from '../../common/roles.js'
import { claimToken } from '../../server/services/organizers/claim.js'
import { createMailedToken, createPasswordResetToken, createUnsubscribeToken } from '../../server/services/security.js'
import {
  API,
  createTestApp,
  seedHackathon,
  seedSeries,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from './helpers.js'
import { freshAddress, multipartBody, OPENAPI_OPERATIONS, pngBytes, quickUser } from './support/operations.js'

/**
 * Who may call what, with real answers: every operation of openapi.json, called by a visitor and by
 * a user of each role (and, where ownership decides, on the caller's own row and on another's), on
 * real seeded records with a minimal valid body, so an allowed call answers its real success status
 * and a refused one 401 or 403. policy.test.ts checks the policy table's 401/403 boundary; this
 * checks what the routes do with it.
 */

type Caller = 'anonymous' | Role
const CALLERS: Caller[] = ['anonymous', ROLE.user, ROLE.editor, ROLE.moderator, ROLE.admin]

/** Expected statuses for: anonymous, role 0, 1, 5, 10. */
type Statuses = [number, number, number, number, number]

interface Cell {
  url: string
  payload?: InjectOptions['payload']
  headers?: Record<string, string>
  remoteAddress?: string
  /** Extra checks on an allowed answer. */
  verify?: (response: LightMyRequestResponse) => void | Promise<void>
}

interface Row {
  operationId: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  case?: string
  expected: Statuses
  /** Builds the request on fresh records; `me` is the caller (undefined for a visitor). */
  request: (me: TestUser | undefined) => Promise<Cell>
}

const ANYONE: Statuses = [200, 200, 200, 200, 200]
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200]
const EDITOR: Statuses = [401, 403, 200, 200, 200]
const MODERATOR: Statuses = [401, 403, 403, 200, 200]
const ADMIN: Statuses = [401, 403, 403, 403, 200]
const ADMIN_ONLY_CREATE: Statuses = [401, 403, 403, 403, 201]
const NOBODY: Statuses = [401, 403, 403, 403, 403]

let ctx: TestContext
let site: Server
let origin = ''
let uploadUrl = ''
/** The claim meta tag each page of the site carries, by path. */
const claimTags = new Map<string, string>()

const hackathonBody = (name = 'Matrix Hack') => ({
  name,
  url: `https://matrix.example/${name.replaceAll(' ', '-')}/${Math.random()}`,
  start_date: '2031-03-01T09:00:00Z',
  end_date: '2031-03-02T18:00:00Z',
})
const newHackathon = async () => (await seedHackathon(ctx, { name: `Seeded ${Math.random()}` })).id
const newSeries = async () => (await seedSeries(ctx, `Series ${Math.random()}`)).id
const newUser = (role: Role) => quickUser(ctx, role)
async function newSuggestion(submitter?: TestUser) {
  const by = submitter ?? (await newUser(ROLE.user))
  const suggestion = await ctx.app.repos.suggestions.createPending(
    'new',
    null,
    {
      name: 'Suggested',
      url: `https://suggested.example/${Math.random()}`,
      start_date: '2031-01-01T10:00:00.000Z',
      end_date: '2031-01-02T10:00:00.000Z',
    },
    by.user.id,
  )
  return suggestion.id
}
/** A hackathon renamed by `authorId` (or nobody): the id of the revision of that edit. */
async function editedRevision(authorId: string | null = null) {
  const id = await newHackathon()
  await ctx.app.repos.hackathons.update(id, { name: 'Renamed' }, { source: 'edit', authorId }, () => {})
  const [latest] = (await ctx.app.repos.revisions.list(id, { skip: 0, limit: 1 })).data
  return latest?.id
}
/** What the site's calendars (any path ending .ics) hold: one event, which a source run files for review. */
const MATRIX_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:matrix-event',
  'SUMMARY:Matrix Calendar Hack',
  'DTSTART:20310301T090000Z',
  'DTEND:20310302T170000Z',
  'URL:https://matrix-calendar.example/',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')
const sourceBody = () => ({ name: 'Matrix calendar', kind: 'ics', url: `${origin}/calendar-${randomUUID()}.ics` })
const newSource = async () =>
  (await ctx.app.repos.sources.create({ ...sourceBody(), kind: 'ics', createdById: null })).id
const idOf = (response: LightMyRequestResponse) => (response.json() as { id: string }).id

/** A hackathon whose page on the local site carries `me`'s claim token, so verifying it succeeds. */
async function claimableBy(me: TestUser | undefined) {
  const path = `/claim-${randomUUID()}`
  const { id } = await seedHackathon(ctx, { url: `${origin}${path}` })
  if (me) {
    const token = claimToken(ctx.config.secretKey, id, me.user.id)
    claimTags.set(path, `<meta name="${CLAIM.metaName}" content="${token}">`)
  }
  return id
}

/** A hackathon `me` organises (when given), and another account ready to be added or removed. */
async function organisedBy(me: TestUser | undefined) {
  const id = await newHackathon()
  if (me) await ctx.app.repos.organizers.add(id, me.user.id, null)
  return id
}

/** The webhook operations on one webhook, with the status of their success. */
const WEBHOOK_OPERATIONS = [
  ['readWebhook', 'GET', '/webhooks/{id}', 200],
  ['updateWebhook', 'PATCH', '/webhooks/{id}', 200],
  ['deleteWebhook', 'DELETE', '/webhooks/{id}', 200],
  ['testWebhook', 'POST', '/webhooks/{id}/test', 200],
  ['readWebhookDeliveries', 'GET', '/webhooks/{id}/deliveries', 200],
] as const

const TABLE: Row[] = [
  // Accounts and sessions
  {
    operationId: 'loginAccessToken',
    method: 'POST',
    path: '/login/access-token',
    expected: ANYONE,
    request: async () => {
      const account = await newUser(ROLE.user)
      return {
        url: '/login/access-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: account.user.email, password: TEST_PASSWORD }).toString(),
        remoteAddress: freshAddress(),
      }
    },
  },
  {
    operationId: 'testToken',
    method: 'POST',
    path: '/login/test-token',
    expected: SIGNED_IN,
    request: async () => ({ url: '/login/test-token' }),
  },
  {
    operationId: 'recoverPassword',
    method: 'POST',
    path: '/password-recovery/{email}',
    expected: ANYONE,
    request: async () => ({
      url: `/password-recovery/${(await newUser(ROLE.user)).user.email}`,
      remoteAddress: freshAddress(),
    }),
  },
  {
    operationId: 'resetPassword',
    method: 'POST',
    path: '/reset-password/',
    expected: ANYONE,
    request: async () => {
      const account = await newUser(ROLE.user)
      const token = await createPasswordResetToken(account.user, ctx.config.secretKey, 1)
      return { url: '/reset-password/', payload: { token, new_password: 'a-new-password-1' } }
    },
  },
  {
    operationId: 'recoverPasswordHtmlContent',
    method: 'POST',
    path: '/password-recovery-html-content/{email}',
    expected: ADMIN,
    request: async () => ({ url: `/password-recovery-html-content/${(await newUser(ROLE.user)).user.email}` }),
  },
  {
    operationId: 'registerUser',
    method: 'POST',
    path: '/users/signup',
    expected: [201, 201, 201, 201, 201],
    request: async () => ({
      url: '/users/signup',
      payload: { email: `signup-${Math.random()}@example.com`, password: 'long-enough-1' },
      remoteAddress: freshAddress(),
    }),
  },
  {
    operationId: 'readUserMe',
    method: 'GET',
    path: '/users/me',
    expected: SIGNED_IN,
    request: async () => ({ url: '/users/me' }),
  },
  {
    operationId: 'updateUserMe',
    method: 'PATCH',
    path: '/users/me',
    expected: SIGNED_IN,
    request: async () => ({ url: '/users/me', payload: { name: 'Renamed' } }),
  },
  {
    operationId: 'updatePasswordMe',
    method: 'PATCH',
    path: '/users/me/password',
    expected: SIGNED_IN,
    request: async () => ({
      url: '/users/me/password',
      payload: { current_password: TEST_PASSWORD, new_password: 'another-password-1' },
    }),
  },
  {
    operationId: 'sendEmailVerification',
    method: 'POST',
    path: '/users/me/verify-email',
    case: 'an unverified account',
    expected: SIGNED_IN,
    request: async (me) => {
      // A new address is unverified, so a link is mailed.
      if (me) await ctx.app.repos.users.update(me.user.id, { email: `unverified-${randomUUID()}@example.com` })
      return {
        url: '/users/me/verify-email',
        verify: (response) => expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.linkSent }),
      }
    },
  },
  {
    operationId: 'verifyEmail',
    method: 'POST',
    path: '/users/verify-email',
    case: "a link mailed to another's account",
    expected: ANYONE,
    request: async () => {
      const account = await quickUser(ctx, ROLE.user, undefined, { emailVerified: false })
      const link = new URL(
        await ctx.app.emailVerification.linkEmail(account.user, 'en').then((mail) => linkOf(mail.text)),
      )
      return { url: '/users/verify-email', payload: { token: link.searchParams.get('token') } }
    },
  },
  {
    operationId: 'deleteUserMe',
    method: 'DELETE',
    path: '/users/me',
    case: 'an admin may not delete their own account',
    expected: [401, 200, 200, 200, 403],
    request: async () => ({ url: '/users/me' }),
  },
  // User management and the hierarchy
  {
    operationId: 'readUsers',
    method: 'GET',
    path: '/users/',
    expected: MODERATOR,
    request: async () => ({ url: '/users/' }),
  },
  {
    operationId: 'createUser',
    method: 'POST',
    path: '/users/',
    expected: [401, 403, 403, 201, 201],
    request: async () => ({
      url: '/users/',
      payload: { email: `created-${Math.random()}@example.com`, password: 'long-enough-1' },
    }),
  },
  {
    operationId: 'createUser',
    method: 'POST',
    path: '/users/',
    case: 'granting a moderator role',
    expected: [401, 403, 403, 403, 201],
    request: async () => ({
      url: '/users/',
      payload: { email: `created-${Math.random()}@example.com`, password: 'long-enough-1', role: ROLE.moderator },
    }),
  },
  {
    operationId: 'readUserById',
    method: 'GET',
    path: '/users/{id}',
    case: "another's row",
    expected: MODERATOR,
    request: async () => ({ url: `/users/${(await newUser(ROLE.user)).user.id}` }),
  },
  {
    operationId: 'readUserById',
    method: 'GET',
    path: '/users/{id}',
    case: 'own row',
    expected: MODERATOR,
    request: async (me) => ({ url: `/users/${me?.user.id ?? (await newUser(ROLE.user)).user.id}` }),
  },
  // A ban follows the hierarchy of user edits exactly.
  ...(['updateUser', 'deleteUser', 'banUser'] as const).flatMap((operationId): Row[] => {
    const method = ({ updateUser: 'PATCH', deleteUser: 'DELETE', banUser: 'POST' } as const)[operationId]
    const payload = method === 'PATCH' ? { name: 'Changed' } : undefined
    const suffix = operationId === 'banUser' ? '/ban' : ''
    const on = (target: Role | 'own', expected: Statuses, name: string): Row => ({
      operationId,
      method,
      path: `/users/{id}${suffix}`,
      case: name,
      expected,
      request: async (me) => ({
        url: `/users/${target === 'own' && me ? me.user.id : (await newUser(target === 'own' ? ROLE.user : target)).user.id}${suffix}`,
        payload,
      }),
    })
    return [
      on(ROLE.user, MODERATOR, 'a role-0 user'),
      on(ROLE.editor, MODERATOR, 'an editor'),
      on(ROLE.moderator, ADMIN, 'a moderator (same role as a moderator caller)'),
      on(ROLE.admin, ADMIN, 'another admin'),
      on('own', NOBODY, 'own row'),
    ]
  }),
  // Hackathons
  {
    operationId: 'readHackathons',
    method: 'GET',
    path: '/hackathons/',
    expected: ANYONE,
    request: async () => ({ url: '/hackathons/' }),
  },
  {
    operationId: 'readHackathon',
    method: 'GET',
    path: '/hackathons/{id}',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/${await newHackathon()}` }),
  },
  {
    operationId: 'readRelatedHackathons',
    method: 'GET',
    path: '/hackathons/{id}/related',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/${await newHackathon()}/related` }),
  },
  {
    operationId: 'readHackathonCalendar',
    method: 'GET',
    path: '/hackathons/{id}/calendar.ics',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/${await newHackathon()}/calendar.ics` }),
  },
  {
    operationId: 'readHackathonsCalendar',
    method: 'GET',
    path: '/hackathons/calendar.ics',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/calendar.ics?series=${await newSeries()}` }),
  },
  {
    operationId: 'readHackathonsAtomFeed',
    method: 'GET',
    path: '/hackathons/feed.xml',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/feed.xml?series=${await newSeries()}` }),
  },
  {
    operationId: 'readHackathonsJsonFeed',
    method: 'GET',
    path: '/hackathons/feed.json',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/feed.json?series=${await newSeries()}` }),
  },
  {
    operationId: 'createHackathon',
    method: 'POST',
    path: '/hackathons/',
    case: 'role 0 suggests (202)',
    expected: [401, 202, 201, 201, 201],
    request: async () => ({ url: '/hackathons/', payload: hackathonBody(`Created ${Math.random()}`) }),
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      operationId: method === 'PUT' ? 'updateHackathon' : 'patchHackathon',
      method,
      path: '/hackathons/{id}',
      case: 'role 0 suggests (202)',
      expected: [401, 202, 200, 200, 200],
      request: async () => ({
        url: `/hackathons/${await newHackathon()}`,
        payload: method === 'PUT' ? hackathonBody('Replaced') : { name: 'Patched' },
      }),
    }),
  ),
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      operationId: method === 'PUT' ? 'updateHackathon' : 'patchHackathon',
      method,
      path: '/hackathons/{id}',
      case: 'a hackathon the caller organises applies at once, whatever the role',
      expected: [401, 200, 200, 200, 200],
      request: async (me) => {
        const id = await organisedBy(me)
        // The same site, another page: an organiser's change stays theirs to make.
        const url = `${new URL((await ctx.app.repos.hackathons.findById(id))?.url ?? '').origin}/${Math.random()}`
        return {
          url: `/hackathons/${id}`,
          payload:
            method === 'PUT'
              ? { ...hackathonBody('Replaced by its organiser'), url }
              : { name: 'Patched by its organiser' },
        }
      },
    }),
  ),
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      operationId: method === 'PUT' ? 'updateHackathon' : 'patchHackathon',
      method,
      path: '/hackathons/{id}',
      case: "moving a hackathon the caller organises to another site is an editor's change: role 0 suggests (202)",
      expected: [401, 202, 200, 200, 200],
      request: async (me) => {
        const elsewhere = hackathonBody('Moved by its organiser')
        return {
          url: `/hackathons/${await organisedBy(me)}`,
          payload: method === 'PUT' ? elsewhere : { url: elsewhere.url },
        }
      },
    }),
  ),
  {
    operationId: 'findPossibleDuplicates',
    method: 'GET',
    path: '/hackathons/duplicates',
    expected: SIGNED_IN,
    request: async () => ({ url: '/hackathons/duplicates?url=https%3A%2F%2Fexample.org%2Fhack' }),
  },
  {
    operationId: 'deleteHackathon',
    method: 'DELETE',
    path: '/hackathons/{id}',
    expected: MODERATOR,
    request: async () => ({ url: `/hackathons/${await newHackathon()}` }),
  },
  {
    operationId: 'checkHackathonLink',
    method: 'POST',
    path: '/hackathons/{id}/check-link',
    expected: EDITOR,
    request: async () => {
      const { id } = await seedHackathon(ctx, { url: `${origin}/event.html?${Math.random()}` })
      return {
        url: `/hackathons/${id}/check-link`,
        verify: (response) => expect(response.json()).toMatchObject({ outcome: 'ok', link_status: 'ok' }),
      }
    },
  },
  // Organisers
  {
    operationId: 'claimHackathon',
    method: 'POST',
    path: '/hackathons/{id}/claim',
    expected: SIGNED_IN,
    request: async () => ({ url: `/hackathons/${await newHackathon()}/claim` }),
  },
  {
    operationId: 'claimHackathon',
    method: 'POST',
    path: '/hackathons/{id}/claim',
    case: 'an unverified account',
    expected: [401, 403, 403, 403, 403],
    request: async (me) => {
      if (me) await unverify(me)
      return { url: `/hackathons/${await newHackathon()}/claim` }
    },
  },
  {
    operationId: 'verifyHackathonClaim',
    method: 'POST',
    path: '/hackathons/{id}/claim/verify',
    case: "the caller's token on the hackathon's page",
    expected: SIGNED_IN,
    request: async (me) => ({
      url: `/hackathons/${await claimableBy(me)}/claim/verify`,
      verify: (response) => expect(response.json()).toEqual({ verified: true }),
    }),
  },
  {
    operationId: 'verifyHackathonClaim',
    method: 'POST',
    path: '/hackathons/{id}/claim/verify',
    case: 'an unverified account, its token on the page',
    expected: [401, 403, 403, 403, 403],
    request: async (me) => {
      const id = await claimableBy(me)
      if (me) await unverify(me)
      return { url: `/hackathons/${id}/claim/verify` }
    },
  },
  {
    operationId: 'readHackathonOrganizers',
    method: 'GET',
    path: '/hackathons/{id}/organizers',
    expected: ANYONE,
    request: async () => {
      const id = await newHackathon()
      const organiser = await newUser(ROLE.user)
      await ctx.app.repos.organizers.add(id, organiser.user.id, null)
      return {
        url: `/hackathons/${id}/organizers`,
        verify: (response) => {
          expect(response.json()).toEqual({ data: [{ user_id: organiser.user.id, name: 'Role 0' }], count: 1 })
          expect(response.body).not.toContain(organiser.user.email)
        },
      }
    },
  },
  {
    operationId: 'inviteHackathonOrganizer',
    method: 'POST',
    path: '/hackathons/{id}/organizers',
    case: 'a hackathon the caller organises: the invitee is not listed before accepting',
    expected: [401, 202, 202, 202, 202],
    request: async (me) => {
      const id = await organisedBy(me)
      return {
        url: `/hackathons/${id}/organizers`,
        payload: { email: (await newUser(ROLE.user)).user.email },
        verify: async (response) => {
          expect(response.json()).toEqual({ message: ORGANIZER_MESSAGES.invitationSent })
          expect((await ctx.app.repos.organizers.list(id)).map((row) => row.userId)).toEqual([me?.user.id])
        },
      }
    },
  },
  {
    operationId: 'inviteHackathonOrganizer',
    method: 'POST',
    path: '/hackathons/{id}/organizers',
    case: "another's hackathon: moderators only",
    expected: [401, 403, 403, 202, 202],
    request: async () => ({
      url: `/hackathons/${await organisedBy(await newUser(ROLE.user))}/organizers`,
      payload: { email: (await newUser(ROLE.user)).user.email },
    }),
  },
  {
    operationId: 'inviteHackathonOrganizer',
    method: 'POST',
    path: '/hackathons/{id}/organizers',
    case: 'an unverified organiser',
    expected: [401, 403, 403, 403, 403],
    request: async (me) => {
      const id = await organisedBy(me)
      if (me) await unverify(me)
      return { url: `/hackathons/${id}/organizers`, payload: { email: (await newUser(ROLE.user)).user.email } }
    },
  },
  {
    operationId: 'acceptOrganizerInvitation',
    method: 'POST',
    path: '/organizer-invitations/accept',
    case: "an invitation sent to the caller's address",
    expected: SIGNED_IN,
    request: async (me) => {
      const { id, token } = await newInvitation(me?.user.email ?? `someone-${randomUUID()}@example.com`)
      return {
        url: '/organizer-invitations/accept',
        payload: { token },
        verify: async (response) => {
          expect(response.json()).toEqual({ message: ORGANIZER_MESSAGES.invitationAccepted, hackathon_id: id })
          expect((await ctx.app.repos.organizers.list(id)).map((row) => row.userId)).toContain(me?.user.id)
        },
      }
    },
  },
  {
    operationId: 'acceptOrganizerInvitation',
    method: 'POST',
    path: '/organizer-invitations/accept',
    case: "an invitation sent to another's address",
    expected: [401, 409, 409, 409, 409],
    request: async () => ({
      url: '/organizer-invitations/accept',
      payload: { token: (await newInvitation((await newUser(ROLE.user)).user.email)).token },
    }),
  },
  {
    operationId: 'acceptOrganizerInvitation',
    method: 'POST',
    path: '/organizer-invitations/accept',
    case: 'an unverified caller',
    expected: [401, 403, 403, 403, 403],
    request: async (me) => {
      if (me) await unverify(me)
      const { token } = await newInvitation(me?.user.email ?? `someone-${randomUUID()}@example.com`)
      return { url: '/organizer-invitations/accept', payload: { token } }
    },
  },
  {
    operationId: 'removeHackathonOrganizer',
    method: 'DELETE',
    path: '/hackathons/{id}/organizers/{user_id}',
    case: 'a co-organiser of a hackathon the caller organises',
    expected: SIGNED_IN,
    request: async (me) => {
      const id = await organisedBy(me)
      const colleague = await newUser(ROLE.user)
      await ctx.app.repos.organizers.add(id, colleague.user.id, null)
      return { url: `/hackathons/${id}/organizers/${colleague.user.id}` }
    },
  },
  {
    operationId: 'removeHackathonOrganizer',
    method: 'DELETE',
    path: '/hackathons/{id}/organizers/{user_id}',
    case: "an organiser of another's hackathon: moderators only",
    expected: MODERATOR,
    request: async () => {
      const organiser = await newUser(ROLE.user)
      return { url: `/hackathons/${await organisedBy(organiser)}/organizers/${organiser.user.id}` }
    },
  },
  {
    operationId: 'readMyHackathons',
    method: 'GET',
    path: '/users/me/hackathons',
    case: "own hackathons listed, another's not",
    expected: SIGNED_IN,
    request: async (me) => {
      await organisedBy(await newUser(ROLE.user))
      const mine = await organisedBy(me)
      return {
        url: '/users/me/hackathons',
        verify: (response) => expect(response.json()).toMatchObject({ count: 1, data: [{ id: mine }] }),
      }
    },
  },
  // Series
  {
    operationId: 'readSeriesList',
    method: 'GET',
    path: '/series/',
    expected: ANYONE,
    request: async () => ({ url: '/series/' }),
  },
  {
    operationId: 'readSeries',
    method: 'GET',
    path: '/series/{id}',
    expected: ANYONE,
    request: async () => ({ url: `/series/${await newSeries()}` }),
  },
  {
    operationId: 'createSeries',
    method: 'POST',
    path: '/series/',
    expected: [401, 403, 403, 201, 201],
    request: async () => ({ url: '/series/', payload: { name: `Series ${Math.random()}` } }),
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      operationId: method === 'PUT' ? 'updateSeries' : 'patchSeries',
      method,
      path: '/series/{id}',
      expected: EDITOR,
      request: async () => ({ url: `/series/${await newSeries()}`, payload: { name: `Renamed ${Math.random()}` } }),
    }),
  ),
  {
    operationId: 'deleteSeries',
    method: 'DELETE',
    path: '/series/{id}',
    expected: MODERATOR,
    request: async () => ({ url: `/series/${await newSeries()}` }),
  },
  {
    operationId: 'setSeriesHackathons',
    method: 'PUT',
    path: '/series/{id}/hackathons',
    expected: EDITOR,
    request: async () => ({
      url: `/series/${await newSeries()}/hackathons`,
      payload: { hackathon_ids: [await newHackathon()] },
    }),
  },
  // Suggestions
  {
    operationId: 'readSuggestions',
    method: 'GET',
    path: '/suggestions/',
    expected: EDITOR,
    request: async () => ({ url: '/suggestions/' }),
  },
  {
    operationId: 'countSuggestions',
    method: 'GET',
    path: '/suggestions/count',
    case: 'the pending count',
    expected: EDITOR,
    request: async () => ({ url: '/suggestions/count?status=pending' }),
  },
  {
    operationId: 'readMySuggestions',
    method: 'GET',
    path: '/suggestions/mine',
    case: "own suggestions listed, another's not",
    expected: SIGNED_IN,
    request: async (me) => {
      const others = await newSuggestion()
      const own = me ? await newSuggestion(me) : undefined
      return {
        url: '/suggestions/mine',
        verify: (response) => {
          const ids = (response.json() as { data: { id: string }[] }).data.map((s) => s.id)
          expect(ids).toEqual([own])
          expect(ids).not.toContain(others)
        },
      }
    },
  },
  {
    operationId: 'readSuggestion',
    method: 'GET',
    path: '/suggestions/{id}',
    case: "another's suggestion",
    expected: EDITOR,
    request: async () => ({ url: `/suggestions/${await newSuggestion()}` }),
  },
  {
    operationId: 'readSuggestion',
    method: 'GET',
    path: '/suggestions/{id}',
    case: 'own suggestion (role 0 reads its own through /suggestions/mine only)',
    expected: EDITOR,
    request: async (me) => ({ url: `/suggestions/${await newSuggestion(me)}` }),
  },
  ...(['approve', 'reject'] as const).flatMap((decision) =>
    (['PUT', 'POST'] as const).map(
      (method): Row => ({
        operationId: `${decision}Suggestion${method === 'POST' ? 'Post' : ''}`,
        method,
        path: `/suggestions/{id}/${decision}`,
        expected: EDITOR,
        request: async () => ({ url: `/suggestions/${await newSuggestion()}/${decision}` }),
      }),
    ),
  ),
  {
    operationId: 'amendSuggestion',
    method: 'PATCH',
    path: '/suggestions/{id}',
    expected: EDITOR,
    request: async () => ({
      url: `/suggestions/${await newSuggestion()}`,
      payload: { name: 'Amended' },
      verify: (response) => expect(response.json()).toMatchObject({ name: 'Amended', status: 'pending' }),
    }),
  },
  {
    operationId: 'cleanupSuggestions',
    method: 'DELETE',
    path: '/suggestions/cleanup',
    expected: MODERATOR,
    request: async () => ({ url: '/suggestions/cleanup' }),
  },
  // History
  {
    operationId: 'readHackathonRevisions',
    method: 'GET',
    path: '/hackathons/{id}/revisions',
    expected: ANYONE,
    request: async () => ({ url: `/hackathons/${await newHackathon()}/revisions` }),
  },
  {
    operationId: 'revertRevision',
    method: 'POST',
    path: '/revisions/{id}/revert',
    expected: [401, 403, 403, 201, 201],
    request: async () => ({ url: `/revisions/${await editedRevision()}/revert` }),
  },
  {
    operationId: 'revertUserChanges',
    method: 'POST',
    path: '/users/{id}/revert',
    expected: MODERATOR,
    request: async () => {
      const author = await newUser(ROLE.editor)
      await editedRevision(author.user.id)
      return {
        url: `/users/${author.user.id}/revert`,
        payload: { since: '2020-01-01T00:00:00Z' },
        verify: (response) => expect(response.json()).toEqual({ reverted: 1, skipped: [] }),
      }
    },
  },
  // Utilities
  {
    operationId: 'healthCheck',
    method: 'GET',
    path: '/utils/health-check/',
    expected: ANYONE,
    request: async () => ({ url: '/utils/health-check/' }),
  },
  {
    operationId: 'readChallenge',
    method: 'GET',
    path: '/utils/challenge',
    expected: ANYONE,
    request: async () => ({ url: '/utils/challenge' }),
  },
  {
    operationId: 'testEmail',
    method: 'POST',
    path: '/utils/test-email/',
    expected: ADMIN_ONLY_CREATE,
    request: async () => ({ url: '/utils/test-email/?email_to=someone@example.com' }),
  },
  {
    operationId: 'completeHackathon',
    method: 'POST',
    path: '/utils/complete-hackathon/',
    expected: SIGNED_IN,
    request: async () => ({ url: `/utils/complete-hackathon/?url=${encodeURIComponent(`${origin}/event.html`)}` }),
  },
  {
    operationId: 'uploadImage',
    method: 'POST',
    path: '/utils/upload-image/',
    expected: [401, 201, 201, 201, 201],
    request: async () => ({
      url: '/utils/upload-image/',
      ...multipartBody('file', 'a.png', 'image/png', await pngBytes()),
    }),
  },
  {
    operationId: 'readUpload',
    method: 'GET',
    path: '/uploads/{name}',
    expected: ANYONE,
    request: async () => ({ url: uploadUrl.slice(API.length) }),
  },
  // Places and the map
  {
    operationId: 'searchPlaces',
    method: 'GET',
    path: '/places/',
    expected: ANYONE,
    request: async () => ({ url: '/places/?q=Berlin' }),
  },
  {
    operationId: 'readThemes',
    method: 'GET',
    path: '/themes/',
    expected: ANYONE,
    request: async () => ({ url: '/themes/' }),
  },
  {
    operationId: 'exportHackathonsJson',
    method: 'GET',
    path: '/hackathons/export.json',
    expected: ANYONE,
    request: async () => ({ url: '/hackathons/export.json' }),
  },
  {
    operationId: 'exportHackathonsCsv',
    method: 'GET',
    path: '/hackathons/export.csv',
    expected: ANYONE,
    request: async () => ({ url: '/hackathons/export.csv' }),
  },
  {
    operationId: 'readMapConfig',
    method: 'GET',
    path: '/map/config',
    expected: ANYONE,
    request: async () => ({ url: '/map/config' }),
  },
  {
    operationId: 'findNearestPlace',
    method: 'GET',
    path: '/places/nearest',
    expected: ANYONE,
    request: async () => ({ url: '/places/nearest?near=52.52,13.40' }),
  },
  // Alerts
  {
    operationId: 'createAlert',
    method: 'POST',
    path: '/alerts/',
    expected: [202, 202, 202, 202, 202],
    request: async () => ({
      url: '/alerts/',
      payload: { email: `alert-${randomUUID()}@example.com`, frequency: 'weekly', filters: { q: 'AI' } },
      remoteAddress: freshAddress(),
    }),
  },
  {
    operationId: 'previewAlert',
    method: 'GET',
    path: '/alerts/confirm',
    expected: ANYONE,
    request: async () => ({ url: `/alerts/confirm?token=${(await newAlert()).token}` }),
  },
  {
    operationId: 'confirmAlert',
    method: 'POST',
    path: '/alerts/confirm',
    expected: ANYONE,
    request: async () => ({ url: '/alerts/confirm', payload: { token: (await newAlert()).token } }),
  },
  {
    operationId: 'unsubscribeAlerts',
    method: 'POST',
    path: '/alerts/unsubscribe',
    expected: ANYONE,
    request: async () => ({
      url: `/alerts/unsubscribe?token=${await unsubscribeToken(await newAlert())}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    operationId: 'openUnsubscribePage',
    method: 'GET',
    path: '/alerts/unsubscribe',
    expected: [303, 303, 303, 303, 303],
    request: async () => ({ url: `/alerts/unsubscribe?token=${await unsubscribeToken(await newAlert())}` }),
  },
  {
    operationId: 'readAlerts',
    method: 'GET',
    path: '/alerts/',
    expected: SIGNED_IN,
    request: async () => ({ url: '/alerts/' }),
  },
  {
    operationId: 'updateAlert',
    method: 'PATCH',
    path: '/alerts/{id}',
    case: "the caller's own alert",
    expected: SIGNED_IN,
    request: async (me) => ({ url: `/alerts/${(await newAlert(me?.user.email)).id}`, payload: { paused: true } }),
  },
  {
    operationId: 'deleteAlert',
    method: 'DELETE',
    path: '/alerts/{id}',
    case: "the caller's own alert",
    expected: SIGNED_IN,
    request: async (me) => ({ url: `/alerts/${(await newAlert(me?.user.email)).id}` }),
  },
  ...(
    [
      ['readAlerts', 'GET', '/alerts/'],
      ['updateAlert', 'PATCH', '/alerts/{id}'],
      ['deleteAlert', 'DELETE', '/alerts/{id}'],
    ] as const
  ).map(
    ([operationId, method, path]): Row => ({
      operationId,
      method,
      path,
      case: "an unverified account, on its address's alert",
      expected: [401, 403, 403, 403, 403],
      request: async (me) => {
        const alert = await newAlert()
        // The caller's account moves to the alert's address, and so is no longer verified.
        if (me) await ctx.app.repos.users.update(me.user.id, { email: alert.email })
        return {
          url: path.replace('{id}', alert.id),
          ...(method === 'PATCH' && { payload: { paused: true } }),
        }
      },
    }),
  ),
  // Saved hackathons
  {
    operationId: 'saveHackathon',
    method: 'PUT',
    path: '/users/me/saved/{hackathon_id}',
    expected: [401, 204, 204, 204, 204],
    request: async () => ({ url: `/users/me/saved/${await newHackathon()}` }),
  },
  {
    operationId: 'unsaveHackathon',
    method: 'DELETE',
    path: '/users/me/saved/{hackathon_id}',
    case: "the caller's own save",
    expected: [401, 204, 204, 204, 204],
    request: async (me) => {
      const id = await newHackathon()
      if (me) await ctx.app.repos.saved.save(me.user.id, id)
      return { url: `/users/me/saved/${id}` }
    },
  },
  {
    operationId: 'readSavedHackathons',
    method: 'GET',
    path: '/users/me/saved',
    case: "another account's saves are not the caller's",
    expected: SIGNED_IN,
    request: async (me) => {
      const other = await newUser(ROLE.admin)
      await ctx.app.repos.saved.save(other.user.id, await newHackathon())
      const mine = await newHackathon()
      if (me) await ctx.app.repos.saved.save(me.user.id, mine)
      return {
        url: '/users/me/saved',
        verify: (response) => expect(response.json()).toMatchObject({ count: 1, data: [{ id: mine }] }),
      }
    },
  },
  {
    operationId: 'readSavedCalendar',
    method: 'GET',
    path: '/users/me/saved/calendar',
    expected: SIGNED_IN,
    request: async () => ({ url: '/users/me/saved/calendar' }),
  },
  {
    operationId: 'rotateSavedCalendar',
    method: 'POST',
    path: '/users/me/saved/calendar/rotate',
    expected: SIGNED_IN,
    request: async () => ({ url: '/users/me/saved/calendar/rotate' }),
  },
  {
    operationId: 'createApiToken',
    method: 'POST',
    path: '/users/me/tokens',
    expected: [401, 201, 201, 201, 201],
    request: async () => ({
      url: '/users/me/tokens',
      payload: { name: 'Matrix bot', scope: 'read' },
      verify: (response) => expect(response.json()).toMatchObject({ token: expect.stringMatching(/^hk_/) }),
    }),
  },
  {
    operationId: 'readApiTokens',
    method: 'GET',
    path: '/users/me/tokens',
    case: "the caller's own tokens only",
    expected: SIGNED_IN,
    request: async () => {
      const other = await newUser(ROLE.user)
      await ctx.app.apiTokens.create(other.user.id, { name: 'Not yours', scope: 'read', expiresInDays: 1 })
      return {
        url: '/users/me/tokens',
        verify: (response) => expect(response.json()).toEqual({ data: [], count: 0 }),
      }
    },
  },
  {
    operationId: 'deleteApiToken',
    method: 'DELETE',
    path: '/users/me/tokens/{id}',
    case: "the caller's own token",
    expected: [401, 204, 204, 204, 204],
    request: async (me) => {
      const owner = me ?? (await newUser(ROLE.user))
      const made = await ctx.app.apiTokens.create(owner.user.id, { name: 'Mine', scope: 'read', expiresInDays: 1 })
      return { url: `/users/me/tokens/${made.id}` }
    },
  },
  {
    operationId: 'deleteApiToken',
    method: 'DELETE',
    path: '/users/me/tokens/{id}',
    case: "another account's token: as if it did not exist",
    expected: [401, 404, 404, 404, 404],
    request: async () => {
      const other = await newUser(ROLE.user)
      const made = await ctx.app.apiTokens.create(other.user.id, { name: 'Theirs', scope: 'read', expiresInDays: 1 })
      return { url: `/users/me/tokens/${made.id}` }
    },
  },
  {
    operationId: 'readSavedHackathonsCalendar',
    method: 'GET',
    path: '/calendars/saved/{token}.ics',
    case: "another account's address: the address is the credential",
    expected: ANYONE,
    request: async () => {
      const owner = await newUser(ROLE.user)
      const response = await ctx.app.inject({ url: `${API}/users/me/saved/calendar`, headers: owner.headers })
      return { url: new URL((response.json() as { url: string }).url).pathname.slice(API.length) }
    },
  },
  {
    operationId: 'runAlerts',
    method: 'POST',
    path: '/alerts/run',
    expected: ADMIN,
    request: async () => ({ url: '/alerts/run' }),
  },
  // Sources
  {
    operationId: 'listSources',
    method: 'GET',
    path: '/sources/',
    expected: EDITOR,
    request: async () => ({ url: '/sources/' }),
  },
  {
    operationId: 'createSource',
    method: 'POST',
    path: '/sources/',
    expected: [401, 403, 201, 201, 201],
    request: async () => ({ url: '/sources/', payload: sourceBody() }),
  },
  {
    operationId: 'createSource',
    method: 'POST',
    path: '/sources/',
    case: 'publishing at once',
    expected: [401, 403, 403, 201, 201],
    request: async () => ({ url: '/sources/', payload: { ...sourceBody(), trust: 'publish' } }),
  },
  {
    operationId: 'readSource',
    method: 'GET',
    path: '/sources/{id}',
    expected: EDITOR,
    request: async () => ({ url: `/sources/${await newSource()}` }),
  },
  {
    operationId: 'updateSource',
    method: 'PATCH',
    path: '/sources/{id}',
    expected: EDITOR,
    request: async () => ({ url: `/sources/${await newSource()}`, payload: { status: 'paused' } }),
  },
  {
    operationId: 'updateSource',
    method: 'PATCH',
    path: '/sources/{id}',
    case: 'publishing at once',
    expected: MODERATOR,
    request: async () => ({ url: `/sources/${await newSource()}`, payload: { trust: 'publish' } }),
  },
  {
    operationId: 'deleteSource',
    method: 'DELETE',
    path: '/sources/{id}',
    expected: [401, 403, 403, 204, 204],
    request: async () => ({ url: `/sources/${await newSource()}` }),
  },
  {
    operationId: 'runSource',
    method: 'POST',
    path: '/sources/{id}/run',
    expected: EDITOR,
    request: async () => ({ url: `/sources/${await newSource()}/run` }),
  },
  {
    operationId: 'previewSource',
    method: 'POST',
    path: '/sources/preview',
    expected: EDITOR,
    request: async () => ({ url: '/sources/preview', payload: { kind: 'ics', url: sourceBody().url } }),
  },
  {
    operationId: 'importCsv',
    method: 'POST',
    path: '/sources/csv',
    expected: EDITOR,
    request: async () => ({
      url: '/sources/csv?dry_run=true',
      ...multipartBody('file', 'hackathons.csv', 'text/csv', Buffer.from('name,url,start_date,end_date\n')),
    }),
  },
  {
    operationId: 'importCsv',
    method: 'POST',
    path: '/sources/csv',
    case: 'importing a row',
    expected: EDITOR,
    request: async () => {
      const row = `Matrix CSV Hack,https://matrix.example/csv/${randomUUID()},2031-03-01T09:00:00Z,2031-03-02 18:00,Europe/Berlin`
      const csv = `name,url,start_date,end_date,timezone\n${row}\n`
      return { url: '/sources/csv', ...multipartBody('file', 'hackathons.csv', 'text/csv', Buffer.from(csv)) }
    },
  },
  {
    operationId: 'readCsvTemplate',
    method: 'GET',
    path: '/sources/csv/template',
    expected: ANYONE,
    request: async () => ({ url: '/sources/csv/template' }),
  },
  {
    operationId: 'approveSuggestions',
    method: 'POST',
    path: '/suggestions/approve',
    expected: EDITOR,
    request: async () => ({
      url: '/suggestions/approve',
      payload: { ids: [await newSuggestion()] },
      verify: (response) => expect(response.json()).toEqual({ approved: 1, failed: [] }),
    }),
  },
  // Webhooks: a verified account's own; an admin reaches everyone's
  {
    operationId: 'createWebhook',
    method: 'POST',
    path: '/webhooks/',
    expected: [401, 201, 201, 201, 201],
    request: async () => ({ url: '/webhooks/', payload: { url: `${origin}/hook`, kind: 'standard' } }),
  },
  {
    operationId: 'readWebhooks',
    method: 'GET',
    path: '/webhooks/',
    expected: SIGNED_IN,
    request: async () => ({ url: '/webhooks/' }),
  },
  ...WEBHOOK_OPERATIONS.map(
    ([operationId, method, path, success]): Row => ({
      operationId,
      method,
      path,
      case: "the caller's own webhook",
      expected: [401, success, success, success, success],
      request: async (me) => webhookCall(method, path, me ?? (await newUser(ROLE.user))),
    }),
  ),
  ...WEBHOOK_OPERATIONS.map(
    ([operationId, method, path, success]): Row => ({
      operationId,
      method,
      path,
      case: "another account's webhook: as if it did not exist, but for an admin",
      expected: [401, 404, 404, 404, success],
      request: async () => webhookCall(method, path, await newUser(ROLE.user)),
    }),
  ),
  ...WEBHOOK_OPERATIONS.map(
    ([operationId, method, path]): Row => ({
      operationId,
      method,
      path,
      case: 'an unverified account, on its own webhook',
      expected: [401, 403, 403, 403, 403],
      request: async (me) => {
        const call = await webhookCall(method, path, me ?? (await newUser(ROLE.user)))
        if (me) await unverify(me)
        return call
      },
    }),
  ),
]

/** A call to an operation on a new webhook of `owner`'s. */
async function webhookCall(method: Row['method'], path: string, owner: TestUser): Promise<Cell> {
  const webhook = await ctx.app.repos.webhooks.create(
    {
      userId: owner.user.id,
      url: `${origin}/hook`,
      kind: 'slack',
      filters: {},
      events: ['hackathon.created'],
      secret: null,
    },
    new Date(),
  )
  return { url: path.replace('{id}', webhook.id), ...(method === 'PATCH' && { payload: { active: false } }) }
}

/** Moves the caller's account to a new address, which is unverified until its own link is used. */
const unverify = (me: TestUser) =>
  ctx.app.repos.users.update(me.user.id, { email: `unverified-${randomUUID()}@example.com` })

/** An invitation to organise a new hackathon, filed for `email`, and the token its e-mail would carry. */
async function newInvitation(email: string) {
  const id = await organisedBy(await newUser(ROLE.user))
  const { token, hash } = createMailedToken()
  await ctx.app.repos.organizerInvitations.issue(
    { tokenHash: hash, hackathonId: id, email, invitedById: null, expiresAt: new Date(Date.now() + 3_600_000) },
    new Date(),
  )
  return { id, token }
}

/** The verification link of a mail's text. */
function linkOf(text: string): string {
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(text)?.[0]
  if (!link) throw new Error('no verification link in the mail')
  return link
}

/** An alert waiting for confirmation, and the token its e-mail would carry. */
async function newAlert(email = `alert-${randomUUID()}@example.com`) {
  const { token, hash } = createMailedToken()
  const outcome = await ctx.app.repos.alerts.subscribe(
    {
      email: email.toLowerCase(),
      frequency: 'weekly',
      filters: {},
      timezone: 'UTC',
      locale: 'en',
      confirmTokenHash: hash,
    },
    new Date(),
  )
  if (!outcome.alert) throw new Error(`no alert saved: ${outcome.kind}`)
  return { id: outcome.alert.id, email: outcome.alert.email, token }
}

const unsubscribeToken = (alert: { id: string; email: string }) =>
  createUnsubscribeToken({ email: alert.email, alertId: alert.id }, ctx.config.secretKey, new Date())

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url?.endsWith('.ics')) {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      return res.end(MATRIX_CALENDAR)
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    const claim = claimTags.get(req.url ?? '') ?? ''
    res.end(`<html><head><title>Matrix Hack 2031</title>${claim}</head><body>Hi</body></html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  ctx = await createTestApp({ extractAllowPrivateNetwork: true })
  const admin = await quickUser(ctx, ROLE.admin)
  const image = multipartBody('file', 'a.png', 'image/png', await pngBytes())
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `${API}/utils/upload-image/`,
    payload: image.payload,
    headers: { ...image.headers, ...admin.headers },
  })
  uploadUrl = (uploaded.json() as { image_url: string }).image_url
})
afterAll(async () => {
  await ctx?.close()
  await new Promise((resolve) => site?.close(resolve))
})

const key = (o: { method: string; path: string; operationId: string }) =>
  `${o.method.toUpperCase()} ${o.path} ${o.operationId}`

describe('the authorization matrix', () => {
  it('covers every operation of openapi.json, and nothing else', () => {
    const documented = new Set(OPENAPI_OPERATIONS.map((o) => key({ ...o, path: o.path.slice(API.length) })))
    const tabled = new Set(TABLE.map(key))
    expect(
      [...documented].filter((k) => !tabled.has(k)),
      'operations missing from the matrix',
    ).toEqual([])
    expect(
      [...tabled].filter((k) => !documented.has(k)),
      'matrix rows that openapi.json does not have',
    ).toEqual([])
  })

  it('answers each caller as the table says, with real success statuses', async () => {
    const failures: string[] = []
    let cells = 0
    for (const row of TABLE) {
      for (const [index, caller] of CALLERS.entries()) {
        // A fresh account per cell: some calls delete or change their caller.
        const me = caller === 'anonymous' ? undefined : await quickUser(ctx, caller)
        const cell = await row.request(me)
        const response = await ctx.app.inject({
          method: row.method,
          url: `${API}${cell.url}`,
          headers: { ...cell.headers, ...me?.headers },
          ...(cell.payload !== undefined && { payload: cell.payload }),
          ...(cell.remoteAddress && { remoteAddress: cell.remoteAddress }),
        })
        cells++
        const expected = row.expected[index]
        const where = `${row.method} ${row.path} (${row.operationId}${row.case ? `, ${row.case}` : ''}) as ${caller}`
        if (response.statusCode !== expected) {
          failures.push(`${where}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`)
          continue
        }
        if (response.statusCode >= 400) {
          expect(response.json(), where).toEqual({ detail: expect.any(String) })
        } else if (cell.verify) {
          await cell.verify(response)
        }
      }
    }
    console.log(`authorization matrix: ${cells} cells checked (${TABLE.length} rows x ${CALLERS.length} callers)`)
    expect(failures).toEqual([])
  }, 120_000)

  it('created and changed records are real (ids answer 200 afterwards)', async () => {
    const admin = await quickUser(ctx, ROLE.admin)
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/hackathons/`,
      headers: admin.headers,
      payload: hackathonBody('Kept'),
    })
    const read = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${idOf(created)}` })
    expect(read.statusCode).toBe(200)
  })
})
