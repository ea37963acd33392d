import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyBaseLogger } from 'fastify'
import { type Static, Type } from 'typebox'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { canGrant, canManage, mayDeleteOwnAccount } from '../../common/policy.js'
import { ROLE } from '../../common/roles.js'
import type { UserRow } from '../db/schema.js'
import { badRequest, forbidden, invalidField, notFound } from '../http-errors.js'
import { requestLocale } from '../languages.js'
import { MESSAGES } from '../messages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, IdParams, Message, Paging, pageOf } from '../schemas/common.js'
import {
  BanResult,
  PasswordChanged,
  storedName,
  toUserPublic,
  UpdatePassword,
  UserCreate,
  UserPublic,
  UserRegister,
  UsersPublic,
  UserUpdate,
  UserUpdateMe,
  unsavedUserPublic,
  VerifyEmail,
} from '../schemas/users.js'
import type { EmailMessage } from '../services/email.js'
import { revertRules } from '../services/hackathons/changes.js'
import { createAccessToken, hashPassword, verifyPassword } from '../services/security.js'

/** confirm_password, when sent, must equal the password (422 in the detail-list shape). */
function assertConfirmed(password: string | undefined, confirm: string | undefined) {
  if (password && confirm !== undefined && confirm !== password) {
    throw invalidField('confirm_password', MESSAGES.passwordsDoNotMatch)
  }
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  const { config, repos } = app

  /** Mails in the background, so a slow mail server never holds the answer; a failure is logged. */
  const mail = (message: EmailMessage, log: FastifyBaseLogger, what: string) =>
    void app.mailer.send(message).catch((error: unknown) => log.error({ err: error }, `${what} e-mail failed`))

  async function manageableUser(actor: UserRow, id: string): Promise<UserRow> {
    const target = await repos.users.findById(id)
    if (!target) throw notFound(MESSAGES.userNotFound)
    if (!canManage(actor, target)) throw forbidden()
    return target
  }

  app.get(
    '/users/',
    {
      schema: {
        operationId: 'readUsers',
        tags: ['users'],
        summary: 'List users, newest first',
        querystring: Type.Object(Paging),
        response: { 200: UsersPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { skip, limit } = pageOf(request.query)
      const page = await repos.users.list(skip, limit)
      return { data: page.data.map(toUserPublic), count: page.count }
    },
  )

  app.post(
    '/users/',
    {
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Create an account (a welcome e-mail is sent)',
        body: UserCreate,
        response: { 201: UserPublic, ...errorResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { email, name, password, confirm_password, role = ROLE.user, is_active = true } = request.body
      assertConfirmed(password, confirm_password)
      if (!canGrant(request.user, role)) throw forbidden()
      const user = await repos.users.create({
        email,
        name: storedName(name ?? null),
        hashedPassword: await hashPassword(password),
        role,
        isActive: is_active,
      })
      // The account stays unverified until its owner uses the welcome mail's link: whoever created
      // it typed the address, the owner has not proven it.
      mail(await app.emailVerification.welcomeEmail(user, requestLocale(request)), request.log, 'welcome')
      return reply.code(201).send(toUserPublic(user))
    },
  )

  app.post(
    '/users/signup',
    {
      schema: {
        operationId: 'registerUser',
        tags: ['users'],
        summary: 'Create an account without being signed in',
        body: UserRegister,
        response: { 201: UserPublic, ...errorResponses(400, 403, 409, 422, 429) },
      },
      preHandler: [
        app.rateLimit(...LIMITS_OF.signUp),
        app.guardSpam({
          decoy: (request) => {
            const { email, name, locale } = request.body as Static<typeof UserRegister>
            return { status: 201, body: unsavedUserPublic(email, storedName(name ?? null), locale ?? null) }
          },
        }),
      ],
    },
    async (request, reply) => {
      if (!config.usersOpenRegistration) throw forbidden(MESSAGES.registrationClosed)
      const { email, name, password, locale } = request.body
      const user = await repos.users.create({
        email,
        name: storedName(name ?? null),
        hashedPassword: await hashPassword(password),
        role: ROLE.user,
        locale: locale ?? null,
      })
      mail(await app.emailVerification.linkEmail(user, requestLocale(request)), request.log, 'verification')
      return reply.code(201).send(toUserPublic(user))
    },
  )

  app.get(
    '/users/me',
    {
      schema: {
        operationId: 'readUserMe',
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: UserPublic },
      },
    },
    async (request) => toUserPublic(request.user),
  )

  app.patch(
    '/users/me',
    {
      schema: {
        operationId: 'updateUserMe',
        tags: ['users'],
        summary:
          'Change your own name, e-mail, language, whether saved hackathons remind you of their deadlines, or whether you hear how your suggestions were reviewed',
        body: UserUpdateMe,
        response: { 200: UserPublic, ...errorResponses(409, 422, 429) },
      },
      // A new address is mailed a link: bounded with "Send the link again".
      preHandler: app.rateLimit(...LIMITS_OF.changeOwnEmail((request) => (request.body as { email?: string }).email)),
    },
    async (request) => {
      const { email, name, deadline_reminders, suggestion_emails, locale } = request.body
      // A new address is unverified (the repository resets it) until the link mailed to it is used.
      const updated = await repos.users.update(request.user.id, {
        ...(email !== undefined && { email }),
        ...(name !== undefined && { name: storedName(name) }),
        ...(deadline_reminders !== undefined && { deadlineReminders: deadline_reminders }),
        ...(suggestion_emails !== undefined && { suggestionEmails: suggestion_emails }),
        ...(locale !== undefined && { locale }),
      })
      // The profile form sends the address with every save: only a new one is mailed a link.
      const moved = email !== undefined && email.toLowerCase() !== request.user.email.toLowerCase()
      if (moved && !updated.emailVerified) {
        mail(await app.emailVerification.linkEmail(updated, requestLocale(request)), request.log, 'verification')
      }
      return toUserPublic(updated)
    },
  )

  app.post(
    '/users/me/verify-email',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'sendEmailVerification',
        tags: ['users'],
        summary: "Mail a new link proving the account's e-mail address (nothing when it is verified already)",
        response: { 200: Message, ...errorResponses(429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.sendEmailVerification),
    },
    async (request) => {
      if (request.user.emailVerified) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified }
      mail(await app.emailVerification.linkEmail(request.user, requestLocale(request)), request.log, 'verification')
      return { message: EMAIL_VERIFICATION_MESSAGES.linkSent }
    },
  )

  app.post(
    '/users/verify-email',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'verifyEmail',
        tags: ['users'],
        summary:
          'Verify an e-mail address with the token its mailed link carried (400 when bad, expired or used); opening the link verifies nothing',
        body: VerifyEmail,
        response: { 200: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.verifyEmail),
    },
    async (request) => {
      if (!(await app.emailVerification.verify(request.body.token))) throw badRequest(MESSAGES.invalidToken)
      return { message: EMAIL_VERIFICATION_MESSAGES.verified }
    },
  )

  app.patch(
    '/users/me/password',
    {
      schema: {
        operationId: 'updatePasswordMe',
        tags: ['users'],
        summary: 'Change your own password',
        body: UpdatePassword,
        response: { 200: PasswordChanged, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.passwordChange),
    },
    async (request) => {
      const { current_password, new_password } = request.body
      if (!(await verifyPassword(request.user.hashedPassword, current_password))) {
        throw badRequest(MESSAGES.incorrectPassword)
      }
      if (current_password === new_password) throw badRequest(MESSAGES.samePassword)
      // Ends every session, this one included; the caller continues with the token answered here.
      const user = await repos.users.update(request.user.id, { hashedPassword: await hashPassword(new_password) })
      const accessToken = await createAccessToken(
        user.id,
        config.secretKey,
        config.accessTokenExpireMinutes,
        user.tokenVersion,
      )
      return { message: MESSAGES.passwordUpdated, access_token: accessToken, token_type: 'bearer' as const }
    },
  )

  app.delete(
    '/users/me',
    {
      schema: {
        operationId: 'deleteUserMe',
        tags: ['users'],
        summary: 'Delete your own account (refused for admins)',
        response: { 200: Message },
      },
    },
    async (request) => {
      if (!mayDeleteOwnAccount(request.user.role)) throw forbidden(MESSAGES.adminSelfDelete)
      await repos.users.remove(request.user.id)
      return { message: MESSAGES.userDeleted }
    },
  )

  app.get(
    '/users/:id',
    {
      schema: {
        operationId: 'readUserById',
        tags: ['users'],
        summary: 'One user',
        params: IdParams,
        response: { 200: UserPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const user = await repos.users.findById(request.params.id)
      if (!user) throw notFound(MESSAGES.userNotFound)
      return toUserPublic(user)
    },
  )

  app.patch(
    '/users/:id',
    {
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Change another user within the role hierarchy (an empty password is ignored)',
        params: IdParams,
        body: UserUpdate,
        response: { 200: UserPublic, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => {
      const target = await manageableUser(request.user, request.params.id)
      const { email, name, password, confirm_password, role, is_active } = request.body
      assertConfirmed(password, confirm_password)
      if (role !== undefined && role !== target.role && !canGrant(request.user, role)) throw forbidden()
      // The repository refuses (409) to demote or deactivate the last active admin, under a lock.
      const updated = await repos.users.update(target.id, {
        ...(email !== undefined && { email }),
        ...(name !== undefined && { name: storedName(name) }),
        ...(password && { hashedPassword: await hashPassword(password) }),
        ...(role !== undefined && { role }),
        ...(is_active !== undefined && { isActive: is_active }),
      })
      return toUserPublic(updated)
    },
  )

  app.delete(
    '/users/:id',
    {
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Delete another user within the role hierarchy; their hackathons and suggestions stay',
        params: IdParams,
        response: { 200: Message, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => {
      const target = await manageableUser(request.user, request.params.id)
      // The repository refuses (409) to delete the last active admin, under a lock.
      await repos.users.remove(target.id)
      return { message: MESSAGES.userDeleted }
    },
  )

  app.post(
    '/users/:id/ban',
    {
      schema: {
        operationId: 'banUser',
        tags: ['users'],
        summary:
          'Ban another user within the role hierarchy, in one transaction: deactivate the account, reject its pending suggestions, revert its changes newest first and delete its alerts, API tokens and webhooks',
        params: IdParams,
        response: { 200: BanResult, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => {
      const target = await manageableUser(request.user, request.params.id)
      // The repository refuses (409) to deactivate the last active admin, under a lock.
      const ban = await repos.users.ban(target.id, request.user.id, revertRules)
      return {
        reverted: ban.reverted,
        rejected: ban.rejected,
        alerts_deleted: ban.alertsDeleted,
        tokens_deleted: ban.tokensDeleted,
        webhooks_deleted: ban.webhooksDeleted,
      }
    },
  )
}

export default users
