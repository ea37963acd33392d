import { Button, Input, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import { SPAM_GUARD } from '../../../../common/spam-guard'
import { SpamGuardFields, useSpamGuard } from '../../../components/spam-guard/SpamGuard'
import { FormField } from '../../../components/ui/form-field'
import { useRecoverPassword } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { emailRules } from '../../../lib/validation'
import { AUTH_FORM_TEXTS as TEXTS } from '../texts'
import { AuthLayout } from './AuthLayout'

interface Values {
  email: string
}

/** Ask for a password reset e-mail; the answer is the same whether or not the account exists. */
export function RecoverPasswordForm() {
  const recover = useRecoverPassword()
  const guard = useSpamGuard()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { email: '' } })

  const onSubmit = async ({ email }: Values) => {
    if (recover.isPending) return
    // No body: the solution goes in the header the API reads for it.
    const { altcha, website } = await guard.fields()
    recover.mutate(
      { path: { email }, query: { website }, headers: altcha ? { [SPAM_GUARD.header]: altcha } : undefined },
      { onSuccess: () => reset() },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.recoverTitle}
      description={TEXTS.recover.description}
      footer={{ prompt: TEXTS.recover.prompt, to: '/login', label: TEXTS.recover.link }}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label={TEXTS.email} error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email', emailRules())} />
          </FormField>
          <SpamGuardFields guard={guard} />
          <Button type="submit" loading={recover.isPending || isSubmitting} disabled={recover.isPending} w="full">
            {TEXTS.recover.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
