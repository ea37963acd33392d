import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import type { DatabaseHandle } from '../../db/index.js'
import { createMetrics, type Metrics } from '../../services/metrics.js'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

export interface MetricsOptions {
  config: Config
  /** The database's query timing and pool state; omitted, only what the app itself sees is counted. */
  database?: Pick<DatabaseHandle, 'onQuery' | 'poolStats'>
}

/**
 * This process's metrics, counted whether or not METRICS_TOKEN serves them (counting is a few
 * additions per request). Each answered request is counted by its route pattern (`/api/v1/hackathons/:id`,
 * never the raw URL, whose ids and query strings would make a series per address); a request no route
 * matched counts as `unmatched`.
 */
export default fp<MetricsOptions>(
  async (app, { config, database }) => {
    const metrics = createMetrics()
    app.decorate('metrics', metrics)
    if (config.metricsToken) metrics.withProcessMetrics()
    if (database) {
      database.onQuery((seconds) => metrics.query(seconds))
      if (database.poolStats) metrics.pool(database.poolStats)
    }
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
    })
  },
  { name: 'metrics' },
)
