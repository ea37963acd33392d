import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../entities/session/guards'
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm'
import { tokenSearch } from '../lib/urlParams'

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  beforeLoad: redirectIfSignedIn,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordForm token={Route.useSearch().token ?? ''} />
}
