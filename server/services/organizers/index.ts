import { ORGANIZER_INVITATION, ORGANIZER_MESSAGES } from '../../../common/organizers.js'
import { ConflictError, NotFoundError } from '../../db/domain-errors.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { UserRow } from '../../db/schema.js'
import { badRequest } from '../../http-errors.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import { MESSAGES } from '../../messages.js'
import type { Clock } from '../clock.js'
import type { EmailMessage } from '../email.js'
import type { FetchOptions } from '../extraction/index.js'
import { createMailedToken, hashMailedToken } from '../security.js'
import { claimInstructions, claimToken, findClaimProof } from './claim.js'
import { organizerInvitationEmail } from './emails.js'

export interface OrganizersDeps {
  repos: Pick<Repositories, 'hackathons' | 'organizers' | 'organizerInvitations' | 'users'>
  /** The server's secret, from which each account's claim token for each hackathon is derived. */
  secret: string
  /** The SSRF-safe fetcher's settings: the same private-network rule as auto-completion. */
  fetch: FetchOptions
  /** Where the invitations' links lead. */
  frontendHost: string
  clock: Clock
  /**
   * Composes and sends a mail (none when `compose` answers undefined) after the answer, which so
   * never waits for, nor tells of, the recipient's account or the mail server; a failure is logged.
   */
  mailLater: (compose: () => Promise<EmailMessage | undefined>) => void
}

/**
 * Claims and organisers: an account with a verified address proves it controls a hackathon's own
 * site (a token on its page or in a well-known file on its host) and becomes one of its organisers;
 * organisers invite others by e-mail (who join once they accept) and remove them. Who may call what is the policy's (common/policy.ts).
 */
export function organizersService({ repos, secret, fetch, frontendHost, clock, mailLater }: OrganizersDeps) {
  async function hackathonOf(id: string) {
    const hackathon = await repos.hackathons.findById(id)
    if (!hackathon) throw new NotFoundError(MESSAGES.hackathonNotFound)
    return hackathon
  }

  return {
    /** The caller's token for this hackathon and where to put it. */
    async claim(hackathonId: string, caller: Pick<UserRow, 'id'>) {
      const hackathon = await hackathonOf(hackathonId)
      return claimInstructions(hackathon.url, claimToken(secret, hackathon.id, caller.id))
    },

    /**
     * Looks for the caller's token on the hackathon's site and makes the caller an organiser when it
     * is there; an organiser already is one without a request. Throws a 400 saying what was looked
     * for when neither place holds it.
     */
    async verify(hackathonId: string, caller: Pick<UserRow, 'id'>): Promise<void> {
      const hackathon = await hackathonOf(hackathonId)
      if (await repos.organizers.isOrganizer(hackathon.id, caller.id)) return
      const missing = await findClaimProof(hackathon.url, claimToken(secret, hackathon.id, caller.id), fetch)
      if (missing) throw badRequest(missing)
      await repos.organizers.add(hackathon.id, caller.id, null)
    },

    /**
     * Invites whoever has this address to organise the hackathon. The invitation is stored whatever
     * the address, so the caller learns nothing (and waits no longer or shorter) from whether an
     * account has it; it is mailed only to an active account whose address is verified and that is
     * not an organiser already. Nobody becomes an organiser before accepting.
     */
    async invite(hackathonId: string, email: string, by: Pick<UserRow, 'id' | 'name'>): Promise<void> {
      const hackathon = await hackathonOf(hackathonId)
      const { token, hash } = createMailedToken()
      const now = clock.now()
      await repos.organizerInvitations.issue(
        {
          tokenHash: hash,
          hackathonId: hackathon.id,
          email,
          invitedById: by.id,
          expiresAt: new Date(now.getTime() + ORGANIZER_INVITATION.linkHours * 3_600_000),
        },
        now,
      )
      mailLater(async () => {
        const account = await repos.users.findByEmail(email)
        if (!account?.isActive || !account.emailVerified) return undefined
        if (await repos.organizers.isOrganizer(hackathon.id, account.id)) return undefined
        return inLanguage(recipientLocale(account.locale), () =>
          organizerInvitationEmail({
            to: account.email,
            frontendHost,
            hackathon,
            inviter: by.name,
            link: `${frontendHost}${ORGANIZER_INVITATION.path}?token=${token}`,
            validHours: ORGANIZER_INVITATION.linkHours,
          }),
        )
      })
    },

    /**
     * Accepts an invitation as the signed-in account, which must be the one whose address it was
     * sent to: the account becomes an organiser, and the hackathon's id is answered. 400 for a bad,
     * expired or used invitation; 409 for one sent to another address (which stays usable).
     */
    async acceptInvitation(token: string, caller: Pick<UserRow, 'id' | 'email'>): Promise<string> {
      const use = await repos.organizerInvitations.accept(hashMailedToken(token), caller, clock.now())
      if (use.outcome === 'invalid') throw badRequest(ORGANIZER_MESSAGES.invitationInvalid)
      if (use.outcome === 'another-address') throw new ConflictError(ORGANIZER_MESSAGES.invitationForAnother)
      return use.hackathonId
    },

    async remove(hackathonId: string, userId: string): Promise<void> {
      await hackathonOf(hackathonId)
      await repos.organizers.remove(hackathonId, userId)
    },

    async list(hackathonId: string) {
      await hackathonOf(hackathonId)
      return repos.organizers.list(hackathonId)
    },
  }
}

export type OrganizersService = ReturnType<typeof organizersService>
