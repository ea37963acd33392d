import { ORGANIZER_MESSAGES } from '../../../common/organizers'
import {
  addHackathonOrganizerMutation,
  claimHackathonMutation,
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

/** An address without a verified account (422) is told under the field. */
export const useAddOrganizer = () =>
  useMutationWithFeedback(addHackathonOrganizerMutation(), {
    success: ORGANIZER_TEXTS.added,
    invalidates: STALE_AFTER.organizerChange,
    shownByCaller: (error) => errorStatus(error) === 422,
  })

export const useRemoveOrganizer = () =>
  useMutationWithFeedback(removeHackathonOrganizerMutation(), {
    success: ORGANIZER_TEXTS.removed,
    invalidates: STALE_AFTER.organizerChange,
  })
