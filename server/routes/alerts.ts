import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ALERT_MESSAGES } from '../../common/alerts.js'
import { GEO_MESSAGES, parseNear } from '../../common/geo.js'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../common/timezones.js'
import { badRequest, invalidAt, notFound } from '../http-errors.js'
import { inLanguage, requestLocale } from '../languages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import {
  AlertCreate,
  AlertPreview,
  AlertPublic,
  AlertsPublic,
  AlertsRun,
  AlertToken,
  AlertTokenQuery,
  AlertUpdate,
  toAlertPublic,
} from '../schemas/alerts.js'
import { errorResponses, IdParams, Message } from '../schemas/common.js'
import { describer } from '../services/alerts/index.js'

const alerts: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app
  const repo = app.repos.alerts
  const ownEmail = (email: string) => email.toLowerCase()

  /**
   * Whom a subscription mails: the address in the body, else the signed-in account's. Read once per
   * request (the rate limit counts it before the handler uses it).
   */
  const recipients = new WeakMap<FastifyRequest, Promise<string | undefined>>()
  function recipientOf(request: FastifyRequest): Promise<string | undefined> {
    let recipient = recipients.get(request)
    if (!recipient) {
      const email = (request.body as { email?: string } | undefined)?.email
      recipient = email !== undefined ? Promise.resolve(email) : app.signedInUser(request).then((user) => user?.email)
      recipients.set(request, recipient)
    }
    return recipient
  }

  app.post(
    '/alerts/',
    {
      // Alerts are not listings: their writes leave the visitors' answers kept.
      config: { keepsListings: true },
      schema: {
        operationId: 'createAlert',
        tags: ['alerts'],
        summary:
          'Ask for e-mails of new hackathons matching the filters; mails a link to confirm (the same answer for every address)',
        body: AlertCreate,
        response: { 202: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: [
        app.rateLimit(...LIMITS_OF.subscribeAlert(recipientOf)),
        app.guardSpam({ decoy: () => ({ status: 202, body: { message: ALERT_MESSAGES.accepted } }) }),
      ],
    },
    async (request, reply) => {
      const { frequency, filters = {}, timezone } = request.body
      if (filters.near !== undefined && !parseNear(filters.near))
        throw invalidAt(['body', 'filters', 'near'], GEO_MESSAGES.badNear)
      if (timezone !== undefined && !isTimeZone(timezone))
        throw invalidAt(['body', 'timezone'], TIME_ZONE_MESSAGES.unknown)
      const recipient = await recipientOf(request)
      if (!recipient) throw invalidAt(['body', 'email'], ALERT_MESSAGES.emailRequired)
      const confirmation = await app.alerts.subscribe({
        email: recipient,
        frequency,
        filters,
        timezone: timezone ?? 'UTC',
        locale: requestLocale(request),
      })
      // Sent in the background, so the answer takes as long whether or not a mail goes out.
      if (confirmation) {
        app.mailer
          .send(confirmation)
          .catch((error: unknown) => request.log.error({ err: error }, 'alert confirmation e-mail failed'))
      }
      return reply.code(202).send({ message: ALERT_MESSAGES.accepted })
    },
  )

  app.get(
    '/alerts/confirm',
    {
      schema: {
        operationId: 'previewAlert',
        tags: ['alerts'],
        summary: 'What a confirmation link would confirm, in words; reading it confirms nothing',
        querystring: AlertTokenQuery,
        response: { 200: AlertPreview, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.alertLinks),
    },
    async (request) => {
      // The filters in words, in the language the page asking for them speaks.
      const preview = await inLanguage(requestLocale(request), () => app.alerts.preview(request.query.token))
      if (!preview) throw badRequest(ALERT_MESSAGES.invalidToken)
      return preview
    },
  )

  app.post(
    '/alerts/confirm',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'confirmAlert',
        tags: ['alerts'],
        summary: 'Confirm an alert with the token its e-mail carried (400 for a bad or used token)',
        body: AlertToken,
        response: { 200: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.alertLinks),
    },
    async (request) => {
      if (!(await app.alerts.confirm(request.body.token))) throw badRequest(ALERT_MESSAGES.invalidToken)
      return { message: ALERT_MESSAGES.confirmed }
    },
  )

  app.post(
    '/alerts/unsubscribe',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'unsubscribeAlerts',
        tags: ['alerts'],
        summary:
          "One-click unsubscribe (RFC 8058): the link of an alert e-mail's List-Unsubscribe header; no login needed",
        querystring: AlertTokenQuery,
        response: { 200: Message, ...errorResponses(400, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.alertLinks),
    },
    async (request) => {
      if (!(await app.alerts.unsubscribe(request.query.token))) throw badRequest(ALERT_MESSAGES.invalidToken)
      return { message: ALERT_MESSAGES.unsubscribed }
    },
  )

  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        operationId: 'openUnsubscribePage',
        tags: ['alerts'],
        summary:
          'The unsubscribe link opened in a browser: redirects to a page with an Unsubscribe button, removing nothing itself',
        querystring: AlertTokenQuery,
        response: { 303: Type.Null({ description: 'To the unsubscribe page' }), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const token = encodeURIComponent(request.query.token)
      return reply.redirect(`${config.frontendHost}/alerts/unsubscribe?token=${token}`, 303)
    },
  )

  app.get(
    '/alerts/',
    {
      schema: {
        operationId: 'readAlerts',
        tags: ['alerts'],
        summary: "The alerts of the signed-in user's e-mail address",
        response: { 200: AlertsPublic },
      },
    },
    async (request) => {
      const rows = await repo.listByEmail(ownEmail(request.user.email))
      const describe = await describer(repo, rows)
      const data = inLanguage(requestLocale(request), () =>
        rows.map((row) => toAlertPublic(row, describe(row.filters))),
      )
      return { data, count: rows.length }
    },
  )

  app.patch(
    '/alerts/:id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'updateAlert',
        tags: ['alerts'],
        summary: "Change one of your alerts' frequency, or pause and resume it",
        params: IdParams,
        body: AlertUpdate,
        response: { 200: AlertPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const row = await repo.update(request.params.id, ownEmail(request.user.email), request.body)
      if (!row) throw notFound(ALERT_MESSAGES.notFound)
      const describe = await describer(repo, [row])
      return inLanguage(requestLocale(request), () => toAlertPublic(row, describe(row.filters)))
    },
  )

  app.delete(
    '/alerts/:id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'deleteAlert',
        tags: ['alerts'],
        summary: 'Delete one of your alerts',
        params: IdParams,
        response: { 200: Message, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id, ownEmail(request.user.email)))) throw notFound(ALERT_MESSAGES.notFound)
      return { message: ALERT_MESSAGES.deleted }
    },
  )

  app.post(
    '/alerts/run',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'runAlerts',
        tags: ['alerts'],
        summary: 'Send now every digest with news that its period has not had, whatever the day or hour',
        response: { 200: AlertsRun },
      },
    },
    async () => ({ sent: await app.alerts.runNow() }),
  )
}

export default alerts
