import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Gives every reply `sendFile(name, root)`, with no root of its own and no route: the SPA names the
 * folder it serves from (uploaded images are served from the database, routes/uploads.ts).
 */
export default fp(async (app) => {
  await app.register(fastifyStatic, { serve: false })
})
