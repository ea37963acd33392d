import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { httpDate, latest, revalidated } from '../read-path/revalidate.js'
import { errorResponses, Paging, pageOf } from '../schemas/common.js'
import { HackathonsPublic, toHackathonPublic } from '../schemas/hackathons.js'
import { NoContent, SavedCalendarParams, SavedCalendarUrl, SavedHackathonParams } from '../schemas/saved.js'
import { hackathonsCalendar } from '../services/calendars.js'
import { SHARING_TEXTS } from '../services/page-head.js'
import { savedCalendars } from '../services/saved-calendar.js'

/** The most hackathons a private calendar lists: the first of the saved list's order. */
const CALENDAR_MAX = 1000

/** Cache-Control of the private calendar: neither a shared cache nor the reader's may store it. */
const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Saved hackathons: an account's list ("Save" on cards and pages) and its private calendar, whose
 * address needs no login. Saving writes nothing a public list shows, so visitors' answers stay kept.
 */
const saved: FastifyPluginAsyncTypebox = async (app) => {
  const { config, repos } = app
  const calendars = savedCalendars(repos.saved, config.secretKey, config.frontendHost)

  app.put(
    '/users/me/saved/:hackathon_id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'saveHackathon',
        tags: ['saved'],
        summary: 'Save a hackathon for yourself (saving it again changes nothing)',
        params: SavedHackathonParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await repos.saved.save(request.user.id, request.params.hackathon_id)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/users/me/saved/:hackathon_id',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'unsaveHackathon',
        tags: ['saved'],
        summary: 'Forget a saved hackathon (forgetting one not saved changes nothing)',
        params: SavedHackathonParams,
        response: { 204: NoContent, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await repos.saved.unsave(request.user.id, request.params.hackathon_id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/users/me/saved',
    {
      schema: {
        operationId: 'readSavedHackathons',
        tags: ['saved'],
        summary: 'Your saved hackathons: upcoming first (soonest first), then past ones (latest first)',
        querystring: Type.Object(Paging),
        response: { 200: HackathonsPublic, ...errorResponses(422) },
      },
    },
    async (request) => {
      const page = await repos.saved.list(request.user.id, new Date(), pageOf(request.query))
      return { data: page.data.map((row) => toHackathonPublic(row)), count: page.count }
    },
  )

  app.get(
    '/users/me/saved/calendar',
    {
      schema: {
        operationId: 'readSavedCalendar',
        tags: ['saved'],
        summary: 'The private address of your saved hackathons as a subscribable calendar',
        response: { 200: SavedCalendarUrl },
      },
    },
    async (request) => ({ url: await calendars.url(request.user.id) }),
  )

  app.post(
    '/users/me/saved/calendar/rotate',
    {
      config: { keepsListings: true },
      schema: {
        operationId: 'rotateSavedCalendar',
        tags: ['saved'],
        summary: "A new private address for your saved hackathons' calendar; the previous one stops working at once",
        response: { 200: SavedCalendarUrl },
      },
    },
    async (request) => ({ url: await calendars.rotate(request.user.id) }),
  )

  // In a context of its own, so only the calendar carries an ETag and revalidates. The answer is one
  // account's list behind a secret address, so no cache on the way may store it. A calendar app that
  // keeps the file itself and sends If-None-Match still gets a 304 when nothing changed.
  const privateCalendar: FastifyPluginAsyncTypebox = async (calendar) => {
    await revalidated(calendar, PRIVATE_NO_STORE)
    calendar.get(
      '/calendars/saved/:token.ics',
      {
        schema: {
          operationId: 'readSavedHackathonsCalendar',
          tags: ['saved'],
          summary: `An account's saved hackathons as an iCalendar (at most ${CALENDAR_MAX}), at its private address; no login`,
          params: SavedCalendarParams,
          response: {
            200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: Type.String() } } },
            ...errorResponses(404, 422),
          },
        },
      },
      async (request, reply) => {
        const owner = await calendars.owner(request.params.token)
        if (!owner) throw notFound(MESSAGES.notFound)
        const now = new Date()
        const { data } = await repos.saved.list(owner, now, { skip: 0, limit: CALENDAR_MAX })
        const changed = latest(data.map((row) => row.updatedAt))
        if (changed) reply.header('last-modified', httpDate(changed))
        // The address is a secret: no search engine indexes it, and no page it is linked from learns it.
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer')
        return reply
          .type('text/calendar; charset=utf-8')
          .send(hackathonsCalendar(config.frontendHost, SHARING_TEXTS.savedCalendar, data, now))
      },
    )
  }
  await app.register(privateCalendar)
}

export default saved
