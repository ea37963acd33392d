import { Button, Input, Link, Stack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { LoginForm as LoginValues } from '../../../client/types.gen'
import { FormField } from '../../../components/ui/form-field'
import { PasswordInput } from '../../../components/ui/password-input'
import { moveLocalSavesToAccount } from '../../../entities/saved/login'
import { useLogin } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { emailRules, passwordRules } from '../../../lib/validation'
import { safeRedirect } from '../redirect'
import { AuthLayout } from './AuthLayout'

type Values = Pick<LoginValues, 'username' | 'password'>

/** Log in with e-mail and password; goes back to the page first asked for, or home. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate()
  const login = useLogin()
  const queryClient = useQueryClient()
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
        onSuccess: async () => {
          // What the visitor saved in this browser is in the account before the next page shows.
          await moveLocalSavesToAccount(queryClient)
          await navigate({ href: safeRedirect(redirect) ?? '/', replace: true })
        },
      },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.loginTitle}
      footer={{ prompt: "Don't have an account?", to: '/signup', label: 'Sign Up', redirect }}
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
