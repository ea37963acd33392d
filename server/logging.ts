import type { FastifyRequest } from 'fastify'

/**
 * What the server log must never hold, whoever logs it: credentials in headers, passwords and their
 * hashes, tokens. Paths for pino's `redact` (a `*` is one level of any key).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'hashedPassword',
  'token',
  ...[
    'password',
    'new_password',
    'current_password',
    'confirm_password',
    'hashedPassword',
    'hashed_password',
    'token',
    'access_token',
    'authorization',
    'params',
  ].map((key) => `*.${key}`),
]

/** Query parameters whose value is a secret (a reset or confirmation link's token). */
const SECRET_QUERY = /([?&](?:token|access_token|password)=)[^&#]*/gi

/** The request as the log shows it: Fastify's default fields, with secret query values masked. */
export function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? request.url.replace(SECRET_QUERY, '$1[Redacted]') : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The logger options of buildApp with the redaction and the request serializer added. */
export function withSafeLogging<T>(logger: T): T | Record<string, unknown> {
  if (!logger) return logger
  const options = logger === true ? {} : (logger as Record<string, unknown>)
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: { req: serializeRequest, ...(options.serializers as object | undefined) },
  }
}
