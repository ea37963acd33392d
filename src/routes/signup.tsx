import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../entities/session/guards'
import { SignupForm } from '../features/auth/components/SignupForm'
import { parseRedirectSearch } from '../features/auth/redirect'

export const Route = createFileRoute('/signup')({
  // Where to go once signed in: carried on to /login, which the sign-up leads to.
  validateSearch: parseRedirectSearch,
  beforeLoad: redirectIfSignedIn,
  component: SignupRoute,
})

function SignupRoute() {
  return <SignupForm redirect={Route.useSearch().redirect} />
}
