import { createFileRoute } from '@tanstack/react-router'
import { SignupForm } from '../components/Auth/SignupForm'
import { redirectIfSignedIn } from '../lib/guards'

export const Route = createFileRoute('/signup')({
  beforeLoad: redirectIfSignedIn,
  component: SignupForm,
})
