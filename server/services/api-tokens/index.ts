import { randomBytes } from 'node:crypto'
import { API_TOKENS, type ApiTokenScope } from '../../../common/api-tokens.js'
import type { ApiTokenListed, ApiTokensRepository } from '../../db/repositories/api-tokens.js'
import type { UserRow } from '../../db/schema.js'
import type { Clock } from '../clock.js'
import { hashMailedToken } from '../security.js'

const DAY_MS = 24 * 3_600_000

/** A token that opened a request: its id and scope, and the account it acts as. */
export interface ApiTokenCaller {
  token: ApiTokenListed
  user: UserRow
}

/**
 * Personal API tokens: made with 32 random bytes after `hk_`, shown once, and kept only as their
 * SHA-256 hash. A slow password hash would add nothing: the token is far past guessing, and a fast
 * hash lets every request find its token with one indexed read.
 */
export function apiTokensService(repo: ApiTokensRepository, clock: Clock) {
  const hashOf = (token: string) => hashMailedToken(token)

  return {
    /** A new token for the account; the answer is the only place its secret ever appears. */
    async create(
      userId: string,
      input: { name: string; scope: ApiTokenScope; expiresInDays: number },
    ): Promise<ApiTokenListed & { token: string }> {
      const token = `${API_TOKENS.prefix}${randomBytes(API_TOKENS.randomBytes).toString('base64url')}`
      const now = clock.now()
      const row = await repo.create({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashOf(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      return { ...row, token }
    },

    /**
     * The caller a token opens, or undefined for an unknown, revoked or expired token or a
     * deactivated account. Records the use, at most once a minute per token.
     */
    async authenticate(token: string): Promise<ApiTokenCaller | undefined> {
      const now = clock.now()
      const found = await repo.findUsable(hashOf(token), now)
      if (!found) return undefined
      const since = new Date(now.getTime() - API_TOKENS.lastUsedEverySeconds * 1000)
      if (!found.token.lastUsedAt || found.token.lastUsedAt < since) {
        await repo.touch(found.token.id, now, since)
        found.token.lastUsedAt = now
      }
      return found
    },
  }
}

export type ApiTokensService = ReturnType<typeof apiTokensService>
