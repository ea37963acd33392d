import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { type Static, Type } from 'typebox'
import { FACT_FILTER_KEYS, factFilterParams, factFiltersOf } from '../../common/fact-filters.js'
import { API_PREFIX } from '../config.js'
import { notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { httpDate, latest, revalidated } from '../read-path/revalidate.js'
import { errorResponses, IdParams } from '../schemas/common.js'
import { HackathonsQuery } from '../schemas/hackathons.js'
import { hackathonsCalendar } from '../services/calendars.js'
import { atomFeed, type FeedPlace, jsonFeed } from '../services/feeds.js'
import { SHARING_TEXTS, seriesPageUrl } from '../services/page-head.js'

/** The most events a subscribed calendar lists: the upcoming ones, soonest first. */
const CALENDAR_MAX = 500
/** The newest entries a feed carries. */
const FEED_MAX = 50

const CalendarQuery = Type.Pick(HackathonsQuery, ['q', 'series', 'attendance_mode', ...FACT_FILTER_KEYS])
const FeedQuery = Type.Pick(HackathonsQuery, ['series', ...FACT_FILTER_KEYS])

const text = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: Type.String() } },
})

const CALENDAR = 'text/calendar; charset=utf-8'

/**
 * Calendars and feeds of the hackathons, for calendar apps and feed readers: public reads with
 * ETag and 304 (read-path/revalidate.ts) and a `Last-Modified` of the latest change they show.
 */
const sharing: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app
  const base = config.frontendHost

  const send = (reply: FastifyReply, type: string, body: string, changed: Date | undefined) => {
    if (changed) reply.header('last-modified', httpDate(changed))
    return reply.type(type).send(body)
  }

  /** The series a filter names, or 404: a feed of a series that does not exist is not an empty feed. */
  async function seriesNamed(id: string | undefined) {
    if (id === undefined) return undefined
    const found = await repos.series.findById(id)
    if (!found) throw notFound(MESSAGES.seriesNotFound)
    return found
  }

  await revalidated(app)

  app.get(
    '/hackathons/:id/calendar.ics',
    {
      schema: {
        operationId: 'readHackathonCalendar',
        tags: ['hackathons'],
        summary: 'The hackathon as an iCalendar event (its UID stays the same across updates)',
        params: IdParams,
        response: { 200: text('text/calendar', 'An iCalendar file of one event'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const hackathon = await repos.hackathons.findById(request.params.id)
      if (!hackathon) throw notFound(MESSAGES.hackathonNotFound)
      return send(
        reply,
        CALENDAR,
        hackathonsCalendar(base, hackathon.name, [hackathon], new Date()),
        hackathon.updatedAt,
      )
    },
  )

  app.get(
    '/hackathons/calendar.ics',
    {
      schema: {
        operationId: 'readHackathonsCalendar',
        tags: ['hackathons'],
        summary: `A subscribable iCalendar of the upcoming hackathons (soonest first, at most ${CALENDAR_MAX}) under the homepage's filters`,
        querystring: CalendarQuery,
        response: { 200: text('text/calendar', 'An iCalendar file'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { q, series, attendance_mode } = request.query
      const found = await seriesNamed(series)
      const upcoming = await repos.hackathons.list({
        status: 'upcoming',
        sortBy: 'start_date',
        sortOrder: 'asc',
        skip: 0,
        limit: CALENDAR_MAX,
        seriesId: series,
        q,
        attendanceMode: attendance_mode,
        facts: factFiltersOf(request.query),
      })
      const name = found ? `${SHARING_TEXTS.upcomingCalendar} · ${found.name}` : SHARING_TEXTS.upcomingCalendar
      const changed = latest(upcoming.data.map((row) => row.updatedAt))
      return send(reply, CALENDAR, hackathonsCalendar(base, name, upcoming.data, new Date()), changed)
    },
  )

  /** The feed of the newest hackathons of a series, or of all, under the fact filters. */
  async function feedOf(
    request: Static<typeof FeedQuery>,
  ): Promise<[FeedPlace, Awaited<ReturnType<typeof repos.hackathons.newest>>]> {
    const found = await seriesNamed(request.series)
    const facts = factFiltersOf(request)
    const factsQuery = new URLSearchParams(factFilterParams(facts))
    const search = new URLSearchParams([...(found ? [['series', found.id]] : []), ...factsQuery]).toString()
    const query = search ? `?${search}` : ''
    const place: FeedPlace = {
      base,
      title: found ? `${SHARING_TEXTS.newFeed} · ${found.name}` : SHARING_TEXTS.newFeed,
      page: found ? seriesPageUrl(base, found.id) : `${base}/${factsQuery.size > 0 ? `?${factsQuery}` : ''}`,
      atom: `${base}${API_PREFIX}/hackathons/feed.xml${query}`,
      json: `${base}${API_PREFIX}/hackathons/feed.json${query}`,
    }
    return [place, await repos.hackathons.newest(FEED_MAX, { seriesId: found?.id, facts })]
  }

  app.get(
    '/hackathons/feed.xml',
    {
      schema: {
        operationId: 'readHackathonsAtomFeed',
        tags: ['hackathons'],
        summary: `An Atom feed of the newly added hackathons (newest first, at most ${FEED_MAX}), overall or of a series, under the fact filters`,
        querystring: FeedQuery,
        response: { 200: text('application/atom+xml', 'An Atom feed'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const [place, newest] = await feedOf(request.query)
      const changed = latest(newest.map((row) => row.updatedAt))
      return send(reply, 'application/atom+xml; charset=utf-8', atomFeed(place, newest, changed), changed)
    },
  )

  app.get(
    '/hackathons/feed.json',
    {
      schema: {
        operationId: 'readHackathonsJsonFeed',
        tags: ['hackathons'],
        summary: `A JSON Feed of the newly added hackathons (newest first, at most ${FEED_MAX}), overall or of a series, under the fact filters`,
        querystring: FeedQuery,
        response: { 200: text('application/feed+json', 'A JSON Feed (version 1)'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const [place, newest] = await feedOf(request.query)
      const changed = latest(newest.map((row) => row.updatedAt))
      return send(reply, 'application/feed+json; charset=utf-8', jsonFeed(place, newest, changed), changed)
    },
  )
}

export default sharing
