import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { badRequest, notFound } from '../http-errors.js'
import { inLanguage, recipientLocale, requestLocale } from '../languages.js'
import { MESSAGES } from '../messages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, Message } from '../schemas/common.js'
import { HoneypotQuery } from '../schemas/spam-guard.js'
import { EmailParams, LoginForm, NewPassword, Token, toUserPublic, UserPublic } from '../schemas/users.js'
import { resetPasswordEmail } from '../services/email.js'
import {
  createAccessToken,
  createPasswordResetToken,
  hashPassword,
  readPasswordResetToken,
  verifyAgainstDummy,
  verifyPassword,
} from '../services/security.js'

const login: FastifyPluginAsyncTypebox = async (app) => {
  const { config, repos } = app

  app.post(
    '/login/access-token',
    {
      // A log-in changes no listing: visitors' answers stay kept.
      config: { keepsListings: true },
      schema: {
        operationId: 'loginAccessToken',
        tags: ['login'],
        summary: 'OAuth2 compatible token login: an access token for future requests',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginForm,
        response: { 200: Token, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.logIn((r) => (r.body as { username?: string } | undefined)?.username)),
    },
    async (request) => {
      const { username, password } = request.body
      const user = await repos.users.findByEmail(username)
      const valid = user ? await verifyPassword(user.hashedPassword, password) : await verifyAgainstDummy(password)
      if (!user || !valid) throw badRequest(MESSAGES.incorrectLogin)
      if (!user.isActive) throw badRequest(MESSAGES.inactiveUser)
      const accessToken = await createAccessToken(
        user.id,
        config.secretKey,
        config.accessTokenExpireMinutes,
        user.tokenVersion,
      )
      return { access_token: accessToken, token_type: 'bearer' as const }
    },
  )

  app.post(
    '/login/test-token',
    {
      schema: {
        operationId: 'testToken',
        tags: ['login'],
        summary: 'Test an access token',
        response: { 200: UserPublic },
      },
    },
    async (request) => toUserPublic(request.user),
  )

  app.post(
    '/password-recovery/:email',
    {
      schema: {
        operationId: 'recoverPassword',
        tags: ['login'],
        summary: 'Send a password reset e-mail (the answer is the same whether or not the account exists)',
        params: EmailParams,
        // No body: the spam guard's solution comes in the X-Altcha header, its honeypot here.
        querystring: HoneypotQuery,
        response: { 200: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: [
        app.rateLimit(...LIMITS_OF.passwordRecovery((r) => (r.params as { email?: string }).email)),
        app.guardSpam({ decoy: () => ({ status: 200, body: { message: MESSAGES.recoverySent } }) }),
      ],
    },
    async (request) => {
      const user = await repos.users.findByEmail(request.params.email)
      if (user?.isActive) {
        const token = await createPasswordResetToken(user, config.secretKey, config.emailResetTokenExpireHours)
        const link = `${config.frontendHost}/reset-password?token=${token}`
        // Sent in the background so the answer takes as long for an unknown address.
        app.mailer
          .send(
            inLanguage(recipientLocale(user.locale, requestLocale(request)), () =>
              resetPasswordEmail(user.email, link, config.emailResetTokenExpireHours),
            ),
          )
          .catch((error: unknown) => request.log.error({ err: error }, 'password recovery e-mail failed'))
      }
      return { message: MESSAGES.recoverySent }
    },
  )

  app.post(
    '/reset-password/',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['login'],
        summary: 'Set a new password with the token of a reset e-mail',
        body: NewPassword,
        response: { 200: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.passwordReset),
    },
    async (request) => {
      const { token, new_password } = request.body
      const userId = await readPasswordResetToken(
        token,
        config.secretKey,
        async (id) => (await repos.users.findById(id))?.hashedPassword,
      )
      const user = userId && (await repos.users.findById(userId))
      if (!user) throw badRequest(MESSAGES.invalidToken)
      if (!user.isActive) throw badRequest(MESSAGES.inactiveUser)
      await repos.users.update(user.id, { hashedPassword: await hashPassword(new_password) })
      return { message: MESSAGES.passwordUpdated }
    },
  )

  app.post(
    '/password-recovery-html-content/:email',
    {
      schema: {
        operationId: 'recoverPasswordHtmlContent',
        tags: ['login'],
        summary: 'Preview the HTML of the password reset e-mail',
        params: EmailParams,
        response: {
          200: { description: 'The e-mail as HTML', content: { 'text/html': { schema: Type.String() } } },
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const user = await repos.users.findByEmail(request.params.email)
      if (!user) throw notFound(MESSAGES.userNotFound)
      const token = await createPasswordResetToken(user, config.secretKey, config.emailResetTokenExpireHours)
      const email = inLanguage(recipientLocale(user.locale, requestLocale(request)), () =>
        resetPasswordEmail(
          user.email,
          `${config.frontendHost}/reset-password?token=${token}`,
          config.emailResetTokenExpireHours,
        ),
      )
      return reply.type('text/html').send(email.html)
    },
  )
}

export default login
