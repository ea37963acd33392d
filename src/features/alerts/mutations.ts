import {
  confirmAlertMutation,
  createAlertMutation,
  deleteAlertMutation,
  unsubscribeAlertsMutation,
  updateAlertMutation,
} from '../../client/@tanstack/react-query.gen'
import { errorStatus } from '../../lib/errors'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { ALERT_TEXTS } from './texts'

/** A link that is bad, used or expired: its page says so where the button was, not in a toast. */
export const isInvalidLink = (error: unknown) => [400, 422].includes(errorStatus(error) ?? 0)

/**
 * Asks for an alert. The dialog shows the answer's "check your inbox" in place of the form rather
 * than in a toast: it is the one thing to do next, and must not vanish after 5 s.
 */
export const useCreateAlert = () =>
  useMutationWithFeedback(createAlertMutation(), { invalidates: STALE_AFTER.alertChange })

/** Confirms the alert of a mailed link; the page shows the outcome. */
export const useConfirmAlert = () =>
  useMutationWithFeedback(confirmAlertMutation(), {
    invalidates: STALE_AFTER.alertChange,
    shownByCaller: isInvalidLink,
  })

/** Stops the alerts a mailed link names; the page shows the outcome. */
export const useUnsubscribeAlerts = () =>
  useMutationWithFeedback(unsubscribeAlertsMutation(), {
    invalidates: STALE_AFTER.alertChange,
    shownByCaller: isInvalidLink,
  })

/** Changes an alert's frequency, or pauses or resumes it; the toast says which. */
export const useUpdateAlert = () =>
  useMutationWithFeedback(updateAlertMutation(), {
    success: (_alert, { body }) => {
      if (body.paused === undefined) return ALERT_TEXTS.updated
      return body.paused ? ALERT_TEXTS.pausedToast : ALERT_TEXTS.resumedToast
    },
    invalidates: STALE_AFTER.alertChange,
  })

export const useDeleteAlert = () =>
  useMutationWithFeedback(deleteAlertMutation(), {
    success: (answer) => answer.message,
    invalidates: STALE_AFTER.alertChange,
  })
