import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { ALERTS, type AlertFilters, type AlertFrequency } from '../../../common/alerts.js'
import { factFiltersOf } from '../../../common/fact-filters.js'
import { GEO, parseNear } from '../../../common/geo.js'
import type { AttendanceMode } from '../../../common/hackathon-fields.js'
import type { Locale } from '../../../common/i18n/locales.js'
import type { Database } from '../index.js'
import { at, rowsOf } from '../raw-sql.js'
import { type AlertRow, alertDeliveries, alerts, hackathons, series } from '../schema.js'
import { claimable, failedSend, takeOverClaimable } from './claimed-sends.js'
import { type HackathonConditions, hackathonsWhere } from './hackathons.js'

const unconfirmedBefore = (now: Date) => new Date(now.getTime() - ALERTS.unconfirmedDays * 86_400_000)

export interface NewAlert {
  email: string
  frequency: AlertFrequency
  filters: AlertFilters
  timezone: string
  /** The language it is made in: its e-mails speak it. */
  locale: Locale
  confirmTokenHash: string
}

/** What a subscription did; the API answers the same to each, so only the mail differs. */
export type SubscribeOutcome =
  | { kind: 'created' | 'renewed'; alert: AlertRow }
  | { kind: 'confirmed-already' | 'full'; alert?: undefined }

/** A digest claimed for sending: one address, one frequency, one period. */
export interface ClaimedDigest {
  id: string
  email: string
  frequency: AlertFrequency
  period: string
  /** What the digest holds was listed before this instant; a retry keeps it. */
  cutoff: Date
  attempts: number
}

export interface DigestHackathon {
  id: string
  name: string
  startDate: Date
  endDate: Date
  timezone: string | null
  location: string | null
  attendanceMode: AttendanceMode | null
}

export interface ClaimOptions {
  limit: number
  /** Every digest with news now, whatever the subscriber's hour or day (POST /alerts/run). */
  force: boolean
  claimSeconds: number
}

/** The list filters an alert's saved parameters stand for. */
export function conditionsOf(filters: AlertFilters): HackathonConditions {
  const point = parseNear(filters.near)
  return {
    q: filters.q,
    attendanceMode: filters.attendance_mode,
    seriesId: filters.series,
    near: point && { ...point, radiusKm: filters.radius_km ?? GEO.defaultRadiusKm },
    facts: factFiltersOf(filters),
  }
}

