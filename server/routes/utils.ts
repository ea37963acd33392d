import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ATTENDANCE_MODES, HACKATHON_FIELDS, type HackathonField } from '../../common/hackathon-fields.js'
import { LIMITS } from '../../common/limits.js'
import { ping } from '../db/index.js'
import { FieldValidationError } from '../http-errors.js'
import { inLanguage, requestLocale } from '../languages.js'
import { MESSAGES } from '../messages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses, Message } from '../schemas/common.js'
import { readSchema } from '../schemas/hackathon-fields.js'
import { AltchaChallenge } from '../schemas/spam-guard.js'
import { Email } from '../schemas/users.js'
import { testEmail } from '../services/email.js'
import { completeHackathon, type ExtractedHackathon, ExtractionError } from '../services/extraction/index.js'

/** The facts auto-completion reads from a page's schema.org Event (services/extraction/extract.ts). */
const COMPLETED_FACTS = [
  'themes',
  'free',
  'eligibility',
  'min_age',
  'languages',
  'registration_opens_at',
  'registration_deadline',
] as const satisfies readonly (keyof ExtractedHackathon & HackathonField)[]

export const HackathonCompletion = Type.Object(
  {
    name: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    location: Type.Optional(Type.String()),
    image: Type.Optional(Type.String()),
    date: Type.Optional(Type.String({ description: 'A free-text date, when no exact one was found' })),
    start_date: Type.Optional(Type.String({ format: 'date-time' })),
    end_date: Type.Optional(Type.String({ format: 'date-time' })),
    url: Type.Optional(Type.String()),
    attendance_mode: Type.Optional(Type.Enum(ATTENDANCE_MODES)),
    timezone: Type.Optional(Type.String({ description: "The venue's IANA zone, when the page makes it unambiguous" })),
    latitude: Type.Optional(Type.Number({ description: "The venue's Place geo, else the city its location names" })),
    longitude: Type.Optional(Type.Number()),
    // The listing facts a page states in its schema.org Event, as the hackathon fields take them.
    ...Object.fromEntries(
      COMPLETED_FACTS.map((field) => [field, Type.Optional(readSchema(HACKATHON_FIELDS[field].type))]),
    ),
  },
  { title: 'HackathonCompletion', description: 'What the page says about the hackathon; absent fields were not found' },
)

const utils: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/utils/health-check/',
    {
      schema: {
        operationId: 'healthCheck',
        tags: ['utils'],
        summary:
          'true when the server and its database answer; 503 while it shuts down, so a load balancer stops routing to it',
        response: { 200: Type.Boolean(), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      if (app.readiness.draining) return reply.code(503).send({ detail: MESSAGES.draining })
      try {
        await ping(app.db)
        return true
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable')
        return reply.code(503).send({ detail: 'Database unavailable' })
      }
    },
  )

  app.get(
    '/utils/challenge',
    {
      schema: {
        operationId: 'readChallenge',
        tags: ['utils'],
        summary:
          "A proof-of-work challenge (ALTCHA) for the spam guard's forms: sign-up, password recovery, alerts and role-0 suggestions",
        response: { 200: AltchaChallenge },
      },
    },
    async (_request, reply) => {
      // Each answer is a new challenge, and a solution is used once: never from a cache.
      reply.header('cache-control', 'no-store')
      return app.spamGuard.challenge()
    },
  )

  app.post(
    '/utils/test-email/',
    {
      schema: {
        operationId: 'testEmail',
        tags: ['utils'],
        summary: 'Send a test e-mail',
        querystring: Type.Object({ email_to: Email }),
        response: { 201: Message, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await app.mailer.send(inLanguage(requestLocale(request), () => testEmail(request.query.email_to)))
      return reply.code(201).send({ message: MESSAGES.testEmailSent })
    },
  )

  app.post(
    '/utils/complete-hackathon/',
    {
      schema: {
        operationId: 'completeHackathon',
        tags: ['utils'],
        summary: "Read a hackathon's web page and return the fields it states (never reaches private addresses)",
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: LIMITS.pageUrlMax }) }),
        response: { 200: HackathonCompletion, ...errorResponses(400, 422, 429) },
      },
      // Each call makes this server fetch a page: bounded per user id.
      preHandler: app.rateLimit(...LIMITS_OF.completeHackathon),
    },
    async (request) => {
      try {
        return await completeHackathon(request.query.url, {
          allowPrivateNetwork: app.config.extractAllowPrivateNetwork,
        })
      } catch (error) {
        // A URL that is not http(s) is a validation error: the detail-list shape of every 422 (the
        // 422 response schema cannot serialise a plain `{detail: "text"}`, which answered 500).
        if (error instanceof ExtractionError && error.statusCode === 422) {
          throw new FieldValidationError([{ loc: ['query', 'url'], msg: error.message, type: 'value_error' }])
        }
        throw error
      }
    },
  )
}

export default utils
