import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn } from '../entities/session/guards'
import { RecoverPasswordForm } from '../features/auth/components/RecoverPasswordForm'

export const Route = createFileRoute('/recover-password')({
  beforeLoad: redirectIfSignedIn,
  component: RecoverPasswordForm,
})
