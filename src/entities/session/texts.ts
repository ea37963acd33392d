/** The texts of the public auth screens, word for word. */
export const AUTH_TEXTS = {
  loginTitle: 'Log In',
  signupTitle: 'Sign Up',
  recoverTitle: 'Password Recovery',
  resetTitle: 'Reset Password',
  recoverySent: 'Password recovery email sent successfully.',
  passwordUpdated: 'Password updated successfully.',
} as const
