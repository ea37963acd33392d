import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FieldError } from 'react-hook-form'

interface FormFieldProps {
  label: string
  error?: FieldError
  required?: boolean
  helperText?: ReactNode
  /**
   * The field is marked invalid but its message is read only by assistive technology, for a form
   * whose spec hides a message on screen (the user form's 'Invalid email address').
   */
  errorHidden?: boolean
  /** Shown after the error message, e.g. a link to what the error is about. */
  errorAction?: ReactNode
  children: ReactNode
}

/** A labelled form field with its error message; the label is always visible. */
export function FormField({ label, error, required, helperText, errorHidden, errorAction, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error?.message && (
        <Field.ErrorText srOnly={errorHidden || undefined} flexWrap="wrap">
          {error.message}
          {errorAction}
        </Field.ErrorText>
      )}
    </Field.Root>
  )
}
