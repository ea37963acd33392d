import { defineTexts } from '../../../common/i18n/texts'

/** The texts of /verify-email, in one place (the API's own words are in common/accounts.ts). */
export const VERIFY_EMAIL_TEXTS = defineTexts('verifyEmail', {
  title: 'Verify your e-mail address',
  intro: 'Confirm that the address this link was mailed to is yours.',
  verify: 'Verify e-mail address',
  verifiedTitle: 'E-mail address verified',
  toSettings: 'Go to Settings',
  toLogin: 'Log In',
  invalidLink: 'This link cannot be used',
  invalidLinkHelp:
    "It is not valid, has expired or was used already. Log in and use 'Send the link again' under Settings: a new e-mail brings a new link.",
  noToken: 'This link has no token. Open the link from the e-mail.',
})

/**
 * The forms of the public auth screens: log in, sign up, recover and reset a password (their titles
 * and toasts are AUTH_TEXTS, in entities/session). Each ends with a prompt and a link to its neighbour.
 */
export const AUTH_FORM_TEXTS = defineTexts('authForms', {
  email: 'Email',
  password: 'Password',
  username: 'Username',
  newPassword: 'New Password',
  login: {
    forgotPassword: 'Forgot Password?',
    submit: 'Log In',
    prompt: "Don't have an account?",
    /** The link to the sign-up screen, after the prompt. */
    link: 'Sign Up',
  },
  signup: {
    submit: 'Sign Up',
    prompt: 'Already have an account?',
    /** The link to the log-in screen, after the prompt. */
    link: 'Log In',
  },
  recover: {
    description: 'A password recovery email will be sent to the registered account.',
    submit: 'Continue',
    prompt: 'Remember your password?',
    /** The link to the log-in screen, after the prompt. */
    link: 'Log In',
  },
  reset: {
    description: 'Please enter your new password and confirm it to reset your password.',
    noToken: 'This link has no reset token. Open the link from the e-mail, or ask for a new one.',
    submit: 'Reset Password',
    prompt: 'Need a new link?',
    /** The link to the password recovery screen, after the prompt. */
    link: 'Password Recovery',
  },
})
