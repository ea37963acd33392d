import { type SQL, sql } from 'drizzle-orm'

/**
 * Sends that every process on the database may make, each once: an alert's digest
 * (alert_deliveries) and a deadline reminder (deadline_reminders). Each send is a row with the same
 * bookkeeping: `attempts`, `claimed_until`, `sent_at`, `failed_at`, `retry_at`, `last_error`.
 * Inserting the row, or taking over one nobody holds, is the claim: the table's unique key makes
 * the second of two processes claiming at once wait for the first to commit and then find it
 * claimed. A claim left by a process that died lapses at `claimed_until`, and the send is claimed
 * again.
 */

/**
 * Whether the send in the row named `row` may be claimed at `now`: neither sent nor given up, no
 * live claim on it, and not waiting for its next try. Never null, so `not` of it is the row that
 * is settled or taken.
 */
export function claimable(row: string, now: SQL): SQL {
  const send = sql.raw(row)
  return sql`(${send}.sent_at is null and ${send}.failed_at is null
    and (${send}.claimed_until is null or ${send}.claimed_until <= ${now})
    and (${send}.retry_at is null or ${send}.retry_at <= ${now}))`
}

/**
 * The `on conflict` action of a claiming insert into the table aliased `row`: a send that has its
 * row already is taken over, one attempt more, only when it is claimable.
 */
export const takeOverClaimable = (row: string, now: SQL): SQL =>
  sql`do update set attempts = ${sql.raw(row)}.attempts + 1, claimed_until = excluded.claimed_until
    where ${claimable(row, now)}`

/** The columns a failed send sets: why, and when to try again, or, with no try left, that it was given up. */
export const failedSend = (error: string, retryAt: Date | null, now: Date) => ({
  claimedUntil: null,
  lastError: error.slice(0, 1000),
  retryAt,
  failedAt: retryAt ? null : now,
})
