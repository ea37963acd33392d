import { createFileRoute } from '@tanstack/react-router'
import { RecoverPasswordForm } from '../components/Auth/RecoverPasswordForm'
import { redirectIfSignedIn } from '../lib/guards'

export const Route = createFileRoute('/recover-password')({
  beforeLoad: redirectIfSignedIn,
  component: RecoverPasswordForm,
})
