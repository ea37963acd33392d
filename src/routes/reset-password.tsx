import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm'
import { redirectIfSignedIn } from '../features/auth/guards'
import { tokenSearch } from '../lib/search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  beforeLoad: redirectIfSignedIn,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordForm token={Route.useSearch().token ?? ''} />
}
