import { ORGANIZER_MESSAGES } from '../../../common/organizers'
import {
  acceptOrganizerInvitationMutation,
  claimHackathonMutation,
  inviteHackathonOrganizerMutation,
  removeHackathonOrganizerMutation,
  verifyHackathonClaimMutation,
} from '../../client/@tanstack/react-query.gen'
import { errorStatus } from '../../lib/errors'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { ORGANIZER_TEXTS } from './texts'

/** The caller's token for a hackathon and where to put it; the panel shows it. */
export const useClaimHackathon = () => useMutationWithFeedback(claimHackathonMutation(), {})

/**
 * Reads the site for the token. A site without it (400) or too many tries (429) are told where the
 * steps are, not in a toast: the steps stay on screen to be fixed and tried again.
 */
export const useVerifyClaim = () =>
  useMutationWithFeedback(verifyHackathonClaimMutation(), {
    success: ORGANIZER_MESSAGES.verified,
    invalidates: STALE_AFTER.organizerChange,
    shownByCaller: (error) => [400, 429].includes(errorStatus(error) ?? 0),
  })

/**
 * Invites a co-organiser by e-mail. Nothing the page lists changes (they join once they accept), and
 * the answer is the same whoever has the address, so the form says it in place. An invalid address
 * (422) or too many invitations (429) are told under the field.
 */
export const useInviteOrganizer = () =>
  useMutationWithFeedback(inviteHackathonOrganizerMutation(), {
    shownByCaller: (error) => [422, 429].includes(errorStatus(error) ?? 0),
  })

/**
 * Accepts a mailed invitation as the signed-in account. Why one cannot be accepted (a bad, expired
 * or used link, or one sent to another account's address) is shown on its page, not in a toast.
 */
export const useAcceptInvitation = () =>
  useMutationWithFeedback(acceptOrganizerInvitationMutation(), {
    success: (data) => data.message,
    invalidates: STALE_AFTER.organizerChange,
    shownByCaller: (error) => [400, 409, 422].includes(errorStatus(error) ?? 0),
  })

export const useRemoveOrganizer = () =>
  useMutationWithFeedback(removeHackathonOrganizerMutation(), {
    success: ORGANIZER_TEXTS.removed,
    invalidates: STALE_AFTER.organizerChange,
  })
