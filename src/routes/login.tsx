import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../entities/session/guards'
import { LoginForm } from '../features/auth/components/LoginForm'
import { parseRedirectSearch } from '../features/auth/redirect'

export const Route = createFileRoute('/login')({
  validateSearch: parseRedirectSearch,
  beforeLoad: redirectIfSignedIn,
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginForm redirect={Route.useSearch().redirect} />
}
