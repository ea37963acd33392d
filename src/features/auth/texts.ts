/** The texts of /verify-email, in one place (the API's own words are in common/accounts.ts). */
export const VERIFY_EMAIL_TEXTS = {
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
} as const
