import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '../components/Auth/LoginForm'
import { safeRedirect } from '../components/Auth/redirect'
import { redirectIfSignedIn } from '../lib/guards'

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
