/**
 * Webhooks at scale (bench/README.md, "Webhooks"): BENCH_WEBHOOKS webhooks (1,000) with mixed
 * filters over BENCH_WEBHOOK_HACKATHONS listed hackathons (5,000), then BENCH_WEBHOOK_CHANGES edits
 * (200), each matched on its own as the schedule would pick it up: the time to match one change
 * against every webhook and queue its events (target: under 50 ms on PostgreSQL); then the same 200
 * changes committed at once and matched in the schedule's batches, per change. Then
 * BENCH_WEBHOOK_DELIVERIES of the queued events (2,000) are delivered by the real job runner to a
 * local receiver, and the same bodies are posted by a bare loop with the same concurrency:
 * deliveries per second and their ratio. On PostgreSQL when
 * TEST_DATABASE_URL is set, else on PGlite.
 *
 *   BENCH_ONLY=webhooks TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { once } from 'node:events'
import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asc, eq, notInArray, sql } from 'drizzle-orm'
import { THEME_SLUGS } from '../common/themes.js'
import { WEBHOOK_EVENTS, type WebhookFilters } from '../common/webhooks.js'
import { hackathonsRepository } from '../server/db/repositories/hackathons.js'
import { usersRepository } from '../server/db/repositories/users.js'
import { webhooksRepository } from '../server/db/repositories/webhooks.js'
import { hackathons, webhookEvents, webhookMessages } from '../server/db/schema.js'
import { systemClock } from '../server/services/clock.js'
import { jobRunner } from '../server/services/jobs/runner.js'
import { webhookBody } from '../server/services/webhooks/bodies.js'
import { DELIVERY_CONCURRENCY, webhooksService } from '../server/services/webhooks/index.js'
import { envNumber, machine, median, printTargets, saveResult } from './report.js'
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './server.js'
import { seedHackathons } from './synthetic-hackathons.js'

const WEBHOOK_COUNT = envNumber('BENCH_WEBHOOKS', 1000)
const LISTED = envNumber('BENCH_WEBHOOK_HACKATHONS', 5000)
const CHANGES = envNumber('BENCH_WEBHOOK_CHANGES', 200)
const DELIVERIES = envNumber('BENCH_WEBHOOK_DELIVERIES', 2000)
const PER_USER = 10

/** The filters of the nth webhook: one in five follows everything, the rest a theme, a mode, a place, a word or facts. */
function filtersOf(n: number): WebhookFilters {
  const theme = THEME_SLUGS[n % THEME_SLUGS.length]
  switch (n % 5) {
    case 0:
      return {}
    case 1:
      return { themes: theme }
    case 2:
      return { attendance_mode: n % 2 ? 'online' : 'in_person', free: true }
    case 3:
      return { near: '52.52,13.405', radius_km: 50 + (n % 500), registration: 'open' }
    default:
      return { q: ['Hack', 'AI', 'Climate', 'Data'][n % 4], beginner_friendly: true }
  }
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0

async function benchOn(database: BenchDatabase) {
  const handle = await database.open()
  const { db } = handle
  const receiver = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(204).end())
  })
  try {
    console.log(`webhooks bench on ${database.kind}: seeding ${LISTED} hackathons and ${WEBHOOK_COUNT} webhooks`)
    await seedHackathons(db, LISTED)
    receiver.listen(0, '127.0.0.1')
    await once(receiver, 'listening')
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    const repo = webhooksRepository(db)
    const users = usersRepository(db)
    let owner = ''
    for (let n = 0; n < WEBHOOK_COUNT; n++) {
      if (n % PER_USER === 0) {
        owner = (await users.create({ email: `bench-${n}@example.com`, hashedPassword: 'x', emailVerified: true })).id
      }
      await repo.create(
        {
          userId: owner,
          url,
          kind: n % 3 === 0 ? 'discord' : 'standard',
          filters: filtersOf(n),
          events: [...WEBHOOK_EVENTS],
          secret: n % 3 === 0 ? null : 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        },
        new Date(),
      )
    }
    await db.execute(sql.raw('analyze'))

    const service = webhooksService({
      repo,
      clock: systemClock,
      send: async () => {},
      frontendHost: 'http://localhost',
      fetch: { allowPrivateNetwork: true },
      retrySeconds: 60,
    })
    // The revisions the seeding wrote are no news to the bench's webhooks.
    await service.dispatchNow()

    // Upcoming hackathons, the ones webhooks hear about.
    const targets = await db
      .select({ id: hackathons.id, name: hackathons.name })
      .from(hackathons)
      .where(sql`${hackathons.endDate} > now()`)
      .orderBy(asc(hackathons.id))
      .limit(CHANGES)
    const writes = hackathonsRepository(db)
    const perChange: number[] = []
    let queued = 0
    for (const [i, target] of targets.entries()) {
      await writes.update(
        target.id,
        {
          name: `${target.name} (${i % 2 ? 'AI' : 'Climate'} edition)`,
          themes: [THEME_SLUGS[i % THEME_SLUGS.length] ?? 'ai'],
        },
        { source: 'edit', authorId: null },
        () => {},
      )
      const started = performance.now()
      queued += await service.dispatchNow()
      perChange.push(performance.now() - started)
    }
    // The same changes again, all committed before the schedule looks: matched in its batches.
    for (const [i, target] of targets.entries()) {
      await writes.update(
        target.id,
        { name: `${target.name} (edition ${i})` },
        { source: 'edit', authorId: null },
        () => {},
      )
    }
    const batchStarted = performance.now()
    queued += await service.dispatchNow()
    const batchedMsPerChange = (performance.now() - batchStarted) / Math.max(1, targets.length)

    // Deliveries by the real runner, then the same bodies by a bare loop, both DELIVERY_CONCURRENCY
    // wide: the first BENCH_WEBHOOK_DELIVERIES events; the rest are set aside as sent.
    const events = await db
      .select({ id: webhookEvents.id, occurredAt: webhookMessages.occurredAt, data: webhookMessages.data })
      .from(webhookEvents)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookEvents.messageId))
      .orderBy(asc(webhookEvents.createdAt))
      .limit(DELIVERIES)
    await db
      .update(webhookEvents)
      .set({ sentAt: new Date() })
      .where(
        notInArray(
          webhookEvents.id,
          events.map((event) => event.id),
        ),
      )
    const delivering = performance.now()
    const delivered = await jobRunner(service.deliveryJob(), {
      clock: systemClock,
      concurrency: DELIVERY_CONCURRENCY,
      pollMs: 1000,
    }).runDue()
    const deliverySeconds = (performance.now() - delivering) / 1000

    const bodies = events.map((event) =>
      webhookBody(
        { id: event.id, type: 'hackathon.updated', occurredAt: event.occurredAt, data: event.data },
        'standard',
        'http://localhost',
      ),
    )
    const agent = new Agent({ keepAlive: false })
    const post = (body: string) =>
      new Promise<void>((resolve, reject) => {
        const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume()
          res.on('end', resolve)
        })
        req.on('error', reject)
        req.end(body)
      })
    const bare = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++]
          if (body !== undefined) await post(body)
        }
      }),
    )
    const bareSeconds = (performance.now() - bare) / 1000
    agent.destroy()

    const figures = {
      database: database.kind,
      webhooks: WEBHOOK_COUNT,
      listed: LISTED,
      changes: targets.length,
      eventsQueued: queued,
      eventsPerChange: queued / Math.max(1, targets.length),
      matchMsMedian: median(perChange),
      matchMsP95: p95(perChange),
      batchedMsPerChange,
      delivered,
      deliveriesPerSecond: delivered / deliverySeconds,
      bareLoopPerSecond: bodies.length / bareSeconds,
      ratioToBareLoop: delivered / deliverySeconds / (bodies.length / bareSeconds),
    }
    console.log(JSON.stringify(figures, null, 2))
    printTargets([
      {
        figure: 'match + queue per change, median (ms)',
        value: figures.matchMsMedian,
        target: '< 50',
        ok: figures.matchMsMedian < 50,
      },
      { figure: 'match + queue per change, p95 (ms)', value: figures.matchMsP95, target: '-', ok: null },
      {
        figure: 'per change, matched in batches (ms)',
        value: figures.batchedMsPerChange,
        target: '< 50',
        ok: figures.batchedMsPerChange < 50,
      },
      { figure: 'deliveries per second', value: figures.deliveriesPerSecond, target: '-', ok: null },
      { figure: 'ratio to a bare posting loop', value: figures.ratioToBareLoop, target: '-', ok: null },
    ])
    return figures
  } finally {
    receiver.close()
    await handle.close()
    await database.drop()
  }
}

/** The webhooks bench on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite; saved under bench/results/. */
export async function runWebhooksBench() {
  const serverUrl = process.env.TEST_DATABASE_URL
  const database = serverUrl ? await postgresDatabase(serverUrl) : pgliteDatabase()
  const figures = await benchOn(database)
  console.log(`saved ${saveResult('webhooks', { machine: machine(), figures })}`)
}
