import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../../features/auth/components/VerifyEmailPage'
import { tokenSearch } from '../../lib/urlParams'

/** Where a verification e-mail's link leads: public, nothing is verified before its button is pressed. */
export const Route = createFileRoute('/_layout/verify-email')({
  validateSearch: tokenSearch,
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  return <VerifyEmailPage token={Route.useSearch().token} />
}
