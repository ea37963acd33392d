import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { FACT_FILTER_KEYS } from '../../common/fact-filters.js'
import { EMBED_PATHS, embedOptions } from '../../common/open-data.js'
import { FieldValidationError } from '../http-errors.js'
import { FRAMEABLE_BY_ANY_SITE } from '../plugins/external/helmet.js'
import { revalidated } from '../read-path/revalidate.js'
import { HackathonsQuery } from '../schemas/hackathons.js'
import { type ListFilterQuery, listConditionsOf } from '../services/hackathons/list-filters.js'
import { EMBED_LIST_TEXTS, embedListErrorPage, embedListPage, readerLocale } from '../services/open-data/embed-list.js'

/** The list API's filters an embedded list takes, under the same names: it always lists what is upcoming. */
const FILTER_KEYS = [
  'q',
  'series',
  'attendance_mode',
  'start_from',
  'start_to',
  'near',
  'radius_km',
  'placed',
  ...FACT_FILTER_KEYS,
] as const
/** The options of the list itself; an odd value of one is its default, never an error. */
const OPTION_KEYS = ['limit', 'theme', 'link'] as const
const KNOWN_KEYS: ReadonlySet<string> = new Set([...FILTER_KEYS, ...OPTION_KEYS])

const Option = Type.Optional(Type.Unknown())
const EmbedListQuery = Type.Object({
  ...Object.fromEntries(FILTER_KEYS.map((key) => [key, HackathonsQuery.properties[key]])),
  limit: Option,
  theme: Option,
  link: Option,
})

const HTML = 'text/html; charset=utf-8'
const html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } })

/** The homepage's names of the filters where they differ from the list API's. */
const HOMEPAGE_NAMES: Partial<Record<string, string>> = { attendance_mode: 'mode', start_from: 'from', start_to: 'to' }
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The homepage with the same filters: the range only as days, which is all the homepage's address takes. */
function homepagePath(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of search) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) continue
    if ((key === 'start_from' || key === 'start_to') && !DAY.test(value)) continue
    kept.append(HOMEPAGE_NAMES[key] ?? key, value)
  }
  return kept.size > 0 ? `/?${kept}` : '/'
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * `/embed/list`: the upcoming hackathons under the list API's filters as a small server-written page
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
      const query = request.query as ListFilterQuery & Record<(typeof OPTION_KEYS)[number], unknown>
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
      let conditions: ReturnType<typeof listConditionsOf>
      try {
        conditions = listConditionsOf(query)
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error
        const key = String(error.issues[0]?.loc[1] ?? '')
        return refuse(EMBED_LIST_TEXTS.invalidFilter(key, raw.get(key) ?? ''))
      }
      const now = new Date()
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
