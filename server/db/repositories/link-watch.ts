import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { LINK_WATCH, type LinkCheckOutcome, type LinkStatus } from '../../../common/link-watch.js'
import type { SuggestedChangesValue } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { at, rowsOf } from '../raw-sql.js'
import { hackathons, linkChecks, linkWatchHosts, linkWatchProposals, suggestions } from '../schema.js'

/** A hackathon as the link watch needs it. */
export interface WatchedLink {
  id: string
  url: string
  host: string | null
  name: string
  startDate: Date
  endDate: Date
  location: string | null
  attendanceMode: string | null
  timezone: string | null
  themes: string[] | null
  free: boolean | null
  eligibility: string[] | null
  minAge: number | null
  languages: string[] | null
  registrationOpensAt: Date | null
  registrationDeadline: Date | null
  etag: string | null
  lastModified: string | null
  contentHash: string | null
  linkStatus: LinkStatus
}

/** What one check found, as the history records it. */
export interface CheckRecord {
  outcome: LinkCheckOutcome
  httpStatus: number | null
  finalUrl: string | null
  etag: string | null
  lastModified: string | null
  contentHash: string | null
}

/** Link-watch writes leave updated_at alone: it says when the listing was edited, which feeds and caches read. */
const keepUpdatedAt = { updatedAt: sql`${hackathons.updatedAt}` }

const days = (n: number) => sql`make_interval(days => ${n})`

const watchedColumns = {
  id: hackathons.id,
  url: hackathons.url,
  host: hackathons.linkHost,
  name: hackathons.name,
  startDate: hackathons.startDate,
  endDate: hackathons.endDate,
  location: hackathons.location,
  attendanceMode: hackathons.attendanceMode,
  timezone: hackathons.timezone,
  themes: hackathons.themes,
  free: hackathons.free,
  eligibility: hackathons.eligibility,
  minAge: hackathons.minAge,
  languages: hackathons.languages,
  registrationOpensAt: hackathons.registrationOpensAt,
  registrationDeadline: hackathons.registrationDeadline,
  etag: hackathons.linkEtag,
  lastModified: hackathons.linkLastModified,
  contentHash: hackathons.linkContentHash,
  linkStatus: hackathons.linkStatus,
}

/**
 * When a hackathon is due, as SQL over `now`: its last check (or the setting of its URL, whichever is
 * later) plus the cadence of where it stands: daily in the month before its start, weekly while
 * upcoming otherwise, monthly for a year after its end, then never. Every step is at least a day.
 */
function dueCondition(now: Date) {
  const { dailyBeforeStartDays, upcomingEveryDays, pastEveryDays, pastForDays } = LINK_WATCH
  const last = sql`greatest(${hackathons.linkUrlSetAt}, coalesce(${hackathons.linkCheckedAt}, ${hackathons.linkUrlSetAt}))`
  const every = sql`case
      when ${hackathons.startDate} > ${at(now)} and ${hackathons.startDate} <= ${at(now)} + ${days(dailyBeforeStartDays)}
        then ${days(LINK_WATCH.minGapDays)}
      when ${hackathons.endDate} >= ${at(now)} then ${days(upcomingEveryDays)}
      else ${days(pastEveryDays)} end`
  return sql`${hackathons.endDate} >= ${at(now)} - ${days(pastForDays)} and ${last} + ${every} <= ${at(now)}`
}

