import { and, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../index.js'
import { emailVerifications, type UserRow, users } from '../schema.js'

export interface NewEmailVerification {
  userId: string
  /** The address the link proves: it verifies nothing once the account's address is another. */
  email: string
  tokenHash: string
  expiresAt: Date
}

export function emailVerificationsRepository(db: Database) {
  return {
    /** Stores a mailed link's token hash; the user's links that have expired go at the same time. */
    async issue(link: NewEmailVerification, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(emailVerifications)
          .where(and(eq(emailVerifications.userId, link.userId), lte(emailVerifications.expiresAt, now)))
        await tx.insert(emailVerifications).values(link)
      })
    },

    /**
     * Uses a link: deletes it (so it works once, whoever asks twice at once) and, when it had not
     * expired and the account's address is still the one it was mailed to, marks the account
     * verified; its other links die then too. Undefined for a bad, expired, used or outdated link.
     */
    async consume(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .delete(emailVerifications)
          .where(eq(emailVerifications.tokenHash, tokenHash))
          .returning()
        if (!link || link.expiresAt <= now) return undefined
        const [user] = await tx
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email.toLowerCase())))
          .returning()
        if (!user) return undefined
        await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id))
        return user
      })
    },
  }
}

export type EmailVerificationsRepository = ReturnType<typeof emailVerificationsRepository>
