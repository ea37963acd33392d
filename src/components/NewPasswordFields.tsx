import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { confirmPasswordRules, passwordRules, VALIDATION } from '../lib/validation'
import { PASSWORD_INPUT_TEXTS } from './texts'
import { FormField } from './ui/form-field'
import { PasswordInput } from './ui/password-input'

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** The new password's field (`password` or `new_password`); its confirmation is `confirm_password`. */
  name: Path<T>
  label: string
  /** Whether a password must be given (on edit it may stay empty: the current one is kept). */
  required?: boolean
  /** The message when the confirmation is missing. */
  confirmRequired?: string
  helperText?: string
}

const CONFIRM = 'confirm_password'

/**
 * A new password and its confirmation, used wherever a password is set: sign-up, reset, the
 * password tab and the user form. Changing the password re-checks a confirmation already typed.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  name,
  label,
  required = true,
  confirmRequired = VALIDATION.confirmRequired,
  helperText,
}: NewPasswordFieldsProps<T>) {
  const { register, getValues, getFieldState, trigger, formState } = form
  const confirm = CONFIRM as Path<T>
  return (
    <>
      <FormField label={label} error={getFieldState(name, formState).error} helperText={helperText} required={required}>
        <PasswordInput
          autoComplete="new-password"
          {...register(name, {
            ...passwordRules(required),
            onBlur: () => getFieldState(confirm).isTouched && trigger(confirm),
          })}
        />
      </FormField>
      <FormField
        label={PASSWORD_INPUT_TEXTS.confirm}
        error={getFieldState(confirm, formState).error}
        required={required}
      >
        <PasswordInput
          autoComplete="new-password"
          {...register(confirm, confirmPasswordRules(getValues, name, required ? confirmRequired : false))}
        />
      </FormField>
    </>
  )
}
