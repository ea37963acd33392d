import { createFileRoute } from '@tanstack/react-router'
import {
  ConfirmAlertError,
  ConfirmAlertPage,
  ConfirmAlertPending,
  ConfirmAlertWithoutToken,
} from '../../features/alerts/components/AlertLinkPages'
import { alertPreviewQuery } from '../../features/alerts/queries'
import { tokenSearch } from '../../lib/urlParams'

/** The link of an alert's confirmation e-mail: public, it shows what would be sent and confirms on a button. */
export const Route = createFileRoute('/_layout/alerts/confirm')({
  validateSearch: tokenSearch,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: ({ context: { queryClient }, deps: { token } }) =>
    token ? queryClient.ensureQueryData(alertPreviewQuery(token)) : undefined,
  pendingComponent: ConfirmAlertPending,
  errorComponent: ConfirmAlertError,
  component: ConfirmAlertRoute,
})

function ConfirmAlertRoute() {
  const { token } = Route.useSearch()
  return token ? <ConfirmAlertPage token={token} /> : <ConfirmAlertWithoutToken />
}
