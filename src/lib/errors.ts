import { isAxiosError } from 'axios'

export const ERROR_TITLE = 'Something went wrong!'
export const FALLBACK_ERROR = 'Something went wrong.'

/** The text shown for a failed call: `detail`, or the first item's `msg` of a detail list. */
export function errorText(error: unknown): string {
  if (!isAxiosError(error)) return error instanceof Error && error.message ? error.message : FALLBACK_ERROR
  const detail: unknown = (error.response?.data as { detail?: unknown } | undefined)?.detail
  if (typeof detail === 'string' && detail) return detail
  if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') return detail[0].msg
  return FALLBACK_ERROR
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The label of a failed call's status: 422 is 'Validation Error', others their standard name. */
export function errorLabel(error: unknown): string {
  if (!isAxiosError(error)) return 'Generic Error'
  const status = error.response?.status
  if (status === undefined) return 'Network Error'
  return STATUS_NAMES[status] ?? `Generic Error (${status} ${error.response?.statusText ?? ''})`.trim()
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
    return `${label}: the site could not be reached. Check the connection, then retry.`
  }
  const detail = errorText(error)
  if (detail !== label && detail !== FALLBACK_ERROR) return `${label}: ${detail}`
  if ((errorStatus(error) ?? 0) >= 500) return `${label}: the server could not answer just now. Retry in a moment.`
  return `${label}: ${detail}`
}

/**
 * Thrown by a screen's guard when the role may not see it: the error screens (which read no
 * session) render a not-allowed state for it instead of a failure.
 */
export class NotAllowedError extends Error {
  constructor() {
    super('You are not allowed to see this page.')
  }
}
