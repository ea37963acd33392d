import { isAxiosError } from 'axios'
import { changesApplyAtOnce } from '../../../common/policy'
import {
  createHackathonMutation,
  deleteHackathonMutation,
  updateHackathonMutation,
} from '../../client/@tanstack/react-query.gen'
import { useCurrentUser } from '../../entities/session/hooks'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { HACKATHON_TEXTS } from './texts'

/** The hackathon a save was refused for (409: its address is listed already), if that is why. */
export function existingIdOf(error: unknown): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined
  const id: unknown = (error.response.data as { existing_id?: unknown } | undefined)?.existing_id
  return typeof id === 'string' ? id : undefined
}

/** A refused address is shown under the form's URL field, with a link to the listed hackathon. */
const isShownByTheForm = (error: unknown) => existingIdOf(error) !== undefined

/**
 * Below the editor role a save is stored as a suggestion for review, and the toast says so, unless
 * the caller is one of the hackathon's organisers.
 */
function useSavedText(saved: string, organizer = false) {
  return changesApplyAtOnce(useCurrentUser().role, organizer) ? saved : HACKATHON_TEXTS.submittedForReview
}

export function useCreateHackathon() {
  const success = useSavedText(HACKATHON_TEXTS.created)
  return useMutationWithFeedback(createHackathonMutation(), {
    success,
    invalidates: STALE_AFTER.hackathonChange,
    shownByCaller: isShownByTheForm,
  })
}

/** `organizer`: the caller keeps this hackathon's listing, so the change applies at once. */
export function useUpdateHackathon(organizer = false) {
  const success = useSavedText(HACKATHON_TEXTS.updated, organizer)
  return useMutationWithFeedback(updateHackathonMutation(), {
    success,
    invalidates: STALE_AFTER.hackathonChange,
    shownByCaller: isShownByTheForm,
  })
}

export function useDeleteHackathon() {
  return useMutationWithFeedback(deleteHackathonMutation(), {
    success: HACKATHON_TEXTS.deleted,
    invalidates: STALE_AFTER.hackathonChange,
    errorFallback: HACKATHON_TEXTS.deleteFailed,
  })
}
