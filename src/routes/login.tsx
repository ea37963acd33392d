import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '../features/auth/components/LoginForm'
import { redirectIfSignedIn } from '../features/auth/guards'
import { safeRedirect } from '../features/auth/redirect'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  beforeLoad: redirectIfSignedIn,
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginForm redirect={Route.useSearch().redirect} />
}
