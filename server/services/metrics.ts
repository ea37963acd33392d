import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { PoolStats } from '../db/index.js'

/** What a background job reports: items claimed, and each item's run and its failure. */
export interface JobMetrics {
  claimed(job: string, count: number): void
  ran(job: string, failed: boolean): void
}

/** Latency buckets in seconds, from a cached list answer (sub-millisecond) to a slow page fetch. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

/**
 * One process's metrics in one registry of its own (several apps in one test process never mix
 * theirs). Names start with `hackathons_`; Node's own process metrics are added by `withProcessMetrics`.
 */
export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]

  const httpRequests = new Counter({
    name: 'hackathons_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const httpDuration = new Histogram({
    name: 'hackathons_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  })
  const queryDuration = new Histogram({
    name: 'hackathons_db_query_duration_seconds',
    help: 'Time of each database query, from sending it to its result or error',
    buckets: QUERY_BUCKETS,
    registers,
  })
  const visitorCache = new Counter({
    name: 'hackathons_visitor_cache_requests_total',
    help: "Visitors' public list requests answered from this process's kept answers (hit) or read from the database (miss)",
    labelNames: ['result'] as const,
    registers,
  })
  const jobClaims = new Counter({
    name: 'hackathons_job_items_claimed_total',
    help: 'Background job items this process claimed from the database',
    labelNames: ['job'] as const,
    registers,
  })
  const jobRuns = new Counter({
    name: 'hackathons_job_runs_total',
    help: 'Background job items this process ran, failed ones included',
    labelNames: ['job'] as const,
    registers,
  })
  const jobFailures = new Counter({
    name: 'hackathons_job_failures_total',
    help: 'Background job items whose run failed (they are due again once their claim expires)',
    labelNames: ['job'] as const,
    registers,
  })
  const emailsSent = new Counter({
    name: 'hackathons_emails_sent_total',
    help: 'E-mails the SMTP server accepted',
    registers,
  })
  const emailsRefused = new Counter({
    name: 'hackathons_emails_refused_total',
    help: 'E-mails the SMTP server refused or could not be reached for',
    registers,
  })

  const jobs: JobMetrics = {
    claimed(job, count) {
      if (count > 0) jobClaims.inc({ job }, count)
    },
    ran(job, failed) {
      jobRuns.inc({ job })
      if (failed) jobFailures.inc({ job })
    },
  }

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) }
      httpRequests.inc(labels)
      httpDuration.observe(labels, seconds)
    },
    query(seconds: number) {
      queryDuration.observe(seconds)
    },
    visitorCache(hit: boolean) {
      visitorCache.inc({ result: hit ? 'hit' : 'miss' })
    },
    jobs,
    email(sent: boolean) {
      if (sent) emailsSent.inc()
      else emailsRefused.inc()
    },
    /** Reports the pool's state at each scrape. */
    pool(stats: () => PoolStats) {
      new Gauge({
        name: 'hackathons_db_pool_connections',
        help: 'Database connections of this process, by state (idle or in use), and the pool maximum',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const now = stats()
          this.set({ state: 'idle' }, now.idle)
          this.set({ state: 'in_use' }, now.total - now.idle)
          this.set({ state: 'max' }, now.max)
        },
      })
      new Gauge({
        name: 'hackathons_db_pool_waiting',
        help: 'Queries waiting for a free database connection',
        registers,
        collect() {
          this.set(stats().waiting)
        },
      })
    },
    /** Node's process metrics (memory, CPU, event-loop delay); only for a process that serves them. */
    withProcessMetrics() {
      collectDefaultMetrics({ register: registry })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
