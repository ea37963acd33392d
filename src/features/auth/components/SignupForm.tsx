import { Button, Input, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import { activeLocale } from '../../../../common/i18n/active'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { SpamGuardFields, useSpamGuard } from '../../../components/spam-guard/SpamGuard'
import { FormField } from '../../../components/ui/form-field'
import { useSignup } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { emailRules, usernameRules } from '../../../lib/validation'
import { AUTH_FORM_TEXTS as TEXTS } from '../texts'
import { AuthLayout } from './AuthLayout'

interface Values {
  name: string
  email: string
  password: string
  confirm_password: string
}

/** Create an account; success goes to /login, which then continues to `redirect` (or home). */
export function SignupForm({ redirect }: { redirect?: string }) {
  const signup = useSignup(redirect)
  const guard = useSpamGuard()
  const form = useForm<Values>({
    mode: 'onBlur',
    defaultValues: { name: '', email: '', password: '', confirm_password: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = async ({ name, email, password }: Values) => {
    if (signup.isPending) return
    // The account keeps the language the site speaks now, for the browsers its owner signs in on.
    signup.mutate({ body: { name: name.trim(), email, password, locale: activeLocale(), ...(await guard.fields()) } })
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.signupTitle}
      footer={{ prompt: TEXTS.signup.prompt, to: '/login', label: TEXTS.signup.link, redirect }}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label={TEXTS.username} error={errors.name} required>
            <Input autoComplete="username" {...register('name', usernameRules(true))} />
          </FormField>
          <FormField label={TEXTS.email} error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email', emailRules())} />
          </FormField>
          <NewPasswordFields form={form} name="password" label={TEXTS.password} />
          <SpamGuardFields guard={guard} />
          <Button type="submit" loading={signup.isPending || isSubmitting} disabled={signup.isPending} w="full">
            {TEXTS.signup.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