export function linkWatchRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due links until `now + claimSeconds`, at most one per host and none of a
     * host that may not be asked yet. Rows another transaction is claiming are skipped (SKIP
     * LOCKED), and a claimed row is no longer due, so two processes never check one link twice in a
     * period; a process that dies mid-check leaves its claim to expire, and the link is due again.
     */
    async claimDue(now: Date, limit: number, claimSeconds: number): Promise<WatchedLink[]> {
      return db.transaction(async (tx) => {
        const candidates = rowsOf<{ id: string; host: string | null }>(
          await tx.execute(sql`
            select ${hackathons.id} as id, ${hackathons.linkHost} as host from ${hackathons}
            left join ${linkWatchHosts} on ${linkWatchHosts.host} = ${hackathons.linkHost}
            where (${hackathons.linkClaimedUntil} is null or ${hackathons.linkClaimedUntil} <= ${at(now)})
              and (${linkWatchHosts.nextRequestAt} is null or ${linkWatchHosts.nextRequestAt} <= ${at(now)})
              and ${dueCondition(now)}
            order by coalesce(${hackathons.linkCheckedAt}, ${hackathons.linkUrlSetAt}), ${hackathons.id}
            limit ${limit * 8}
            for update of ${hackathons} skip locked`),
        )
        const hosts = new Set<string | null>()
        const picked = candidates.filter((row) => {
          if (hosts.size >= limit || hosts.has(row.host)) return false
          hosts.add(row.host)
          return true
        })
        if (picked.length === 0) return []
        return tx
          .update(hackathons)
          .set({ linkClaimedUntil: new Date(now.getTime() + claimSeconds * 1000), ...keepUpdatedAt })
          .where(
            inArray(
              hackathons.id,
              picked.map((row) => row.id),
            ),
          )
          .returning(watchedColumns)
      })
    },

    /** Claims one link for a check on demand, whatever its schedule; undefined when the hackathon is gone. */
    async claim(id: string, now: Date, claimSeconds: number): Promise<WatchedLink | undefined> {
      const [row] = await db
        .update(hackathons)
        .set({ linkClaimedUntil: new Date(now.getTime() + claimSeconds * 1000), ...keepUpdatedAt })
        .where(eq(hackathons.id, id))
        .returning(watchedColumns)
      return row
    },

    async release(id: string): Promise<void> {
      await db
        .update(hackathons)
        .set({ linkClaimedUntil: null, ...keepUpdatedAt })
        .where(eq(hackathons.id, id))
    },

    async robotsOf(host: string): Promise<{ robotsTxt: string | null; fetchedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ robotsTxt: linkWatchHosts.robotsTxt, fetchedAt: linkWatchHosts.robotsFetchedAt })
        .from(linkWatchHosts)
        .where(eq(linkWatchHosts.host, host))
      return row
    },

    async saveRobots(host: string, robotsTxt: string | null, fetchedAt: Date): Promise<void> {
      await db
        .insert(linkWatchHosts)
        .values({ host, robotsTxt, robotsFetchedAt: fetchedAt })
        .onConflictDoUpdate({ target: linkWatchHosts.host, set: { robotsTxt, robotsFetchedAt: fetchedAt } })
    },

    /**
     * Reserves the next request slot of `host` for every process on the database: answers the instant
     * the request may start (now, or `delaySeconds` after the last reserved one), and moves the host's
     * next free slot `delaySeconds` past it.
     */
    async reserveHostSlot(host: string, now: Date, delaySeconds: number): Promise<Date> {
      const result = await db.execute<{ slot: string | Date }>(sql`
        insert into ${linkWatchHosts} (host, next_request_at)
        values (${host}, ${at(now)} + make_interval(secs => ${delaySeconds}))
        on conflict (host) do update set next_request_at =
          greatest(coalesce(${linkWatchHosts.nextRequestAt}, ${at(now)}), ${at(now)}) + make_interval(secs => ${delaySeconds})
        returning next_request_at - make_interval(secs => ${delaySeconds}) as slot`)
      const row = rowsOf<{ slot: string | Date }>(result)[0]
      if (!row) throw new Error('host slot reservation returned no row')
      return new Date(row.slot)
    },

    /**
     * Takes the host's turn when its last request started or ended at least `delaySeconds` before
     * `now`, marking the start in the same statement, so of two waiters (in any process) only one
     * goes. Answers null when taken, else the instant to try again.
     */
    async takeTurn(host: string, now: Date, delaySeconds: number): Promise<Date | null> {
      const taken = await db.execute(sql`
        update ${linkWatchHosts} set last_request_at = ${at(now)}
        where ${linkWatchHosts.host} = ${host}
          and (${linkWatchHosts.lastRequestAt} is null
            or ${linkWatchHosts.lastRequestAt} + make_interval(secs => ${delaySeconds}) <= ${at(now)})
        returning ${linkWatchHosts.host}`)
      if (rowsOf(taken).length > 0) return null
      const [row] = await db
        .select({ at: linkWatchHosts.lastRequestAt })
        .from(linkWatchHosts)
        .where(eq(linkWatchHosts.host, host))
      return row?.at ? new Date(row.at.getTime() + delaySeconds * 1000) : now
    },

    /**
     * Notes that a request to `host` ended at `endedAt`: the next one waits the delay from here, even when
     * this one ran late or long, and the host's next free slot moves past it.
     */
    async requestEnded(host: string, endedAt: Date, delaySeconds: number): Promise<void> {
      await db.execute(sql`
        update ${linkWatchHosts} set
          last_request_at = greatest(coalesce(${linkWatchHosts.lastRequestAt}, ${at(endedAt)}), ${at(endedAt)}),
          next_request_at = greatest(coalesce(${linkWatchHosts.nextRequestAt}, ${at(endedAt)}), ${at(endedAt)} + make_interval(secs => ${delaySeconds}))
        where ${linkWatchHosts.host} = ${host}`)
    },

    /**
     * Writes one check: the history row (keeping the newest few), the validators and content hash
     * of an answer that carried them, and the link status: three failed in a row make it
     * unreachable since the first of them, an ok or not_modified makes it ok; blocked and moved
     * leave the count alone. Releases the claim. Answers the status after the check.
     */
    async record(id: string, check: CheckRecord, now: Date): Promise<LinkStatus | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            linkStatus: hackathons.linkStatus,
            linkFailures: hackathons.linkFailures,
            linkFailingSince: hackathons.linkFailingSince,
            linkUnreachableSince: hackathons.linkUnreachableSince,
          })
          .from(hackathons)
          .where(eq(hackathons.id, id))
          .for('update')
        if (!current) return undefined
        let { linkStatus, linkFailures, linkFailingSince, linkUnreachableSince } = current
        if (check.outcome === 'ok' || check.outcome === 'not_modified') {
          linkStatus = 'ok'
          linkFailures = 0
          linkFailingSince = null
          linkUnreachableSince = null
        } else if (check.outcome === 'failed') {
          linkFailures += 1
          linkFailingSince ??= now
          if (linkFailures >= LINK_WATCH.failuresToUnreachable && linkStatus !== 'unreachable') {
            linkStatus = 'unreachable'
            linkUnreachableSince = linkFailingSince
          }
        }
        const validators =
          check.outcome === 'ok'
            ? { linkEtag: check.etag, linkLastModified: check.lastModified, linkContentHash: check.contentHash }
            : {}
        await tx
          .update(hackathons)
          .set({
            linkStatus,
            linkFailures,
            linkFailingSince,
            linkUnreachableSince,
            linkCheckedAt: now,
            linkClaimedUntil: null,
            ...validators,
            ...keepUpdatedAt,
          })
          .where(eq(hackathons.id, id))
        await tx.insert(linkChecks).values({ ...check, hackathonId: id, checkedAt: now })
        const kept = tx
          .select({ id: linkChecks.id })
          .from(linkChecks)
          .where(eq(linkChecks.hackathonId, id))
          .orderBy(desc(linkChecks.checkedAt), desc(linkChecks.id))
          .limit(LINK_WATCH.historyPerHackathon)
        await tx.delete(linkChecks).where(and(eq(linkChecks.hackathonId, id), notInArray(linkChecks.id, kept)))
        return linkStatus
      })
    },

    /** The history of one hackathon, newest first. */
    history(id: string) {
      return db
        .select()
        .from(linkChecks)
        .where(eq(linkChecks.hackathonId, id))
        .orderBy(desc(linkChecks.checkedAt), desc(linkChecks.id))
    },

    /**
     * Files a pending update suggestion from the link watch, unless this hackathon was ever proposed
     * the same change (`proposalKey`): answers the new suggestion's id, or null.
     */
    async propose(
      hackathonId: string,
      proposalKey: string,
      changes: SuggestedChangesValue,
      seenHttpStatus: number | null,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(linkWatchProposals)
          .values({ hackathonId, proposalKey })
          .onConflictDoNothing()
          .returning({ key: linkWatchProposals.proposalKey })
        if (fresh.length === 0) return null
        const [created] = await tx
          .insert(suggestions)
          .values({
            changes,
            kind: 'update',
            hackathonId,
            status: 'pending',
            source: 'link_watch',
            seenHttpStatus,
            submittedById: null,
          })
          .returning({ id: suggestions.id })
        return created?.id ?? null
      })
    },
  }
}

export type LinkWatchRepository = ReturnType<typeof linkWatchRepository>
