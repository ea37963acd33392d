import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { updatePasswordMeMutation } from '../../client/@tanstack/react-query.gen'
import { showError, showSuccess } from '../../lib/toasts'
import { confirmPasswordRules, passwordRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { PasswordInput } from '../ui/password-input'
import { SETTINGS_TEXTS } from './texts'

interface Values {
  current_password: string
  new_password: string
  confirm_password: string
}

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' }

/** Password: the current one, then the new one twice; the form empties after a change. */
export function ChangePassword() {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: EMPTY })

  const change = useMutation({
    ...updatePasswordMeMutation(),
    onSuccess: () => {
      showSuccess(SETTINGS_TEXTS.passwordUpdated)
      reset(EMPTY)
    },
    onError: (error) => showError(error),
  })

  const onSubmit = ({ current_password, new_password }: Values) => {
    if (change.isPending) return
    change.mutate({ body: { current_password, new_password } })
  }

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        Change Password
      </Heading>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <FormField label="Current Password" error={errors.current_password} required>
            <PasswordInput autoComplete="current-password" {...register('current_password', passwordRules())} />
          </FormField>
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
          <Box>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              Save
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  )
}
