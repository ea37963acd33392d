import { defineTexts, withValues } from '../../common/i18n/texts'

/**
 * Every validation message of the forms, word for word as the product states them. Apart from the
 * app's other texts: they load with the forms, which the first screen of a public page never holds.
 */
export const VALIDATION = defineTexts('validation', {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  /** `min` is the least number of characters a password has: 8. */
  passwordMin: withValues<{ min: number }>('Password must be at least {min, number} characters'),
  /** `max` is the most characters a password may have: 128. */
  passwordMax: withValues<{ max: number }>('Password must be at most {max, number} characters'),
  passwordsMismatch: 'The passwords do not match',
  confirmRequired: 'Password confirmation is required',
  confirmRequiredUserForm: 'Please confirm your password',
  usernameRequired: 'Username is required',
  /** `min` is the least number of characters a username has: 3. */
  usernameMin: withValues<{ min: number }>('Username must be at least {min, number} characters'),
  /** `max` is the most characters a username may have: 30. */
  usernameMax: withValues<{ max: number }>('Username must be less than {max, number} characters'),
  nameRequired: 'Name is required.',
  /** `max` is the most characters a name may have: 255. */
  nameMax: withValues<{ max: number }>('Name must be less than {max, number} characters.'),
  /** `max` is the most characters a description may have, written without a thousands separator: 1000. */
  descriptionMax: withValues<{ max: number }>('Description must be less than {max} characters.'),
  urlRequired: 'Url is required.',
  /** `max` is the most characters a web address may have: 500. */
  urlMax: withValues<{ max: number }>('URL must be less than {max, number} characters.'),
  urlInvalid: 'URL must start with http:// or https://',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  endBeforeStart: 'End date must be on or after the start date.',
  /** The product keeps this wording although the limit is 500. */
  imageMax: 'Image URL must be less than 255 characters.',
  /** The API's words for the same rule (PATTERN_MESSAGES in common/limits.ts), so a form and a refused request agree. */
  singleLine: 'This field must be one line of text, without tabs or other control characters.',
  /** The API's words for the same rule (PATTERN_MESSAGES in common/limits.ts), so a form and a refused request agree. */
  multiLine: 'This field must not contain control characters other than line breaks and tabs.',
})
