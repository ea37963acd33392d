import { isAxiosError } from 'axios'
import { createHackathonMutation, updateHackathonMutation } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic, SuggestionPublic } from '../../client/types.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { HACKATHON_FORM_TEXTS } from './texts'

/** The hackathon a save was refused for (409: its address is listed already), if that is why. */
export function existingIdOf(error: unknown): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined
  const id: unknown = (error.response.data as { existing_id?: unknown } | undefined)?.existing_id
  return typeof id === 'string' ? id : undefined
}

/** A refused address is shown under the form's URL field, with a link to the listed hackathon. */
const isShownByTheForm = (error: unknown) => existingIdOf(error) !== undefined

/**
 * The toast follows the server's answer: a save it filed as a suggestion for review (202: below the
 * editor role, or an organiser moving the url to another site) says so, one it applied says it was
 * saved. The answer, not the caller's role, since only the server knows which it did.
 */
const savedText =
  (saved: string) =>
  (answer: HackathonPublic | SuggestionPublic): string =>
    'kind' in answer ? HACKATHON_FORM_TEXTS.submittedForReview : saved

export function useCreateHackathon() {
  return useMutationWithFeedback(createHackathonMutation(), {
    success: savedText(HACKATHON_FORM_TEXTS.created),
    invalidates: STALE_AFTER.hackathonChange,
    shownByCaller: isShownByTheForm,
  })
}

export function useUpdateHackathon() {
  return useMutationWithFeedback(updateHackathonMutation(), {
    success: savedText(HACKATHON_FORM_TEXTS.updated),
    invalidates: STALE_AFTER.hackathonChange,
    shownByCaller: isShownByTheForm,
  })
}
