import { toaster } from '../components/ui/toaster'
import { ERROR_TITLE, errorLabel, errorText, FALLBACK_ERROR } from './errors'

export const SUCCESS_TITLE = 'Success!'

/** The toast library's 2 s for a success is too short to read a sentence; errors already get 5 s. */
const SUCCESS_DURATION_MS = 5000

export function showSuccess(description: string) {
  toaster.create({ title: SUCCESS_TITLE, description, type: 'success', closable: true, duration: SUCCESS_DURATION_MS })
}

/**
 * The one error toast of the app: every failed call on every screen goes through here. `fallback`
 * replaces the generic text when the answer carried no detail.
 */
export function showError(error: unknown, fallback?: string) {
  const text = errorText(error)
  toaster.create({
    title: ERROR_TITLE,
    description: fallback && text === FALLBACK_ERROR ? fallback : text,
    type: 'error',
    closable: true,
    meta: { label: errorLabel(error) },
  })
}
