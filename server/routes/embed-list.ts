import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { DATE_PRESETS, type DateFilters, localDay, startRange } from '../../common/date-range.js'
import { FACT_FILTER_KEYS } from '../../common/fact-filters.js'
import { EMBED_PATHS, embedOptions } from '../../common/open-data.js'
import { FieldValidationError } from '../http-errors.js'
import { FRAMEABLE_BY_ANY_SITE } from '../plugins/external/helmet.js'
import { revalidated } from '../read-path/revalidate.js'
import { HackathonsQuery } from '../schemas/hackathons.js'
import { invalidQuery, type ListFilterQuery, listConditionsOf } from '../services/hackathons/list-filters.js'
import { EMBED_LIST_TEXTS, embedListErrorPage, embedListPage, readerLocale } from '../services/open-data/embed-list.js'

/**
 * The filters an embedded list takes: the homepage's, under the names its address gives them, so the
 * iframe and the `<hackathons-list>` element take the same query string. It always lists what is upcoming.
 */
const FILTER_KEYS = ['q', 'series', 'mode', 'when', 'from', 'to', 'near', 'radius_km', ...FACT_FILTER_KEYS] as const
/** The options of the list itself; an odd value of one is its default, never an error. */
const OPTION_KEYS = ['limit', 'theme', 'link'] as const
const KNOWN_KEYS: ReadonlySet<string> = new Set([...FILTER_KEYS, ...OPTION_KEYS])

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
const Option = Type.Optional(Type.Unknown())
const EmbedListQuery = Type.Object({
  q: HackathonsQuery.properties.q,
  series: HackathonsQuery.properties.series,
  mode: HackathonsQuery.properties.attendance_mode,
  when: Type.Optional(Type.Union(DATE_PRESETS.map((preset) => Type.Literal(preset)))),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  near: HackathonsQuery.properties.near,
  radius_km: HackathonsQuery.properties.radius_km,
  ...Object.fromEntries(FACT_FILTER_KEYS.map((key) => [key, HackathonsQuery.properties[key]])),
  limit: Option,
  theme: Option,
  link: Option,
})
type EmbedFilters = Omit<ListFilterQuery, 'attendance_mode' | 'start_from' | 'start_to'> & {
  mode?: ListFilterQuery['attendance_mode']
} & DateFilters

const HTML = 'text/html; charset=utf-8'
const html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } })

/**
 * The list API's filters for the homepage's: the date range in the server's calendar, since a framed
 * page knows no reader's zone. Throws a 422 about a day that is not on the calendar.
 */
function listQueryOf({ mode, when, from, to, ...rest }: EmbedFilters, now: Date): ListFilterQuery {
  for (const [key, day] of Object.entries({ from, to })) {
    if (day !== undefined && !localDay(day)) throw invalidQuery(key, EMBED_LIST_TEXTS.invalidFilter(key, day))
  }
  return { ...rest, attendance_mode: mode, ...startRange({ when, from, to }, now) }
}

/** The homepage with the same filters, which it reads under the same names. */
function homepagePath(search: URLSearchParams): string {
  const kept = new URLSearchParams([...search].filter(([key]) => (FILTER_KEYS as readonly string[]).includes(key)))
  return kept.size > 0 ? `/?${kept}` : '/'
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * `/embed/list`: the upcoming hackathons under the homepage's filters as a small server-written page
 * for an `<iframe>` on another site (the only pages that may be framed), soonest first, with the
 * dates in each hackathon's zone, named, in the reader's language. Unknown or malformed filters
 * answer 422 with a one-line reason, as the list API would; odd options read as their defaults.
 */
const embedList: FastifyPluginAsync = async (app) => {
  const { repos, config } = app
  await revalidated(app)

  app.get(
    EMBED_PATHS.frame,
    {
      helmet: FRAMEABLE_BY_ANY_SITE,
      attachValidation: true,
      schema: {
        hide: true,
        querystring: EmbedListQuery,
        response: {
          200: html('The list, as a page to frame'),
          422: html('Why the filters cannot be read, in one line'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query as EmbedFilters & Record<(typeof OPTION_KEYS)[number], unknown>
      const options = embedOptions((name) => textOf(query[name]))
      reply.header('vary', 'accept-language').type(HTML)
      const raw = new URLSearchParams(request.url.split('?')[1] ?? '')
      const refuse = (reason: string) => reply.code(422).send(embedListErrorPage(options.theme, reason))

      const unknown = [...raw.keys()].find((key) => !KNOWN_KEYS.has(key))
      if (unknown !== undefined) return refuse(EMBED_LIST_TEXTS.unknownFilter(unknown))
      const issue = request.validationError?.validation?.[0]
      if (issue) {
        const key = issue.instancePath.split('/')[1] ?? ''
        return refuse(EMBED_LIST_TEXTS.invalidFilter(key, raw.get(key) ?? ''))
      }
      const now = new Date()
      let conditions: ReturnType<typeof listConditionsOf>
      try {
        conditions = listConditionsOf(listQueryOf(query, now))
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error
        const key = String(error.issues[0]?.loc[1] ?? '')
        return refuse(EMBED_LIST_TEXTS.invalidFilter(key, raw.get(key) ?? ''))
      }
      const { data } = await repos.hackathons.list({
        ...conditions,
        status: 'upcoming',
        sortBy: 'start_date',
        sortOrder: 'asc',
        skip: 0,
        limit: options.limit,
        now,
      })
      return reply.send(
        embedListPage({
          base: config.frontendHost,
          hackathons: data,
          theme: options.theme,
          link: options.link,
          locale: readerLocale(request.headers['accept-language']),
          morePath: homepagePath(raw),
          now,
        }),
      )
    },
  )
}

export default embedList
