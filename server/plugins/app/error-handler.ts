import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { ConflictError, InvalidReferenceError, NotFoundError } from '../../domain-errors.js'
import { type FieldIssue, FieldValidationError, MESSAGES } from '../../errors.js'

type Location = 'body' | 'query' | 'path' | 'header'
const LOCATIONS: Record<string, Location> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
}

/** Ajv's errors as every 422 of the API answers them: `{detail: [{loc, msg, type}]}`, loc starting with body, query, path or header. */
function validationDetail(error: FastifyError) {
  const where = LOCATIONS[error.validationContext ?? 'body'] ?? 'body'
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean)
    const missing = (issue.params as { missingProperty?: string }).missingProperty
    if (missing) path.push(missing)
    const loc = [where, ...path.map((part) => (/^\d+$/.test(part) ? Number(part) : part))]
    const msg = missing ? 'Field required' : `${path.at(-1) ?? where} ${issue.message ?? 'is invalid'}`
    return { loc, msg, type: missing ? 'missing' : issue.keyword }
  })
}

/**
 * How each failure the data layer reports (server/domain-errors.ts) is answered: its message is
 * the `{detail}` text; a bad reference is a 422 about its body field, like any validation error.
 */
function domainAnswer(error: unknown): { status: number; detail: string | FieldIssue[] } | undefined {
  if (error instanceof NotFoundError) return { status: 404, detail: error.message }
  if (error instanceof ConflictError) return { status: 409, detail: error.message }
  if (error instanceof InvalidReferenceError) {
    return { status: 422, detail: [{ loc: ['body', error.field], msg: error.message, type: 'value_error' }] }
  }
  return undefined
}

/** The one error handler: `{detail}` for every error, never a stack trace. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(422).send({ detail: validationDetail(error) })
      }
      if (error instanceof FieldValidationError) {
        return reply.code(422).send({ detail: error.issues })
      }
      const domain = domainAnswer(error)
      if (domain) return reply.code(domain.status).send({ detail: domain.detail })
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60')
        return reply.code(status).send({ detail: error.message })
      }
      request.log.error({ err: error }, 'unhandled error')
      return reply.code(Math.max(status, 500)).send({ detail: MESSAGES.internal })
    })
  },
  { name: 'error-handler' },
)
