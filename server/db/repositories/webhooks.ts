import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { factFiltersOf } from '../../../common/fact-filters.js'
import { GEO, parseNear } from '../../../common/geo.js'
import type { FieldChange } from '../../../common/revisions.js'
import {
  WEBHOOK_MESSAGES,
  WEBHOOKS,
  type WebhookEvent,
  type WebhookFilters,
  type WebhookKind,
  type WebhookMessageType,
} from '../../../common/webhooks.js'
import { ConflictError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { at, rowsOf } from '../raw-sql.js'
import {
  hackathonRevisions,
  hackathons,
  series,
  users,
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookDeliveries,
  webhookEvents,
  webhookHackathons,
  webhookMessages,
  webhooks,
} from '../schema.js'
import { claimable, failedSend } from './claimed-sends.js'
import { type HackathonConditions, type HackathonWithSeries, hackathonsWhere, withSeries } from './hackathons.js'

export interface NewWebhook {
  userId: string
  url: string
  kind: WebhookKind
  filters: WebhookFilters
  events: WebhookEvent[]
  secret: string | null
}

export type WebhookChanges = Partial<Pick<WebhookRow, 'url' | 'filters' | 'events' | 'active'>>

/** Whose webhooks a caller reaches: one account's, or (an admin) everyone's. */
export type WebhookScope = { userId: string } | { all: true }

/** An event claimed for one attempt, with where and how to send it. */
export interface ClaimedEvent {
  id: string
  webhookId: string
  type: WebhookMessageType
  data: Record<string, unknown>
  occurredAt: Date
  /** This attempt's number, from 1. */
  attempts: number
  url: string
  kind: WebhookKind
  secret: string | null
}

/** What one attempt came to. */
export interface AttemptOutcome {
  statusCode: number | null
  error: string | null
  durationMs: number
}

/** What happened, once for every webhook it goes to. */
interface QueuedMessage {
  type: WebhookMessageType
  data: Record<string, unknown>
}

/** A message to queue for a webhook, and what makes it one. */
interface QueuedEvent {
  webhookId: string
  dedupeKey: string
  message: QueuedMessage
}

/** Turns a hackathon's row into the public object the bodies carry (the API's own shape). */
export type ToPublic = (row: HackathonWithSeries) => Record<string, unknown>

/** The list filters a webhook's saved parameters stand for, upcoming hackathons only. */
export function conditionsOf(filters: WebhookFilters): HackathonConditions {
  const point = parseNear(filters.near)
  return {
    q: filters.q,
    attendanceMode: filters.attendance_mode,
    seriesId: filters.series,
    near: point && { ...point, radiusKm: filters.radius_km ?? GEO.defaultRadiusKm },
    facts: factFiltersOf(filters),
    status: 'upcoming',
  }
}

const scoped = (scope: WebhookScope): SQL | undefined =>
  'userId' in scope ? eq(webhooks.userId, scope.userId) : undefined

/** Filter sets evaluated per statement when matching changes: each is one boolean column of the answer. */
const CONDITIONS_PER_STATEMENT = 200

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Marks as known to the webhook every hackathon that matches its filters now, so that only one that
 * comes to match later is announced as new.
 */
async function seedKnown(tx: Transaction, webhook: Pick<WebhookRow, 'id' | 'filters'>, now: Date) {
  await tx.execute(sql`
    insert into ${webhookHackathons} (webhook_id, hackathon_id)
    select ${webhook.id}::uuid, ${hackathons.id} from ${hackathons}
    where ${hackathonsWhere(conditionsOf(webhook.filters), now) ?? sql`true`}
    on conflict do nothing`)
}

/** Rows written per statement: a batch's events may be tens of thousands, past PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000

function* slices<T>(rows: T[]): Generator<T[]> {
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) yield rows.slice(first, first + ROWS_PER_INSERT)
}

/** A select list of one boolean column per filter set (m0, m1, ...), rendered once. */
interface MatchingColumns {
  columns: SQL
  count: number
}

/** The SQL text of a rendered query as a cheap SQL object again: its text between the same parameters. */
function reassembled(query: { sql: string; params: unknown[] }): SQL {
  const parts = query.sql.split(/\$(\d+)/)
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${query.params[Number(part) - 1]}`)))
}

export function webhooksRepository(db: Database) {
  const dialect = new PgDialect()
  /**
   * The list's conditions of every filter set, rendered once a minute: building and rendering a few
   * hundred of Drizzle's condition trees takes far longer than PostgreSQL takes to evaluate them on a
   * changed row, so each change reuses the text (the instant they read is the minute's start, which
   * tells upcoming from past as the list does, to the minute).
   */
  let rendered: { key: string; minute: number; chunks: MatchingColumns[] } | undefined
  function matchingColumns(key: string, filterSets: WebhookFilters[], now: Date): MatchingColumns[] {
    const minute = Math.floor(now.getTime() / 60_000)
    if (rendered?.key === key && rendered.minute === minute) return rendered.chunks
    const at = new Date(minute * 60_000)
    const chunks: MatchingColumns[] = []
    for (let first = 0; first < filterSets.length; first += CONDITIONS_PER_STATEMENT) {
      const sets = filterSets.slice(first, first + CONDITIONS_PER_STATEMENT)
      const columns = sql.join(
        sets.map(
          (filters, i) =>
            sql`coalesce((${hackathonsWhere(conditionsOf(filters), at, { scanBounds: false }) ?? sql`true`}), false) as ${sql.identifier(`m${i}`)}`,
        ),
        sql`, `,
      )
      chunks.push({ columns: reassembled(dialect.sqlToQuery(columns)), count: sets.length })
    }
    rendered = { key, minute, chunks }
    return chunks
  }

  /** Writes each message once, then one event per webhook naming it; answers the events queued. */
  async function queue(tx: Transaction, events: QueuedEvent[], now: Date): Promise<number> {
    if (events.length === 0) return 0
    const idOf = new Map([...new Set(events.map((event) => event.message))].map((message) => [message, randomUUID()]))
    for (const slice of slices([...idOf])) {
      await tx.insert(webhookMessages).values(slice.map(([message, id]) => ({ id, ...message, occurredAt: now })))
    }
    // One statement of four arrays however many events: building and sending a row of parameters
    // per event cost more than PostgreSQL's inserting them.
    const column = <T>(pick: (event: QueuedEvent) => T) => sql.param(events.map(pick))
    const result = await tx.execute(sql`
      with added as (
        insert into ${webhookEvents} (webhook_id, dedupe_key, type, message_id)
        select * from unnest(
          ${column((event) => event.webhookId)}::uuid[],
          ${column((event) => event.dedupeKey)}::text[],
          ${column((event) => event.message.type)}::text[],
          ${column((event) => idOf.get(event.message) ?? '')}::uuid[])
        on conflict do nothing
        returning 1)
      select count(*)::int as queued from added`)
    return rowsOf<{ queued: number }>(result)[0]?.queued ?? 0
  }

  return {
    /**
     * Saves a webhook unless its owner holds the most they may (checked under a lock per owner, so
     * two requests at once cannot both pass); throws ConflictError then.
     */
    async create(values: NewWebhook, now: Date): Promise<WebhookRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${values.userId}`}))`)
        const [held] = await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(webhooks)
          .where(eq(webhooks.userId, values.userId))
        if ((held?.count ?? 0) >= WEBHOOKS.perUserMax) throw new ConflictError(WEBHOOK_MESSAGES.tooMany)
        const [row] = await tx
          .insert(webhooks)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning()
        const created = row as WebhookRow
        await seedKnown(tx, created, now)
        return created
      })
    },

    list(scope: WebhookScope): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(scoped(scope)).orderBy(asc(webhooks.createdAt), asc(webhooks.id))
    },

    async find(id: string, scope: WebhookScope): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), scoped(scope)))
      return row
    },

    /**
     * Changes a webhook; resuming it (`active: true`) also clears its failures. New filters mark what
     * matches them now as known, like a new webhook's. Undefined when the scope holds no such webhook.
     */
    async update(id: string, scope: WebhookScope, changes: WebhookChanges, now: Date): Promise<WebhookRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhooks)
          .set({ ...changes, ...(changes.active ? { consecutiveFailures: 0 } : {}), updatedAt: now })
          .where(and(eq(webhooks.id, id), scoped(scope)))
          .returning()
        if (row && changes.filters) await seedKnown(tx, row, now)
        return row
      })
    },

    async remove(id: string, scope: WebhookScope): Promise<boolean> {
      const removed = await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), scoped(scope)))
        .returning({ id: webhooks.id })
      return removed.length > 0
    },

    /** The webhook's latest attempts, newest first. */
    deliveries(webhookId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
    },

    /** Queues a `ping` for the webhook and claims it at once for the caller to send; answers the claim. */
    async claimPing(webhook: WebhookRow, data: Record<string, unknown>, now: Date, claimSeconds: number) {
      const row = await db.transaction(async (tx) => {
        const [message] = await tx
          .insert(webhookMessages)
          .values({ type: 'ping', data, occurredAt: now })
          .returning({ id: webhookMessages.id })
        const [event] = await tx
          .insert(webhookEvents)
          .values({
            webhookId: webhook.id,
            messageId: message?.id ?? '',
            type: 'ping',
            dedupeKey: `ping:${message?.id}`,
            attempts: 1,
            claimedUntil: new Date(now.getTime() + claimSeconds * 1000),
          })
          .returning({ id: webhookEvents.id })
        return event
      })
      if (!row) throw new Error('the ping was not queued')
      const claimed: ClaimedEvent = {
        id: row.id,
        webhookId: webhook.id,
        type: 'ping',
        data,
        occurredAt: now,
        attempts: 1,
        url: webhook.url,
        kind: webhook.kind,
        secret: webhook.secret,
      }
      return claimed
    },

    /**
     * Claims up to `limit` events due at `now` of active webhooks, oldest first, one attempt each:
     * the claim lapses after `claimSeconds`, so the event of a process that died mid-send is sent
     * again (the same event, so with the same `webhook-id`). Rows another process is claiming are
     * skipped, not waited for.
     */
    async claimDue(now: Date, limit: number, claimSeconds: number): Promise<ClaimedEvent[]> {
      const when = at(now)
      const until = at(new Date(now.getTime() + claimSeconds * 1000))
      const result = await db.execute(sql`
        with due as (
          select e.id from ${webhookEvents} e
          join ${webhooks} w on w.id = e.webhook_id
          where e.sent_at is null and e.failed_at is null and w.active and ${claimable('e', when)}
          order by e.created_at
          limit ${limit}
          for update of e skip locked
        )
        update ${webhookEvents} e set attempts = e.attempts + 1, claimed_until = ${until}
        from due, ${webhooks} w, ${webhookMessages} m
        where e.id = due.id and w.id = e.webhook_id and m.id = e.message_id
        returning e.id, e.webhook_id, e.type, m.data, m.occurred_at, e.attempts, w.url, w.kind, w.secret`)
      return rowsOf<{
        id: string
        webhook_id: string
        type: WebhookMessageType
        data: Record<string, unknown>
        occurred_at: string | Date
        attempts: number
        url: string
        kind: WebhookKind
        secret: string | null
      }>(result).map((row) => ({
        id: row.id,
        webhookId: row.webhook_id,
        type: row.type,
        data: row.data,
        occurredAt: new Date(row.occurred_at),
        attempts: Number(row.attempts),
        url: row.url,
        kind: row.kind,
        secret: row.secret,
      }))
    },

    /**
     * Records one attempt and its outcome: a success settles the event and clears the webhook's
     * failures; a failure counts one more and either schedules the next try (`retryAt`) or gives
     * the event up. Answers the attempt, and whether this failure is the one that paused the webhook
     * (true once, however many processes fail at once).
     */
    async recordAttempt(
      event: ClaimedEvent,
      outcome: AttemptOutcome,
      retryAt: Date | null,
      now: Date,
    ): Promise<{ delivery: WebhookDeliveryRow; paused: boolean }> {
      const ok = outcome.error === null
      return db.transaction(async (tx) => {
        const [delivery] = await tx
          .insert(webhookDeliveries)
          .values({
            webhookId: event.webhookId,
            eventId: event.id,
            event: event.type,
            attempt: event.attempts,
            statusCode: outcome.statusCode,
            error: outcome.error?.slice(0, 1000) ?? null,
            durationMs: Math.round(outcome.durationMs),
            createdAt: now,
          })
          .returning()
        if (ok) {
          await tx
            .update(webhookEvents)
            .set({ sentAt: now, claimedUntil: null, retryAt: null })
            .where(eq(webhookEvents.id, event.id))
          await tx
            .update(webhooks)
            .set({ consecutiveFailures: 0 })
            .where(and(eq(webhooks.id, event.webhookId), sql`${webhooks.consecutiveFailures} > 0`))
          return { delivery: delivery as WebhookDeliveryRow, paused: false }
        }
        await tx
          .update(webhookEvents)
          .set(failedSend(outcome.error ?? '', retryAt, now))
          .where(eq(webhookEvents.id, event.id))
        const [counted] = await tx
          .update(webhooks)
          .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
          .where(eq(webhooks.id, event.webhookId))
          .returning({ failures: webhooks.consecutiveFailures })
        // The row stays locked until the commit, so of two processes failing at once one pauses it.
        const paused =
          counted && counted.failures >= WEBHOOKS.failuresToPause
            ? await tx
                .update(webhooks)
                .set({ active: false })
                .where(and(eq(webhooks.id, event.webhookId), eq(webhooks.active, true)))
                .returning({ id: webhooks.id })
            : []
        return { delivery: delivery as WebhookDeliveryRow, paused: paused.length > 0 }
      })
    },

    /** The owner of a webhook, to mail when it is paused. */
    async owner(webhookId: string): Promise<{ email: string; name: string | null; locale: string | null } | undefined> {
      const [row] = await db
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(webhooks)
        .innerJoin(users, eq(users.id, webhooks.userId))
        .where(eq(webhooks.id, webhookId))
      return row
    },

    /**
     * Claims up to `limit` revisions the webhooks have not been told of, oldest first, until
     * `claimSeconds` from now (the revisions of a process that died are matched again then; the
     * events' unique key queues each once). Skips the rows another process is claiming.
     */
    async claimRevisions(now: Date, limit: number, claimSeconds: number): Promise<string[]> {
      const result = await db.execute(sql`
        with due as (
          select id from ${hackathonRevisions}
          where webhooks_due_at is not null and webhooks_due_at <= ${at(now)}
          order by webhooks_due_at, created_at
          limit ${limit}
          for update skip locked
        )
        update ${hackathonRevisions} r set webhooks_due_at = ${at(new Date(now.getTime() + claimSeconds * 1000))}
        from due where r.id = due.id
        returning r.id`)
      return rowsOf<{ id: string }>(result).map((row) => row.id)
    },

    /**
     * Tells the active webhooks of these revisions, in one transaction with marking them told: for
     * each changed hackathon, each webhook whose filters it matches now (the list's own conditions,
     * run on the changed rows) gets `hackathon.created` if it did not know the hackathon yet, or
     * `hackathon.updated` with the changed public fields if it did; a webhook that knew it gets
     * `hackathon.cancelled` when it was cancelled, matching or not. Answers the events queued.
     */
    async dispatch(revisionIds: string[], now: Date, toPublic: ToPublic): Promise<number> {
      if (revisionIds.length === 0) return 0
      return db.transaction(async (tx) => {
        const revisions = await tx
          .select({
            id: hackathonRevisions.id,
            hackathonId: hackathonRevisions.hackathonId,
            changes: hackathonRevisions.changes,
            createdAt: hackathonRevisions.createdAt,
          })
          .from(hackathonRevisions)
          .where(and(inArray(hackathonRevisions.id, revisionIds), isNotNull(hackathonRevisions.webhooksDueAt)))
          .orderBy(asc(hackathonRevisions.createdAt))
        await tx
          .update(hackathonRevisions)
          .set({ webhooksDueAt: null })
          .where(inArray(hackathonRevisions.id, revisionIds))
        if (revisions.length === 0) return 0
        const active = await tx
          .select({ id: webhooks.id, filters: webhooks.filters, events: webhooks.events })
          .from(webhooks)
          .innerJoin(users, eq(users.id, webhooks.userId))
          .where(and(eq(webhooks.active, true), eq(users.isActive, true)))
          .orderBy(asc(webhooks.id))
        if (active.length === 0) return 0

        // Each hackathon once: the fields any of its revisions changed, the last revision naming it.
        const changed = new Map<string, { fields: Set<string>; cancelled: boolean; lastRevision: string }>()
        for (const revision of revisions) {
          const entry = changed.get(revision.hackathonId) ?? {
            fields: new Set<string>(),
            cancelled: false,
            lastRevision: revision.id,
          }
          for (const field of Object.keys(revision.changes)) entry.fields.add(field)
          const cancelled = (revision.changes as Record<string, FieldChange>).cancelled
          if (cancelled) entry.cancelled = cancelled.to === true
          entry.lastRevision = revision.id
          changed.set(revision.hackathonId, entry)
        }
        const ids = [...changed.keys()]

        // Webhooks with the same filters share one condition.
        const filterSets = new Map<string, number>()
        const distinct: WebhookFilters[] = []
        const setOf = new Map<string, number>()
        for (const webhook of active) {
          const key = JSON.stringify(webhook.filters)
          let index = filterSets.get(key)
          if (index === undefined) {
            index = distinct.length
            filterSets.set(key, index)
            distinct.push(webhook.filters)
          }
          setOf.set(webhook.id, index)
        }
        const matches = new Map<string, boolean[]>(ids.map((id) => [id, []]))
        for (const chunk of matchingColumns([...filterSets.keys()].join('\n'), distinct, now)) {
          const result = await tx.execute(
            sql`select ${hackathons.id} as id, ${chunk.columns} from ${hackathons} where ${inArray(hackathons.id, ids)}`,
          )
          for (const row of rowsOf<Record<string, unknown>>(result)) {
            const flags = matches.get(String(row.id))
            if (!flags) continue
            for (let i = 0; i < chunk.count; i++) flags.push(row[`m${i}`] === true)
          }
        }

        const known = await tx
          .select({ webhookId: webhookHackathons.webhookId, hackathonId: webhookHackathons.hackathonId })
          .from(webhookHackathons)
          .where(inArray(webhookHackathons.hackathonId, ids))
        const knownPairs = new Set(known.map((pair) => `${pair.webhookId}:${pair.hackathonId}`))

        const rows = await tx
          .select(withSeries)
          .from(hackathons)
          .leftJoin(series, eq(series.id, hackathons.seriesId))
          .where(inArray(hackathons.id, ids))
        const publicOf = new Map(rows.map((row) => [row.id, toPublic(row)]))

        const events: QueuedEvent[] = []
        const newlyKnown: { webhookId: string; hackathonId: string }[] = []
        for (const [hackathonId, change] of changed) {
          const hackathon = publicOf.get(hackathonId)
          const flags = matches.get(hackathonId)
          if (!hackathon || !flags) continue
          const changedFields = [...change.fields]
          const messages = {
            created: { type: 'hackathon.created', data: { hackathon } },
            cancelled: { type: 'hackathon.cancelled', data: { hackathon, changed: changedFields } },
            updated: { type: 'hackathon.updated', data: { hackathon, changed: changedFields } },
          } satisfies Record<string, QueuedMessage>
          for (const webhook of active) {
            const matching = flags[setOf.get(webhook.id) ?? -1] === true
            const knew = knownPairs.has(`${webhook.id}:${hackathonId}`)
            const follows = (event: WebhookEvent) => webhook.events.includes(event)
            const base = { webhookId: webhook.id }
            if (!knew && matching) {
              newlyKnown.push({ webhookId: webhook.id, hackathonId })
              if (follows('hackathon.created')) {
                events.push({ ...base, dedupeKey: `created:${hackathonId}`, message: messages.created })
              }
            } else if (knew && change.cancelled && follows('hackathon.cancelled')) {
              events.push({ ...base, dedupeKey: `cancelled:${change.lastRevision}`, message: messages.cancelled })
            } else if (knew && matching && follows('hackathon.updated') && change.fields.size > 0) {
              events.push({ ...base, dedupeKey: `updated:${change.lastRevision}`, message: messages.updated })
            }
          }
        }
        for (const slice of slices(newlyKnown)) await tx.insert(webhookHackathons).values(slice).onConflictDoNothing()
        return queue(tx, events, now)
      })
    },

    /** Deletes the events settled (sent or given up) before `before`, with their deliveries. */
    async pruneSettled(before: Date): Promise<void> {
      await db
        .delete(webhookEvents)
        .where(sql`coalesce(${webhookEvents.sentAt}, ${webhookEvents.failedAt}) < ${at(before)}`)
      await db
        .delete(webhookMessages)
        .where(
          and(
            lte(webhookMessages.occurredAt, before),
            sql`not exists (select 1 from ${webhookEvents} e where e.message_id = ${webhookMessages.id})`,
          ),
        )
    },

    /**
     * Queues `registration.closing_soon` for each active webhook following it and each hackathon
     * matching its filters whose registration deadline is within `noticeMs` of `now` (as the list's
     * "closing soon" reads it): once per deadline
     * (a deadline moved later may earn another). Answers the events queued.
     */
    async queueClosingSoon(now: Date, noticeMs: number, toPublic: ToPublic): Promise<number> {
      const horizon = new Date(now.getTime() + noticeMs)
      const soon = and(
        sql`${hackathons.registrationDeadline} > ${at(now)}`,
        lte(hackathons.registrationDeadline, horizon),
      )
      return db.transaction(async (tx) => {
        const closing = await tx.select({ id: hackathons.id }).from(hackathons).where(soon)
        if (closing.length === 0) return 0
        const following = await tx
          .select({ id: webhooks.id, filters: webhooks.filters, events: webhooks.events })
          .from(webhooks)
          .innerJoin(users, eq(users.id, webhooks.userId))
          .where(
            and(
              eq(webhooks.active, true),
              eq(users.isActive, true),
              sql`${webhooks.events} ? 'registration.closing_soon'`,
            ),
          )
        if (following.length === 0) return 0
        const events: QueuedEvent[] = []
        const messageOf = new Map<string, QueuedMessage>()
        for (const webhook of following) {
          const rows = await tx
            .select(withSeries)
            .from(hackathons)
            .leftJoin(series, eq(series.id, hackathons.seriesId))
            .where(and(soon, hackathonsWhere(conditionsOf(webhook.filters), now)))
          for (const row of rows) {
            let message = messageOf.get(row.id)
            if (!message) {
              message = { type: 'registration.closing_soon', data: { hackathon: toPublic(row) } }
              messageOf.set(row.id, message)
            }
            events.push({
              webhookId: webhook.id,
              dedupeKey: `closing:${row.id}:${row.registrationDeadline?.toISOString()}`,
              message,
            })
          }
        }
        return queue(tx, events, now)
      })
    },
  }
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>
