import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { MESSAGES } from '../../messages.js'
import { NotFoundError } from '../domain-errors.js'
import type { Database } from '../index.js'
import { isForeignKeyOn, onViolation } from '../pg-errors.js'
import { hackathonOrganizers, organizerInvitations } from '../schema.js'

export interface NewOrganizerInvitation {
  tokenHash: string
  hackathonId: string
  /** The address the inviter named: only the account whose verified address it is may accept. */
  email: string
  invitedById: string | null
  expiresAt: Date
}

/** What using an invitation came to. */
export type InvitationUse =
  | { outcome: 'accepted'; hackathonId: string }
  /** No such invitation, or it has expired or been used. */
  | { outcome: 'invalid' }
  /** A live invitation, sent to another address than the caller's: left as it was. */
  | { outcome: 'another-address' }

const sameAddress = (email: string) => eq(sql`lower(${organizerInvitations.email})`, email.toLowerCase())

/** Invitations to organise a hackathon (table organizer_invitations), kept as token hashes. */
export function organizerInvitationsRepository(db: Database) {
  return {
    /** Stores a mailed invitation's token hash; every invitation that has expired goes at the same time. */
    async issue(invitation: NewOrganizerInvitation, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(organizerInvitations).where(lte(organizerInvitations.expiresAt, now))
        await onViolation(
          () => tx.insert(organizerInvitations).values(invitation),
          (violation) =>
            isForeignKeyOn(violation, 'hackathon_id') ? new NotFoundError(MESSAGES.hackathonNotFound) : undefined,
        )
      })
    },

    /**
     * Uses an invitation for the account `account`: when it is live and was sent to the account's
     * address, deletes it (so it works once, whoever asks twice at once) with the address's other
     * invitations to the same hackathon, and makes the account an organiser of it (already being one
     * changes nothing), in one transaction.
     */
    async accept(tokenHash: string, account: { id: string; email: string }, now: Date): Promise<InvitationUse> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .delete(organizerInvitations)
          .where(
            and(
              eq(organizerInvitations.tokenHash, tokenHash),
              gt(organizerInvitations.expiresAt, now),
              sameAddress(account.email),
            ),
          )
          .returning()
        if (!used) {
          const [live] = await tx
            .select({ tokenHash: organizerInvitations.tokenHash })
            .from(organizerInvitations)
            .where(and(eq(organizerInvitations.tokenHash, tokenHash), gt(organizerInvitations.expiresAt, now)))
          return live ? { outcome: 'another-address' } : { outcome: 'invalid' }
        }
        await onViolation(
          () =>
            tx
              .insert(hackathonOrganizers)
              .values({ hackathonId: used.hackathonId, userId: account.id, addedById: used.invitedById })
              .onConflictDoNothing(),
          (violation) =>
            isForeignKeyOn(violation, 'hackathon_id')
              ? new NotFoundError(MESSAGES.hackathonNotFound)
              : isForeignKeyOn(violation, 'user_id')
                ? new NotFoundError(MESSAGES.userNotFound)
                : undefined,
        )
        await tx
          .delete(organizerInvitations)
          .where(and(eq(organizerInvitations.hackathonId, used.hackathonId), sameAddress(account.email)))
        return { outcome: 'accepted', hackathonId: used.hackathonId }
      })
    },
  }
}

export type OrganizerInvitationsRepository = ReturnType<typeof organizerInvitationsRepository>
