import { Button, Input, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { LoginForm as LoginValues } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { showError } from '../../lib/toasts'
import { emailRules, passwordRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { PasswordInput } from '../ui/password-input'
import { AuthLayout } from './AuthLayout'
import { safeRedirect } from './redirect'
import { AUTH_TEXTS } from './texts'

type Values = Pick<LoginValues, 'username' | 'password'>

/** Log in with e-mail and password; goes back to the page first asked for, or home (SPEC §4). */
export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate()
  const { login } = useAuth()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { username: '', password: '' } })

  const onSubmit = (body: Values) => {
    if (login.isPending) return
    login.mutate(
      { body },
      {
        onSuccess: () => navigate({ href: safeRedirect(redirect) ?? '/', replace: true }),
        onError: (error) => showError(error),
      },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.loginTitle}
      footer={
        <Text>
          Don't have an account?{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/signup">Sign Up</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={errors.username} required>
            <Input type="email" autoComplete="email" {...register('username', emailRules())} />
          </FormField>
          <FormField label="Password" error={errors.password} required>
            <PasswordInput autoComplete="current-password" {...register('password', passwordRules())} />
          </FormField>
          <Link asChild alignSelf="flex-end" colorPalette="blue" variant="underline" fontSize="sm">
            <RouterLink to="/recover-password">Forgot Password?</RouterLink>
          </Link>
          <Button type="submit" loading={login.isPending} disabled={login.isPending} w="full">
            Log In
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
