import { DEADLINE_REMINDER_MS, DEADLINE_REMINDER_SETTING } from '../../../common/registration'
import { SUGGESTION_EMAILS_SETTING } from '../../../common/suggestions'
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
  /** The switches of the e-mails an account gets unasked, under My profile. */
  emails: {
    title: 'E-mails',
    unverified: 'They go out once your e-mail address is verified.',
    deadline_reminders: {
      label: DEADLINE_REMINDER_SETTING,
      description: `One e-mail per saved hackathon, ${DEADLINE_REMINDER_MS / 3_600_000} hours before its registration closes.`,
      on: 'Deadline reminders are on.',
      off: 'Deadline reminders are off.',
    },
    suggestion_emails: {
      label: SUGGESTION_EMAILS_SETTING,
      description: 'One e-mail when an editor accepts or rejects a hackathon or a change you suggested.',
      on: 'E-mails about your suggestions are on.',
      off: 'E-mails about your suggestions are off.',
    },
  },
} as const
