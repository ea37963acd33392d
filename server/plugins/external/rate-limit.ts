import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { MESSAGES } from '../../errors.js'

/** Off by default; routes opt in with `config.rateLimit` (log-in, password recovery, extraction). */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.tooManyRequests,
    }),
  })
})
