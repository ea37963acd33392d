import { isAxiosError } from 'axios'
import { ERROR_TEXTS, statusName } from './texts'

/**
 * The text shown for a failed call: `detail`, or the first item's `msg` of a detail list; without
 * either, `ERROR_TEXTS.fallback`.
 */
export function errorText(error: unknown): string {
  if (!isAxiosError(error)) return error instanceof Error && error.message ? error.message : ERROR_TEXTS.fallback
  const detail: unknown = (error.response?.data as { detail?: unknown } | undefined)?.detail
  if (typeof detail === 'string' && detail) return detail
  if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') return detail[0].msg
  return ERROR_TEXTS.fallback
}

/** The label of a failed call's status: 422 is 'Validation Error', others their standard name. */
export function errorLabel(error: unknown): string {
  if (!isAxiosError(error)) return ERROR_TEXTS.generic
  const status = error.response?.status
  if (status === undefined) return ERROR_TEXTS.network
  return statusName(status) ?? ERROR_TEXTS.genericStatus({ status, statusText: error.response?.statusText ?? '' })
}

export const errorStatus = (error: unknown): number | undefined =>
  isAxiosError(error) ? error.response?.status : undefined

/**
 * Why a list or page could not load, in words a visitor can act on: the status's name, then the
 * server's reason when it gives one beyond that name, else what the failure means and what to do.
 */
export function loadFailureText(error: unknown): string {
  const label = errorLabel(error)
  if (isAxiosError(error) && error.response === undefined) {
    return ERROR_TEXTS.unreachable({ label })
  }
  const detail = errorText(error)
  if (detail !== label && detail !== ERROR_TEXTS.fallback) return ERROR_TEXTS.withReason({ label, reason: detail })
  if ((errorStatus(error) ?? 0) >= 500) return ERROR_TEXTS.serverUnavailable({ label })
  return ERROR_TEXTS.withReason({ label, reason: detail })
}

/**
 * Thrown by a screen's guard when the role may not see it: the error screens (which read no
 * session) render a not-allowed state for it instead of a failure.
 */
export class NotAllowedError extends Error {
  constructor() {
    super(ERROR_TEXTS.notAllowed)
  }
}
