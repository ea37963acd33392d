import { Button, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { recoverPasswordMutation } from '../../client/@tanstack/react-query.gen'
import { showError, showSuccess } from '../../lib/toasts'
import { emailRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { AuthLayout } from './AuthLayout'
import { AUTH_TEXTS } from './texts'

interface Values {
  email: string
}

/** Ask for a password reset e-mail; the answer is the same whether or not the account exists. */
export function RecoverPasswordForm() {
  const recover = useMutation(recoverPasswordMutation())
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { email: '' } })

  const onSubmit = ({ email }: Values) => {
    if (recover.isPending) return
    recover.mutate(
      { path: { email } },
      {
        onSuccess: () => {
          showSuccess(AUTH_TEXTS.recoverySent)
          reset()
        },
        onError: (error) => showError(error),
      },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.recoverTitle}
      description="A password recovery email will be sent to the registered account."
      footer={
        <Text>
          Remember your password?{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/login">Log In</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email', emailRules())} />
          </FormField>
          <Button type="submit" loading={recover.isPending} disabled={recover.isPending} w="full">
            Continue
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
