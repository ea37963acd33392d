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
} as const
