import { ClassNames } from '@emotion/react'
import { createContext, type ReactNode, useContext, useId } from 'react'
import type { FieldError } from 'react-hook-form'
import * as styles from './RecipeField.styles'

/** What a field gives its input: the id its label points at, whether it is required, and its error's state and text. */
export interface FieldControlProps {
  id: string
  required: boolean
  'aria-invalid': true | undefined
  /** The error text, read after the input's name by assistive technology that does not read `aria-errormessage`. */
  'aria-describedby': string | undefined
  'aria-errormessage': string | undefined
}

const FieldControl = createContext<FieldControlProps | undefined>(undefined)

/** The props of the field around the input, for a plain input (`RecipeInput`); none outside a field. */
export function useFieldControl(): FieldControlProps | undefined {
  return useContext(FieldControl)
}

interface RecipeFieldProps {
  label: string
  error?: FieldError
  required?: boolean
  /** The field's input: a `RecipeInput`, or an input built on one. */
  children: ReactNode
}

/**
 * A labelled form field with its error message, as plain elements that look exactly like the app's
 * `FormField` (Chakra's Field) and keep its semantics: the label names the input, a required field
 * says so (the asterisk is for the eye only), and an invalid one points its input at the message,
 * which is announced as it appears. For a screen that paints before the design system has loaded.
 */
export function RecipeField({ label, error, required = false, children }: RecipeFieldProps) {
  const id = useId()
  const errorTextId = `${id}-error-text`
  const message = error?.message
  const control: FieldControlProps = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? errorTextId : undefined,
    'aria-errormessage': message ? errorTextId : undefined,
  }
  return (
    <ClassNames>
      {({ css, cx }) => (
        // biome-ignore lint/a11y/useSemanticElements: the group Chakra's Field makes of one input with its label and message; a fieldset is for several inputs under a legend
        <div className={css(styles.parts.root)} role="group">
          <label className={css(styles.parts.label)} htmlFor={id}>
            {label}
            {required && (
              <span className={css(styles.parts.requiredIndicator)} aria-hidden="true">
                *
              </span>
            )}
          </label>
          <FieldControl.Provider value={control}>{children}</FieldControl.Provider>
          {message && (
            <span
              id={errorTextId}
              className={cx(css(styles.parts.errorText), css(styles.errorText))}
              aria-live="polite"
            >
              {message}
            </span>
          )}
        </div>
      )}
    </ClassNames>
  )
}
