import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { ApiTokenScope } from '../../../common/api-tokens.js'
import { MESSAGES } from '../../messages.js'
import { NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { isForeignKeyOn, onViolation } from '../pg-errors.js'
import { type ApiTokenRow, apiTokens, type UserRow, users } from '../schema.js'

export interface NewApiToken {
  userId: string
  name: string
  scope: ApiTokenScope
  tokenHash: string
  createdAt: Date
  expiresAt: Date
}

/** A token as its owner sees it in the list: everything but its hash. */
export type ApiTokenListed = Omit<ApiTokenRow, 'tokenHash'>

const listed = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
}

/** Personal API tokens, found by the SHA-256 hash of the token (the token itself is never stored). */
export function apiTokensRepository(db: Database) {
  return {
    /** Stores a token; throws NotFoundError when the account was deleted meanwhile. */
    async create(values: NewApiToken): Promise<ApiTokenListed> {
      const [row] = await onViolation(
        () => db.insert(apiTokens).values(values).returning(listed),
        (violation) => (isForeignKeyOn(violation, 'user_id') ? new NotFoundError(MESSAGES.userNotFound) : undefined),
      )
      if (!row) throw new Error('insert returned no token')
      return row
    },

    /** The account's tokens, the newest first (expired ones too, until revoked). */
    listOf(userId: string): Promise<ApiTokenListed[]> {
      return db
        .select(listed)
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    },

    /** Deletes one of the account's tokens; false when it has none by that id. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id })
      return deleted.length > 0
    },

    /**
     * The token with this hash and its account, while the token has not expired (as of `now`) and
     * the account is active; a deactivated account's tokens open nothing.
     */
    async findUsable(tokenHash: string, now: Date): Promise<{ token: ApiTokenListed; user: UserRow } | undefined> {
      const [row] = await db
        .select({ token: listed, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, now), eq(users.isActive, true)))
      return row
    },

    /**
     * Records a use at `now` unless one was recorded after `since`: two processes seeing the same
     * stale value write once.
     */
    async touch(id: string, now: Date, since: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since))))
    },
  }
}

export type ApiTokensRepository = ReturnType<typeof apiTokensRepository>
