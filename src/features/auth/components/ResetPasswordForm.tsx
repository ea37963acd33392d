import { Alert, Button, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { useResetPassword } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { AUTH_FORM_TEXTS as TEXTS } from '../texts'
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
      description={TEXTS.reset.description}
      footer={{ prompt: TEXTS.reset.prompt, to: '/recover-password', label: TEXTS.reset.link }}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          {!token && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{TEXTS.reset.noToken}</Alert.Title>
            </Alert.Root>
          )}
          <NewPasswordFields form={form} name="new_password" label={TEXTS.newPassword} />
          <Button type="submit" loading={resetPassword.isPending} disabled={resetPassword.isPending || !token} w="full">
            {TEXTS.reset.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
