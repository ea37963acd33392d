import type { FastifyError, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PATTERN_MESSAGES } from '../../../common/limits.js'
import { ConflictError, DuplicateUrlError, InvalidReferenceError, NotFoundError } from '../../db/domain-errors.js'
import { type FieldIssue, FieldValidationError, HttpError } from '../../http-errors.js'
import { requestLocale, translatedText } from '../../languages.js'
import { MESSAGES } from '../../messages.js'
import { addVary } from '../../read-path/revalidate.js'
import { DATE_TIME_MESSAGES, dateProblem, dateTimeProblem } from '../../schemas/common.js'

type Location = 'body' | 'query' | 'path' | 'header'
const LOCATIONS: Record<string, Location> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
}

type AjvIssue = NonNullable<FastifyError['validation']>[number]

/** The value an issue is about, found in the validated part of the request by its JSON pointer. */
function valueAt(request: FastifyRequest, context: string | undefined, pointer: string): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  }
  let value = parts[context ?? 'body']
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')]
  }
  return value
}

/**
 * A date or date-time written correctly but naming no real instant, or one outside the range the
 * database stores, says so: "must match format" would send the client looking for a typo.
 */
function dateTimeMessage(issue: AjvIssue, value: unknown): string | undefined {
  const format = (issue.params as { format?: string }).format
  if (issue.keyword !== 'format' || typeof value !== 'string') return undefined
  const problem = format === 'date-time' ? dateTimeProblem(value) : format === 'date' ? dateProblem(value) : undefined
  if (problem === 'notReal') return DATE_TIME_MESSAGES.notReal
  if (problem === 'outOfRange')
    return format === 'date' ? DATE_TIME_MESSAGES.dateOutOfRange : DATE_TIME_MESSAGES.outOfRange
  return undefined
}

/**
 * Ajv's words, except for a shared pattern, whose regular expression would tell a person nothing,
 * and a well-formed date that cannot be stored.
 */
function messageOf(issue: AjvIssue, value: unknown): string {
  const pattern = (issue.params as { pattern?: string }).pattern
  const shared = issue.keyword === 'pattern' && pattern !== undefined && Object.hasOwn(PATTERN_MESSAGES, pattern)
  if (shared) return PATTERN_MESSAGES[pattern as keyof typeof PATTERN_MESSAGES]
  return dateTimeMessage(issue, value) ?? issue.message ?? 'is invalid'
}

/** Ajv's errors as every 422 of the API answers them: `{detail: [{loc, msg, type}]}`, loc starting with body, query, path or header. */
function validationDetail(error: FastifyError, request: FastifyRequest) {
  const where = LOCATIONS[error.validationContext ?? 'body'] ?? 'body'
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean)
    const missing = (issue.params as { missingProperty?: string }).missingProperty
    if (missing) path.push(missing)
    const loc = [where, ...path.map((part) => (/^\d+$/.test(part) ? Number(part) : part))]
    const value = missing ? undefined : valueAt(request, error.validationContext, issue.instancePath)
    const msg = missing ? MESSAGES.fieldRequired : `${path.at(-1) ?? where} ${messageOf(issue, value)}`
    return { loc, msg, type: missing ? 'missing' : issue.keyword }
  })
}

/**
 * How each failure the data layer reports (server/db/domain-errors.ts) is answered: its message is
 * the `{detail}` text; a bad reference is a 422 about its body field, like any validation error.
 */
function domainAnswer(
  error: unknown,
): { status: number; detail: string | FieldIssue[]; existing_id?: string } | undefined {
  if (error instanceof NotFoundError) return { status: 404, detail: error.message }
  if (error instanceof DuplicateUrlError) return { status: 409, detail: error.message, existing_id: error.existingId }
  if (error instanceof ConflictError) return { status: 409, detail: error.message }
  if (error instanceof InvalidReferenceError) {
    return { status: 422, detail: [{ loc: ['body', error.field], msg: error.message, type: 'value_error' }] }
  }
  return undefined
}

/**
 * An unexpected error as the log keeps it. A failed query (Drizzle's DrizzleQueryError) carries its
 * SQL and every parameter, which may be a user's e-mail, a password hash or a token: the log gets the
 * SQL and the driver's error code, never the parameters (nor the driver's message, which may quote
 * one: `invalid input syntax for type integer: "…"`).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error
  const cause = error.cause as { code?: unknown } | undefined
  const safe = new Error(`Failed query: ${String(error.query)}`)
  safe.name = error.name
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '))
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n')
  return Object.assign(safe, { code: cause?.code })
}

/** What an error answers, in the language the request asks for where the catalogs have its words. */
function translatedDetail(detail: string | FieldIssue[], request: FastifyRequest): string | FieldIssue[] {
  const locale = requestLocale(request)
  if (typeof detail === 'string') return translatedText(detail, locale)
  return detail.map((issue) => ({ ...issue, msg: translatedText(issue.msg, locale) }))
}

/** The one error handler: `{detail}` for every error, never a stack trace, in the reader's language. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // The words follow Accept-Language, so a cache must not hand one reader's answer to another.
      reply.header('vary', addVary(reply.getHeader('vary'), 'accept-language'))
      if (error.validation) {
        return reply.code(422).send({ detail: translatedDetail(validationDetail(error, request), request) })
      }
      if (error instanceof FieldValidationError) {
        return reply.code(422).send({ detail: translatedDetail(error.issues, request) })
      }
      const domain = domainAnswer(error)
      if (domain) {
        const { status, detail, ...rest } = domain
        return reply.code(status).send({ detail: translatedDetail(detail, request), ...rest })
      }
      const status = error.statusCode ?? 500
      const detail = translatedText(error.message, requestLocale(request))
      if (status === 501 && error instanceof HttpError) return reply.code(501).send({ detail })
      if (status >= 400 && status < 500) {
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60')
        return reply.code(status).send({ detail })
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error')
      return reply
        .code(Math.max(status, 500))
        .send({ detail: translatedText(MESSAGES.internal, requestLocale(request)) })
    })
  },
  { name: 'error-handler' },
)
