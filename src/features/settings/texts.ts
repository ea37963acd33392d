import { AUTH_TEXTS } from '../../entities/session/texts'

/** The texts of /settings, word for word. */
export const SETTINGS_TEXTS = {
  title: 'User Settings',
  tabs: {
    profile: 'My profile',
    password: 'Password',
    appearance: 'Appearance',
    danger: 'Danger zone',
  },
  userUpdated: 'User updated successfully.',
  passwordUpdated: AUTH_TEXTS.passwordUpdated,
  accountDeleted: 'Your account has been successfully deleted',
  /** The banner over the tabs while the account's address is not verified. */
  unverified: {
    title: 'Your e-mail address is not verified',
    description: (email: string) =>
      `Open the link we mailed to ${email} to verify it. Your alerts wait for it; everything else works meanwhile.`,
    sendAgain: 'Send the link again',
  },
} as const
