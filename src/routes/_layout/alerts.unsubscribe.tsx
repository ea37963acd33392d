import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../../features/alerts/components/AlertLinkPages'
import { tokenSearch } from '../../lib/urlParams'

/** Where an alert e-mail's unsubscribe link leads: public, nothing is removed before its button is pressed. */
export const Route = createFileRoute('/_layout/alerts/unsubscribe')({
  validateSearch: tokenSearch,
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  return <UnsubscribePage token={Route.useSearch().token} />
}
