import { createFileRoute } from '@tanstack/react-router'
import { SignupForm } from '../features/auth/components/SignupForm'
import { redirectIfSignedIn } from '../features/auth/guards'

export const Route = createFileRoute('/signup')({
  beforeLoad: redirectIfSignedIn,
  component: SignupForm,
})
