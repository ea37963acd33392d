import { queryOptions } from '@tanstack/react-query'
import { previewAlertOptions, readAlertsOptions } from '../../client/@tanstack/react-query.gen'

/** The signed-in user's alerts ("My alerts"): every alert of their account's address. */
export const myAlertsQuery = () => readAlertsOptions()

/**
 * What a confirmation link would confirm, in words. Kept for the page's life: once confirmed, the
 * token is used and a refetch would answer 400 for the alert just shown.
 */
export const alertPreviewQuery = (token: string) =>
  queryOptions({ ...previewAlertOptions({ query: { token } }), staleTime: Number.POSITIVE_INFINITY })
