import { defineTexts, withValues } from '../../../common/i18n/texts'

/** The texts of the public auth screens, word for word. */
export const AUTH_TEXTS = defineTexts('auth', {
  loginTitle: 'Log In',
  signupTitle: 'Sign Up',
  recoverTitle: 'Password Recovery',
  resetTitle: 'Reset Password',
  recoverySent: 'Password recovery email sent successfully.',
  passwordUpdated: 'Password updated successfully.',
  /** Shown on /login right after a sign-up, which leads there: `email` is the new account's address. */
  accountCreated: withValues<{ email: string }>(
    'Your account has been created. We e-mailed a link to {email} to verify your address; you can log in now.',
  ),
})
