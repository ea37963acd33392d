import fp from 'fastify-plugin'
import type { Database } from '../../db/index.js'
import { createRepositories, type Repositories } from '../../db/repositories/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    repos: Repositories
  }
}

/** The data layer: routes reach the database only through these repositories (see their index). */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db)
    app.decorate('repos', createRepositories(db))
  },
  { name: 'repositories' },
)
