import type { FieldValues, Path, RegisterOptions, UseFormGetValues } from 'react-hook-form'
import { EMAIL, LIMITS, MULTI_LINE, PATTERN_MESSAGES, PATTERNS, SINGLE_LINE, WEB_URL } from '../../common/limits'

/** Every validation message of the forms, word for word as the product states them. */
export const VALIDATION = {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordsMismatch: 'The passwords do not match',
  confirmRequired: 'Password confirmation is required',
  confirmRequiredUserForm: 'Please confirm your password',
  usernameRequired: 'Username is required',
  usernameMin: `Username must be at least ${LIMITS.usernameMin} characters`,
  usernameMax: `Username must be less than ${LIMITS.usernameMax} characters`,
  nameRequired: 'Name is required.',
  nameMax: `Name must be less than ${LIMITS.nameMax} characters.`,
  descriptionMax: `Description must be less than ${LIMITS.descriptionMax} characters.`,
  urlRequired: 'Url is required.',
  urlMax: `URL must be less than ${LIMITS.urlMax} characters.`,
  urlInvalid: 'URL must start with http:// or https://',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  endBeforeStart: 'End date must be on or after the start date.',
  // The product keeps this wording although the limit is 500.
  imageMax: 'Image URL must be less than 255 characters.',
  // The API's words for the same rules, so the form and a refused request say the same.
  singleLine: `This field ${PATTERN_MESSAGES[PATTERNS.singleLine]}.`,
  multiLine: `This field ${PATTERN_MESSAGES[PATTERNS.multiLine]}.`,
} as const

/**
 * The rules a helper returns: only the validation keys, so they fit `register()` of any form
 * (a bare `RegisterOptions` carries `deps: string`, which a typed form refuses).
 */
export type FieldRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'pattern' | 'validate'>

const singleLine = { value: SINGLE_LINE, message: VALIDATION.singleLine }

/** A text of one line (no line break, tab or other control character), at most `max` characters. */
export const singleLineRules = (max: number, maxMessage: string): FieldRules => ({
  maxLength: { value: max, message: maxMessage },
  pattern: singleLine,
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
  minLength: { value: LIMITS.passwordMin, message: VALIDATION.passwordMin },
  maxLength: { value: LIMITS.passwordMax, message: VALIDATION.passwordMax },
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
  pattern: singleLine,
  validate: (value: string) => {
    const length = value.trim().length
    if (length === 0) return required ? VALIDATION.usernameRequired : true
    if (length < LIMITS.usernameMin) return VALIDATION.usernameMin
    return length <= LIMITS.usernameMax || VALIDATION.usernameMax
  },
})

/** A web address: http:// or https:// in any case, the same rule the API applies. */
export const webUrlRules = (required: string | false): FieldRules => ({
  required,
  maxLength: { value: LIMITS.urlMax, message: VALIDATION.urlMax },
  pattern: { value: WEB_URL, message: VALIDATION.urlInvalid },
})

export const isWebUrl = (value: string) => WEB_URL.test(value.trim())