export function alertsRepository(db: Database) {
  return {
    /**
     * Saves an alert waiting for confirmation. Per address (under a lock, so two requests at once
     * cannot both pass the limit): alerts nobody confirmed in time are dropped first; asking again for
     * an alert still waiting renews its token; asking for one already confirmed, or past the limit,
     * saves nothing.
     */
    async subscribe(alert: NewAlert, now: Date): Promise<SubscribeOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${alert.email}`}))`)
        await tx
          .delete(alerts)
          .where(
            and(
              eq(alerts.email, alert.email),
              isNull(alerts.confirmedAt),
              lte(alerts.createdAt, unconfirmedBefore(now)),
            ),
          )
        const held = await tx.select().from(alerts).where(eq(alerts.email, alert.email))
        const same = held.find(
          (row) => row.frequency === alert.frequency && JSON.stringify(row.filters) === JSON.stringify(alert.filters),
        )
        if (same?.confirmedAt) return { kind: 'confirmed-already' }
        if (same) {
          const [renewed] = await tx
            .update(alerts)
            .set({
              confirmTokenHash: alert.confirmTokenHash,
              timezone: alert.timezone,
              locale: alert.locale,
              createdAt: now,
            })
            .where(eq(alerts.id, same.id))
            .returning()
          return { kind: 'renewed', alert: renewed as AlertRow }
        }
        if (held.length >= ALERTS.perAddressMax) return { kind: 'full' }
        const [created] = await tx
          .insert(alerts)
          .values({ ...alert, createdAt: now, newsSince: now })
          .returning()
        return { kind: 'created', alert: created as AlertRow }
      })
    },

    /** The alert a confirmation token names while it can still be confirmed. */
    async findUnconfirmed(tokenHash: string, now: Date): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.confirmTokenHash, tokenHash),
            isNull(alerts.confirmedAt),
            gt(alerts.createdAt, unconfirmedBefore(now)),
          ),
        )
      return row
    },

    /** Confirms the alert the token names; its token dies with it. Undefined for a bad, expired or used token. */
    async confirm(tokenHash: string, now: Date): Promise<AlertRow | undefined> {
      const [row] = await db
        .update(alerts)
        .set({ confirmedAt: now, newsSince: now, confirmTokenHash: null })
        .where(
          and(
            eq(alerts.confirmTokenHash, tokenHash),
            isNull(alerts.confirmedAt),
            gt(alerts.createdAt, unconfirmedBefore(now)),
          ),
        )
        .returning()
      return row
    },

    listByEmail(email: string): Promise<AlertRow[]> {
      return db.select().from(alerts).where(eq(alerts.email, email)).orderBy(asc(alerts.createdAt), asc(alerts.id))
    },

    /** Changes one of the address's alerts; undefined when the address holds no such alert. */
    async update(
      id: string,
      email: string,
      changes: Partial<Pick<AlertRow, 'frequency' | 'paused'>>,
    ): Promise<AlertRow | undefined> {
      if (Object.keys(changes).length === 0) {
        const [row] = await db
          .select()
          .from(alerts)
          .where(and(eq(alerts.id, id), eq(alerts.email, email)))
        return row
      }
      const [row] = await db
        .update(alerts)
        .set(changes)
        .where(and(eq(alerts.id, id), eq(alerts.email, email)))
        .returning()
      return row
    },

    /** Deletes one of the address's alerts; false when the address holds no such alert. */
    async remove(id: string, email: string): Promise<boolean> {
      const removed = await db
        .delete(alerts)
        .where(and(eq(alerts.id, id), eq(alerts.email, email)))
        .returning({ id: alerts.id })
      return removed.length > 0
    },

    /** Deletes the address's alerts that existed at `asOf` (or the one alert `id`): an unsubscribe link. */
    async unsubscribe(email: string, scope: { alertId: string } | { asOf: Date }): Promise<number> {
      const removed = await db
        .delete(alerts)
        .where(
          and(
            eq(alerts.email, email),
            'alertId' in scope ? eq(alerts.id, scope.alertId) : lte(alerts.createdAt, scope.asOf),
          ),
        )
        .returning({ id: alerts.id })
      return removed.length
    },

    /** Names the series of these ids (for describing alerts in words). */
    async seriesNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, ids))
      return new Map(rows.map((row) => [row.id, row.name]))
    },

    /**
     * Claims up to `limit` due digests: a live alert's address and frequency whose current period (the
     * subscriber's day for daily alerts, the Monday of their week for weekly ones) has no digest sent,
     * given up, claimed by someone else or waiting for its next try after a failed send, and for which something not yet ended
     * was listed since the alert's last digest. A digest is due from ALERTS.sendFromHour of the
     * subscriber's day, weekly ones on Mondays; `force` sends whatever has news now.
     *
     * Claimed as every claimed send is (claimed-sends.ts): a claim lapses after `claimSeconds`, and
     * the digest claimed again keeps its cutoff.
     */
    async claimDue(now: Date, { limit, force, claimSeconds }: ClaimOptions): Promise<ClaimedDigest[]> {
      const when = at(now)
      const local = sql`(${when} at time zone a.timezone)`
      // The subscriber's day for a daily alert, the Monday of their week for a weekly one.
      const period = sql`to_char(case when a.frequency = 'daily' then ${local} else date_trunc('week', ${local}) end, 'YYYY-MM-DD')`
      const until = at(new Date(now.getTime() + claimSeconds * 1000))
      // Rows, not distinct digests, are limited first, so the scan stops as soon as it has found
      // enough: alerts whose digest went out are past the news_since bound, and the few in flight
      // fail the delivery check, so a claim reads about as many alerts as it claims digests.
      const result = await db.execute(sql`
        with candidates as (
          select a.email, a.frequency, ${period} as period
          from ${alerts} a
          where a.confirmed_at is not null and not a.paused
            -- Through alerts_live_idx: only alerts whose last digest is older than the newest listing.
            and a.news_since < (select max(h.created_at) from ${hackathons} h where h.created_at <= ${when})
            and (${force} or (extract(hour from ${local}) >= ${ALERTS.sendFromHour}
              and (a.frequency = 'daily' or extract(isodow from ${local}) = 1)))
            and exists (select 1 from ${hackathons} h
              where h.created_at > a.news_since and h.created_at <= ${when} and h.end_date >= ${when})
            and not exists (select 1 from ${alertDeliveries} d
              where d.email = a.email and d.frequency = a.frequency
                and d.period = ${period}
                and not ${claimable('d', when)})
          limit ${limit * ALERTS.perAddressMax}
        ), open as (
          select distinct email, frequency, period from candidates limit ${limit}
        )
        insert into ${alertDeliveries} as d (email, frequency, period, cutoff, attempts, claimed_until)
        select email, frequency, period, ${when}, 1, ${until} from open
        on conflict (email, frequency, period) ${takeOverClaimable('d', when)}
        returning d.id, d.email, d.frequency, d.period, d.cutoff, d.attempts`)
      return rowsOf<Omit<ClaimedDigest, 'cutoff'> & { cutoff: string | Date }>(result).map((row) => ({
        ...row,
        cutoff: new Date(row.cutoff),
        attempts: Number(row.attempts),
      }))
    },

    /** The address's live alerts of one frequency: what its digest reports on. */
    liveAlerts(email: string, frequency: AlertFrequency): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.email, email),
            eq(alerts.frequency, frequency),
            sql`${alerts.confirmedAt} is not null`,
            eq(alerts.paused, false),
          ),
        )
        .orderBy(asc(alerts.createdAt), asc(alerts.id))
    },

    /**
     * The hackathons listed after the alert's last digest and up to `cutoff` that match its filters
     * and have not ended at `now`, soonest first (at most `limit`), and how many there are in all.
     */
    async news(
      alert: Pick<AlertRow, 'filters' | 'newsSince'>,
      cutoff: Date,
      now: Date,
      limit: number,
    ): Promise<{ hackathons: DigestHackathon[]; total: number }> {
      const condition = and(
        gt(hackathons.createdAt, alert.newsSince),
        lte(hackathons.createdAt, cutoff),
        hackathonsWhere({ ...conditionsOf(alert.filters), status: 'upcoming' }, now),
        // A cancelled event is no news to act on.
        eq(hackathons.cancelled, false),
      )
      const rows = await db
        .select({
          id: hackathons.id,
          name: hackathons.name,
          startDate: hackathons.startDate,
          endDate: hackathons.endDate,
          timezone: hackathons.timezone,
          location: hackathons.location,
          attendanceMode: hackathons.attendanceMode,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(hackathons)
        .where(condition)
        .orderBy(asc(hackathons.startDate), asc(hackathons.id))
        .limit(limit)
      return { hackathons: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 }
    },

    /** The digest went out: it is never sent again, and its alerts' next digest starts at its cutoff. */
    async markSent(digest: ClaimedDigest, alertIds: string[], hackathonCount: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(alertDeliveries)
          .set({ sentAt: now, claimedUntil: null, retryAt: null, hackathonCount })
          .where(eq(alertDeliveries.id, digest.id))
        await advance(tx, alertIds, digest.cutoff)
      })
    },

    /**
     * Nothing new matched: nothing is sent, the alerts' next digest starts at the cutoff, and the
     * period stays open, so news listed later in it still goes out in it.
     */
    async markEmpty(digest: ClaimedDigest, alertIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(alertDeliveries).where(eq(alertDeliveries.id, digest.id))
        await advance(tx, alertIds, digest.cutoff)
      })
    },

    /** A send failed: records why, and when to try again (or, with no retry left, gives the digest up). */
    async markFailed(digest: ClaimedDigest, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(alertDeliveries)
        .set(failedSend(error, retryAt, now))
        .where(eq(alertDeliveries.id, digest.id))
    },

    /** Deletes the alerts nobody confirmed in time. */
    async sweepUnconfirmed(now: Date): Promise<void> {
      await db.delete(alerts).where(and(isNull(alerts.confirmedAt), lte(alerts.createdAt, unconfirmedBefore(now))))
    },

    /** Whether PostgreSQL knows this IANA zone (the schedule reads each subscriber's clock in it). */
    async knowsTimeZone(zone: string): Promise<boolean> {
      const result = await db.execute(sql`select 1 from pg_timezone_names where name = ${zone}`)
      return rowsOf(result).length > 0
    },
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Moves the alerts' next digest to start after `cutoff` (never back, if one was confirmed later). */
async function advance(tx: Transaction, alertIds: string[], cutoff: Date) {
  if (alertIds.length === 0) return
  await tx
    .update(alerts)
    .set({ newsSince: sql`greatest(${alerts.newsSince}, ${at(cutoff)})` })
    .where(inArray(alerts.id, alertIds))
}

export type AlertsRepository = ReturnType<typeof alertsRepository>
