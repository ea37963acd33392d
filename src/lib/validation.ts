import type { FieldValues, Path, RegisterOptions, UseFormGetValues } from 'react-hook-form'
import { EMAIL, LIMITS, MULTI_LINE, SINGLE_LINE, WEB_URL } from '../../common/limits'
import { VALIDATION } from './validationTexts'

// The messages live with the other words of src/lib; the forms of other features read them from here.
export { VALIDATION }

/**
 * The rules a helper returns: only the validation keys, so they fit `register()` of any form
 * (a bare `RegisterOptions` carries `deps: string`, which a typed form refuses).
 */
export type FieldRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'pattern' | 'validate'>

/** Read where a form registers its fields, so the message speaks the language of that moment. */
const singleLine = () => ({ value: SINGLE_LINE, message: VALIDATION.singleLine })

/** A text of one line (no line break, tab or other control character), at most `max` characters. */
export const singleLineRules = (max: number, maxMessage: string): FieldRules => ({
  maxLength: { value: max, message: maxMessage },
  pattern: singleLine(),
})

/** A text of any number of lines (line breaks and tabs, no other control character), at most `max` characters. */
export const multiLineRules = (max: number, maxMessage: string): FieldRules => ({
  maxLength: { value: max, message: maxMessage },
  pattern: { value: MULTI_LINE, message: VALIDATION.multiLine },
})

/** A required text of one line that must hold more than white space, at most `max` characters. */
export const requiredTextRules = (required: string, max: number, maxMessage: string): FieldRules => ({
  required,
  validate: (value: string) => value.trim().length > 0 || required,
  ...singleLineRules(max, maxMessage),
})

export const emailRules = (required = true): FieldRules => ({
  required: required ? VALIDATION.emailRequired : false,
  pattern: { value: EMAIL, message: VALIDATION.invalidEmail },
  maxLength: { value: LIMITS.emailMax, message: VALIDATION.invalidEmail },
})

export const passwordRules = (required = true): FieldRules => ({
  required: required ? VALIDATION.passwordRequired : false,
  minLength: { value: LIMITS.passwordMin, message: VALIDATION.passwordMin({ min: LIMITS.passwordMin }) },
  maxLength: { value: LIMITS.passwordMax, message: VALIDATION.passwordMax({ max: LIMITS.passwordMax }) },
})

/** The confirmation must equal `field` (password or new_password). */
export function confirmPasswordRules<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  field: Path<T>,
  required: string | false = VALIDATION.confirmRequired,
): FieldRules {
  return {
    required,
    validate: (value: string) => {
      const password = getValues(field)
      if (!value && !password) return true
      return value === password || VALIDATION.passwordsMismatch
    },
  }
}

/**
 * A username is 3 to 30 characters wherever it is set; on sign-up it is required, elsewhere it may
 * be left empty (no name). White space around it does not count.
 */
export const usernameRules = (required: boolean): FieldRules => ({
  required: required ? VALIDATION.usernameRequired : false,
  pattern: singleLine(),
  validate: (value: string) => {
    const length = value.trim().length
    if (length === 0) return required ? VALIDATION.usernameRequired : true
    if (length < LIMITS.usernameMin) return VALIDATION.usernameMin({ min: LIMITS.usernameMin })
    return length <= LIMITS.usernameMax || VALIDATION.usernameMax({ max: LIMITS.usernameMax })
  },
})

/** A web address: http:// or https:// in any case, the same rule the API applies. */
export const webUrlRules = (required: string | false): FieldRules => ({
  required,
  maxLength: { value: LIMITS.urlMax, message: VALIDATION.urlMax({ max: LIMITS.urlMax }) },
  pattern: { value: WEB_URL, message: VALIDATION.urlInvalid },
})

export const isWebUrl = (value: string) => WEB_URL.test(value.trim())
