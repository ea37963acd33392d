import { and, count, desc, eq, sql } from 'drizzle-orm'
import { ROLE } from '../../../common/roles.js'
import { removesAdmin } from '../../../common/user-hierarchy.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { onViolation } from '../pg-errors.js'
import { alerts, apiTokens, suggestions, type UserRow, users, webhooks } from '../schema.js'
import type { StoredChangeRules } from './hackathons.js'
import { revisionsRepository } from './revisions.js'

/** What a ban undid: revisions reverted, pending suggestions rejected, alerts deleted. */
export interface Ban {
  reverted: number
  rejected: number
  alertsDeleted: number
  tokensDeleted: number
  webhooksDeleted: number
}

export type NewUser = typeof users.$inferInsert
export type UserChanges = Partial<
  Pick<
    NewUser,
    'email' | 'name' | 'hashedPassword' | 'role' | 'isActive' | 'deadlineReminders' | 'suggestionEmails' | 'locale'
  >
>

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())

/** The only unique constraint of users is the e-mail (whatever its case). */
const emailTaken = (violation: { kind: string }) =>
  violation.kind === 'uniqueViolation' ? new ConflictError(MESSAGES.emailTaken) : undefined

/**
 * The advisory lock (per transaction) every write that may remove an admin takes before it reads the
 * admins it checks: the invariant "at least one active admin" spans rows, so no row lock guards it.
 * Two admins demoting, deactivating or deleting each other at once then run one after the other, and
 * the second sees the first's commit and is refused. PGlite has one connection and serialises anyway.
 */
const ADMINS_LOCK_KEY = 727_270_002

type AdminChange = Parameters<typeof removesAdmin>[1]

export function usersRepository(db: Database) {
  /**
   * Runs `write` in a transaction that holds the admins lock and the target's row lock, after
   * checking on the locked, current row that `change` does not remove the last active admin
   * (ConflictError). NotFoundError when the user is gone.
   */
  async function keepingAnAdmin<T>(id: string, change: AdminChange, write: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_KEY})`)
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update')
      if (!target) throw new NotFoundError(MESSAGES.userNotFound)
      if (removesAdmin(target, change)) {
        const [admins] = await tx
          .select({ value: count() })
          .from(users)
          .where(sql`${users.role} >= ${ROLE.admin} and ${users.isActive}`)
        if ((admins?.value ?? 0) <= 1) throw new ConflictError(MESSAGES.lastAdmin)
      }
      return write(tx as unknown as Database)
    })
  }

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(byEmail(email))
      return user
    },

    async list(skip: number, limit: number): Promise<{ data: UserRow[]; count: number }> {
      const [data, [total]] = await Promise.all([
        db.select().from(users).orderBy(desc(users.createdAt), users.id).offset(skip).limit(limit),
        db.select({ value: count() }).from(users),
      ])
      return { data, count: total?.value ?? 0 }
    },

    /** Throws ConflictError when the e-mail is taken (whatever its case). */
    async create(user: NewUser): Promise<UserRow> {
      const [created] = await onViolation(() => db.insert(users).values(user).returning(), emailTaken)
      if (!created) throw new Error('inserted user not returned')
      return created
    },

    /**
     * Throws ConflictError when the new e-mail is taken or when the change would demote or deactivate
     * the last active admin (checked under the admins lock), NotFoundError when the user is gone.
     */
    async update(id: string, changes: UserChanges): Promise<UserRow> {
      const values = {
        ...changes,
        // A new password ends every session opened with the old one, and so does deactivation (a
        // reactivated account starts without them): the auth hook compares versions.
        ...((changes.hashedPassword || changes.isActive === false) && { tokenVersion: sql`${users.tokenVersion} + 1` }),
        // A new address is unproven until its own link is used; a change of letter case keeps the proof.
        ...(changes.email !== undefined && {
          emailVerified: sql`${users.emailVerified} and lower(${users.email}) = lower(${changes.email})`,
        }),
      }
      const write = async (on: Database) => {
        const updated = await onViolation(
          () => on.update(users).set(values).where(eq(users.id, id)).returning(),
          emailTaken,
        )
        // Deactivation ends the account's API tokens for good, as it ends its sessions.
        if (changes.isActive === false && updated.length > 0) await on.delete(apiTokens).where(eq(apiTokens.userId, id))
        return updated
      }
      const [updated] =
        Object.keys(changes).length === 0
          ? await db.select().from(users).where(eq(users.id, id))
          : changes.role !== undefined || changes.isActive !== undefined
            ? await keepingAnAdmin(id, { role: changes.role, isActive: changes.isActive }, write)
            : await write(db)
      if (!updated) throw new NotFoundError(MESSAGES.userNotFound)
      return updated
    },

    /**
     * Throws ConflictError when the user is the last active admin (checked under the admins lock),
     * NotFoundError when the user is gone.
     */
    async remove(id: string): Promise<void> {
      await keepingAnAdmin(id, 'delete', async (tx) => {
        const [removed] = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ email: users.email, emailVerified: users.emailVerified })
        // Alerts belong to an address, not an account: an account's end ends the alerts of its
        // address only when it had proven the address. An unverified account never owned them, so
        // deleting it leaves the real owner's alerts alone.
        if (removed?.emailVerified) await tx.delete(alerts).where(eq(alerts.email, removed.email.toLowerCase()))
      })
    },

    /**
     * A moderator's ban, in one transaction (so a ban happens whole or not at all): the account is
     * deactivated and its API tokens deleted, its pending suggestions rejected by `by`, its
     * revisions reverted newest first through the revisions' own revert (each in a savepoint, so
     * one that no longer fits is left and the rest go through), and the alerts of its address
     * deleted when it had proven the address (as deleting it would). Throws as `update` does for the last admin or a gone user.
     */
    async ban(id: string, by: string, rules: StoredChangeRules): Promise<Ban> {
      return keepingAnAdmin(id, { isActive: false }, async (tx) => {
        const [banned] = await tx.update(users).set({ isActive: false }).where(eq(users.id, id)).returning()
        if (!banned) throw new NotFoundError(MESSAGES.userNotFound)
        const deletedTokens = await tx.delete(apiTokens).where(eq(apiTokens.userId, id)).returning({ id: apiTokens.id })
        // Their queued and logged deliveries go with them.
        const deletedWebhooks = await tx.delete(webhooks).where(eq(webhooks.userId, id)).returning({ id: webhooks.id })
        const rejected = await tx
          .update(suggestions)
          .set({ status: 'rejected', reviewedById: by, reviewedAt: new Date() })
          .where(and(eq(suggestions.submittedById, id), eq(suggestions.status, 'pending')))
          .returning({ id: suggestions.id })
        const { reverted } = await revisionsRepository(tx).revertByAuthorSince(id, new Date(0), by, rules)
        const deletedAlerts = banned.emailVerified
          ? await tx.delete(alerts).where(eq(alerts.email, banned.email.toLowerCase())).returning({ id: alerts.id })
          : []
        return {
          reverted,
          rejected: rejected.length,
          alertsDeleted: deletedAlerts.length,
          tokensDeleted: deletedTokens.length,
          webhooksDeleted: deletedWebhooks.length,
        }
      })
    },
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
