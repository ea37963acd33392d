import { ORGANIZER_MESSAGES } from '../../../common/organizers.js'
import type { UserRow } from '../../db/schema.js'
import { InvalidReferenceError, NotFoundError } from '../../domain-errors.js'
import { badRequest, MESSAGES } from '../../errors.js'
import type { Repositories } from '../../plugins/app/repositories.js'
import type { FetchOptions } from '../extraction/index.js'
import { claimInstructions, claimToken, findClaimProof } from './claim.js'

export interface OrganizersDeps {
  repos: Pick<Repositories, 'hackathons' | 'organizers' | 'users'>
  /** The server's secret, from which each account's claim token for each hackathon is derived. */
  secret: string
  /** The SSRF-safe fetcher's settings: the same private-network rule as auto-completion. */
  fetch: FetchOptions
}

/**
 * Claims and organisers: an account with a verified address proves it controls a hackathon's own
 * site (a token on its page or in a well-known file on its host) and becomes one of its organisers;
 * organisers add and remove the others. Who may call what is the policy's (common/policy.ts).
 */
export function organizersService({ repos, secret, fetch }: OrganizersDeps) {
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

    /** Adds the active account with this verified address as an organiser (422 when there is none). */
    async add(hackathonId: string, email: string, by: Pick<UserRow, 'id'>) {
      const hackathon = await hackathonOf(hackathonId)
      const account = await repos.users.findByEmail(email)
      if (!account?.isActive || !account.emailVerified) {
        throw new InvalidReferenceError('email', ORGANIZER_MESSAGES.noVerifiedAccount)
      }
      await repos.organizers.add(hackathon.id, account.id, by.id)
      return repos.organizers.list(hackathon.id)
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
