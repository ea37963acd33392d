import { Button, Input, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useAuth } from '../../hooks/useAuth'
import { confirmPasswordRules, emailRules, passwordRules, usernameRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { PasswordInput } from '../ui/password-input'
import { AuthLayout } from './AuthLayout'
import { AUTH_TEXTS } from './texts'

interface Values {
  name: string
  email: string
  password: string
  confirm_password: string
}

/** Create an account; success goes to /login (SPEC §4). */
export function SignupForm() {
  const { signup, signupPending } = useAuth()
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm<Values>({
    mode: 'onBlur',
    defaultValues: { name: '', email: '', password: '', confirm_password: '' },
  })

  const onSubmit = ({ name, email, password }: Values) => {
    if (signupPending) return
    signup({ name: name.trim(), email, password })
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.signupTitle}
      footer={
        <Text>
          Already have an account?{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to="/login">Log In</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label="Username" error={errors.name} required>
            <Input autoComplete="username" {...register('name', usernameRules())} />
          </FormField>
          <FormField label="Email" error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email', emailRules())} />
          </FormField>
          <FormField label="Password" error={errors.password} required>
            <PasswordInput
              autoComplete="new-password"
              {...register('password', {
                ...passwordRules(),
                // A changed password re-checks a confirmation already typed.
                onBlur: () => getFieldState('confirm_password').isTouched && trigger('confirm_password'),
              })}
            />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirm_password} required>
            <PasswordInput
              autoComplete="new-password"
              {...register('confirm_password', confirmPasswordRules(getValues, 'password'))}
            />
          </FormField>
          <Button type="submit" loading={signupPending} disabled={signupPending} w="full">
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
