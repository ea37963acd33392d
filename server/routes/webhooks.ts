import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { normalizeFollowedFilters } from '../../common/followed-filters.js'
import { GEO_MESSAGES, parseNear } from '../../common/geo.js'
import { ROLE } from '../../common/roles.js'
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOKS, type WebhookFilters } from '../../common/webhooks.js'
import type { WebhookScope } from '../db/repositories/webhooks.js'
import { invalidAt, notFound } from '../http-errors.js'
import { errorResponses, IdParams, Message } from '../schemas/common.js'
import {
  toWebhookDelivery,
  toWebhookPublic,
  WebhookCreate,
  WebhookCreated,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookPublic,
  WebhooksPublic,
  WebhookUpdate,
} from '../schemas/webhooks.js'
import { ExtractionError } from '../services/extraction/index.js'
import { createWebhookSecret } from '../services/webhooks/bodies.js'

/** An admin reaches every webhook (to stop a misused one); anyone else their own. */
const scopeOf = (request: FastifyRequest): WebhookScope =>
  request.user.role >= ROLE.admin ? { all: true } : { userId: request.user.id }

const webhooks: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.webhooks
  const now = () => new Date()

  /** The url must be one the deliveries may reach: http(s), to a public address (unless tests allow loopback). */
  async function checkUrl(url: string) {
    try {
      await app.webhooks.checkUrl(url)
    } catch (error) {
      if (error instanceof ExtractionError) throw invalidAt(['body', 'url'], error.detail)
      throw error
    }
  }

  function checkFilters(filters: WebhookFilters | undefined) {
    if (filters?.near !== undefined && !parseNear(filters.near))
      throw invalidAt(['body', 'filters', 'near'], GEO_MESSAGES.badNear)
  }

  async function found(request: FastifyRequest<{ Params: { id: string } }>) {
    const row = await repo.find(request.params.id, scopeOf(request))
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound)
    return row
  }

  app.post(
    '/webhooks/',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'createWebhook',
        tags: ['webhooks'],
        summary: 'Send the events of hackathons matching the filters to a URL; the secret is shown only here',
        body: WebhookCreate,
        response: { 201: WebhookCreated, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { url, kind, filters, events } = request.body
      checkFilters(filters)
      await checkUrl(url)
      const secret = kind === 'standard' ? createWebhookSecret() : null
      const row = await repo.create(
        {
          userId: request.user.id,
          url,
          kind,
          filters: normalizeFollowedFilters(filters ?? {}),
          events: events ?? [...WEBHOOK_EVENTS],
          secret,
        },
        now(),
      )
      return reply.code(201).send({ ...toWebhookPublic(row), secret })
    },
  )

  app.get(
    '/webhooks/',
    {
      schema: {
        operationId: 'readWebhooks',
        tags: ['webhooks'],
        summary: "Your webhooks (an admin's: everyone's)",
        response: { 200: WebhooksPublic, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await repo.list(scopeOf(request))
      return { data: rows.map(toWebhookPublic), count: rows.length }
    },
  )

  app.get(
    '/webhooks/:id',
    {
      schema: {
        operationId: 'readWebhook',
        tags: ['webhooks'],
        summary: 'One of your webhooks',
        params: IdParams,
        response: { 200: WebhookPublic, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => toWebhookPublic(await found(request)),
  )

  app.patch(
    '/webhooks/:id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'updateWebhook',
        tags: ['webhooks'],
        summary: 'Change a webhook, or pause and resume it (resuming clears its failures)',
        params: IdParams,
        body: WebhookUpdate,
        response: { 200: WebhookPublic, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { url, filters, events, active } = request.body
      checkFilters(filters)
      if (url !== undefined) await checkUrl(url)
      const row = await repo.update(
        request.params.id,
        scopeOf(request),
        {
          ...(url !== undefined ? { url } : {}),
          ...(filters !== undefined ? { filters: normalizeFollowedFilters(filters) } : {}),
          ...(events !== undefined ? { events } : {}),
          ...(active !== undefined ? { active } : {}),
        },
        now(),
      )
      if (!row) throw notFound(WEBHOOK_MESSAGES.notFound)
      return toWebhookPublic(row)
    },
  )

  app.delete(
    '/webhooks/:id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'deleteWebhook',
        tags: ['webhooks'],
        summary: 'Delete a webhook, with its events and deliveries',
        params: IdParams,
        response: { 200: Message, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id, scopeOf(request)))) throw notFound(WEBHOOK_MESSAGES.notFound)
      return { message: WEBHOOK_MESSAGES.deleted }
    },
  )

  app.post(
    '/webhooks/:id/test',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'testWebhook',
        tags: ['webhooks'],
        summary: 'Send a `ping` now and answer its delivery (whatever the receiver answered)',
        params: IdParams,
        response: { 200: WebhookDelivery, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => toWebhookDelivery(await app.webhooks.ping(await found(request))),
  )

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'readWebhookDeliveries',
        tags: ['webhooks'],
        summary: 'The latest delivery attempts of a webhook, newest first',
        params: IdParams,
        response: { 200: WebhookDeliveries, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const webhook = await found(request)
      const rows = await repo.deliveries(webhook.id, WEBHOOKS.deliveriesShown)
      return { data: rows.map(toWebhookDelivery), count: rows.length }
    },
  )
}

export default webhooks
