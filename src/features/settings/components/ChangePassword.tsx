import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { FormField } from '../../../components/ui/form-field'
import { PasswordInput } from '../../../components/ui/password-input'
import { passwordRules } from '../../../lib/validation'
import { useChangePassword } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.password

interface Values {
  current_password: string
  new_password: string
  confirm_password: string
}

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' }

/** Password: the current one, then the new one twice; the form empties after a change. */
export function ChangePassword() {
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: EMPTY })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  const change = useChangePassword()

  const onSubmit = ({ current_password, new_password }: Values) => {
    if (change.isPending) return
    change.mutate({ body: { current_password, new_password } }, { onSuccess: () => reset(EMPTY) })
  }

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        {TEXTS.title}
      </Heading>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label={TEXTS.current} error={errors.current_password} required>
            <PasswordInput autoComplete="current-password" {...register('current_password', passwordRules())} />
          </FormField>
          <NewPasswordFields form={form} name="new_password" label={TEXTS.new} />
          <Box>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              {TEXTS.save}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  )
}
