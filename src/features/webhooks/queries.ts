import { readWebhookDeliveriesOptions, readWebhooksOptions } from '../../client/@tanstack/react-query.gen'

/** The account's webhooks (an admin's list holds everyone's). */
export const webhooksQuery = () => readWebhooksOptions()

/** A webhook's latest deliveries, newest first: its log, and the last delivery its card shows. */
export const webhookDeliveriesQuery = (id: string) => readWebhookDeliveriesOptions({ path: { id } })
