import formbody from '@fastify/formbody'
import fp from 'fastify-plugin'

/** The OAuth2 password flow of POST /login/access-token sends a form-encoded body. */
export default fp(async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 })
})
