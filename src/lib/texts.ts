import { defineTexts, withValues } from '../../common/i18n/texts'
import type { ColorModeChoice } from './colorMode'

/** The toasts' titles: every change that succeeds or fails says so in one of them. */
export const TOAST_TEXTS = defineTexts('toasts', {
  success: 'Success!',
  error: 'Something went wrong!',
})

/** What a failed call says: its status's name, and the reason when there is one. */
export const ERROR_TEXTS = defineTexts('errors', {
  /** The text of a failed call whose answer gives no reason. */
  fallback: 'Something went wrong.',
  /** A screen that the signed-in role may not see. */
  notAllowed: 'You are not allowed to see this page.',
  /** The label of a failure that is not a call's. */
  generic: 'Generic Error',
  /** The label of a call that got no answer at all. */
  network: 'Network Error',
  /**
   * The label of an answer whose status has no name of its own here: `status` is its HTTP status code
   * (418), `statusText` the server's name for it, in English, or nothing.
   */
  genericStatus: withValues<{ status: number; statusText: string }>('Generic Error ({status} {statusText})'),
  /** The names of the HTTP statuses a call's failure is labelled with. */
  statuses: {
    '400': 'Bad Request',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'Not Found',
    '405': 'Method Not Allowed',
    '408': 'Request Timeout',
    '409': 'Conflict',
    '413': 'Payload Too Large',
    '415': 'Unsupported Media Type',
    '422': 'Validation Error',
    '429': 'Too Many Requests',
    '500': 'Internal Server Error',
    '502': 'Bad Gateway',
    '503': 'Service Unavailable',
    '504': 'Gateway Timeout',
  },
  /** Why a list or page could not load: `label` is the failure's label, "Network Error". */
  unreachable: withValues<{ label: string }>(
    '{label}: the site could not be reached. Check the connection, then retry.',
  ),
  /** Why a list or page could not load: `label` is the failure's label, "Internal Server Error". */
  serverUnavailable: withValues<{ label: string }>('{label}: the server could not answer just now. Retry in a moment.'),
  /** Why a list or page could not load: `label` is the failure's label, `reason` the server's own words. */
  withReason: withValues<{ label: string; reason: string }>('{label}: {reason}'),
})

/** The name of an HTTP status the app labels failures with ("Not Found"), or undefined for another. */
export function statusName(status: number): string | undefined {
  const names: Readonly<Record<string, string | undefined>> = ERROR_TEXTS.statuses
  return Object.hasOwn(names, status) ? names[status] : undefined
}

/** The choices of the colour mode, in Settings' Appearance. */
export const COLOR_MODE_CHOICE_TEXTS = defineTexts('colorModeChoices', {
  system: 'System',
  light: 'Light Mode',
  dark: 'Dark Mode',
} satisfies Record<ColorModeChoice, string>)
