import { createFileRoute } from '@tanstack/react-router'
import { RecoverPasswordForm } from '../features/auth/components/RecoverPasswordForm'
import { redirectIfSignedIn } from '../features/auth/guards'

export const Route = createFileRoute('/recover-password')({
  beforeLoad: redirectIfSignedIn,
  component: RecoverPasswordForm,
})
