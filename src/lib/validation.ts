import type { FieldValues, Path, RegisterOptions, UseFormGetValues } from 'react-hook-form'
import { LIMITS } from '../../common/limits'

/** Every validation message of SPEC §5, word for word. */
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
  profileUsernameMax: `Username must be less than ${LIMITS.profileUsernameMax} characters`,
  nameRequired: 'Name is required.',
  nameMax: `Name must be less than ${LIMITS.nameMax} characters.`,
  descriptionMax: `Description must be less than ${LIMITS.descriptionMax} characters.`,
  urlRequired: 'Url is required.',
  urlMax: `URL must be less than ${LIMITS.urlMax} characters.`,
  urlInvalid: 'URL must start with http:// or https://',
  locationMax: `Location must be less than ${LIMITS.locationMax} characters.`,
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  endBeforeStart: 'End date must be on or after the start date.',
  // SPEC §5 keeps this text although the limit is 500.
  imageMax: 'Image URL must be less than 255 characters.',
} as const

/**
 * The rules a helper returns: only the validation keys, so they fit `register()` of any form
 * (a bare `RegisterOptions` carries `deps: string`, which a typed form refuses).
 */
export type FieldRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'pattern' | 'validate'>

export const emailPattern = {
  value: /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i,
  message: VALIDATION.invalidEmail,
}

export const emailRules = (required = true): FieldRules => ({
  required: required ? VALIDATION.emailRequired : false,
  pattern: emailPattern,
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

export const maxLength = (value: number, message: string) => ({ maxLength: { value, message } })

/** Signup: the username is required and at least LIMITS.usernameMin characters (SPEC §5). */
export const usernameRules = (): FieldRules => ({
  required: VALIDATION.usernameRequired,
  minLength: { value: LIMITS.usernameMin, message: VALIDATION.usernameMin },
  maxLength: { value: LIMITS.nameMax, message: VALIDATION.nameMax },
})

/** Own profile: the username is optional and at most LIMITS.profileUsernameMax characters (SPEC §5). */
export const profileUsernameRules = (): FieldRules => ({
  maxLength: { value: LIMITS.profileUsernameMax, message: VALIDATION.profileUsernameMax },
})
