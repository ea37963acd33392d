import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Gives every reply `sendFile(name, root)`, with no root of its own and no route: the SPA and the
 * uploads each name the folder they serve from, so both work with or without the other.
 */
export default fp(async (app) => {
  await app.register(fastifyStatic, { serve: false })
})
