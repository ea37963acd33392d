import { Alert, Button, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { useResetPassword } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { AuthLayout } from './AuthLayout'

interface Values {
  new_password: string
  confirm_password: string
}

/** Set a new password with the token of a reset e-mail; success shows a toast and goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetPassword = useResetPassword()
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: { new_password: '', confirm_password: '' } })

  const onSubmit = ({ new_password }: Values) => {
    if (resetPassword.isPending) return
    resetPassword.mutate({ body: { new_password, token } }, { onSuccess: () => navigate({ to: '/login' }) })
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.resetTitle}
      description="Please enter your new password and confirm it to reset your password."
      footer={{ prompt: 'Need a new link?', to: '/recover-password', label: 'Password Recovery' }}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          {!token && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                This link has no reset token. Open the link from the e-mail, or ask for a new one.
              </Alert.Title>
            </Alert.Root>
          )}
          <NewPasswordFields form={form} name="new_password" label="New Password" />
          <Button type="submit" loading={resetPassword.isPending} disabled={resetPassword.isPending || !token} w="full">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
