import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { resetPasswordMutation } from '../../client/@tanstack/react-query.gen'
import { showError, showSuccess } from '../../lib/toasts'
import { confirmPasswordRules, passwordRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { PasswordInput } from '../ui/password-input'
import { AuthLayout } from './AuthLayout'
import { AUTH_TEXTS } from './texts'

interface Values {
  new_password: string
  confirm_password: string
}

/** Set a new password with the token of a reset e-mail; success shows a toast and goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const resetPassword = useMutation(resetPasswordMutation())
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { new_password: '', confirm_password: '' } })

  const onSubmit = ({ new_password }: Values) => {
    if (resetPassword.isPending) return
    resetPassword.mutate(
      { body: { new_password, token } },
      {
        onSuccess: () => {
          showSuccess(AUTH_TEXTS.passwordUpdated)
          navigate({ to: '/login' })
        },
        onError: (error) => showError(error),
      },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.resetTitle}
      description="Please enter your new password and confirm it to reset your password."
      footer={
        <Text>
          Need a new link?{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/recover-password">Password Recovery</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          {!token && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                This link has no reset token. Open the link from the e-mail, or ask for a new one.
              </Alert.Title>
            </Alert.Root>
          )}
          <FormField label="New Password" error={errors.new_password} required>
            <PasswordInput
              autoComplete="new-password"
              {...register('new_password', {
                ...passwordRules(),
                onBlur: () => getFieldState('confirm_password').isTouched && trigger('confirm_password'),
              })}
            />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirm_password} required>
            <PasswordInput
              autoComplete="new-password"
              {...register('confirm_password', confirmPasswordRules(getValues, 'new_password'))}
            />
          </FormField>
          <Button type="submit" loading={resetPassword.isPending} disabled={resetPassword.isPending || !token} w="full">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
