import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm'
import { redirectIfSignedIn } from '../features/auth/guards'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  beforeLoad: redirectIfSignedIn,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordForm token={Route.useSearch().token ?? ''} />
}
