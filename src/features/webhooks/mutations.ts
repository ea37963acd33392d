import {
  createWebhookMutation,
  deleteWebhookMutation,
  testWebhookMutation,
  updateWebhookMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { WEBHOOK_TEXTS } from './texts'

const invalidates = STALE_AFTER.webhookChange

/** The dialog then shows a standard webhook's secret, which the answer alone carries. */
export const useCreateWebhook = () =>
  useMutationWithFeedback(createWebhookMutation(), { success: WEBHOOK_TEXTS.created, invalidates })

export const useUpdateWebhook = () =>
  useMutationWithFeedback(updateWebhookMutation(), { success: WEBHOOK_TEXTS.updated, invalidates })

/** Pause and Resume: a change of `active` only, with its own toast. */
export const usePauseWebhook = () =>
  useMutationWithFeedback(updateWebhookMutation(), {
    success: (webhook) => (webhook.active ? WEBHOOK_TEXTS.resumedToast : WEBHOOK_TEXTS.pausedToast),
    invalidates,
  })

export const useDeleteWebhook = () =>
  useMutationWithFeedback(deleteWebhookMutation(), { success: (answer) => answer.message, invalidates })

/** The delivery is the answer, shown beside the button rather than in a toast; the log gains it. */
export const useTestWebhook = () =>
  useMutationWithFeedback(testWebhookMutation(), { invalidates: STALE_AFTER.webhookDelivery })
