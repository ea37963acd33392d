import { API_TOKENS, type ApiTokenScope } from '../../../common/api-tokens'
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
    tokens: 'API tokens',
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
  /** Personal API tokens: made, shown once, listed with their last use, revoked. */
  apiTokens: {
    title: 'API tokens',
    intro:
      'A token lets a script or a bot act as you through the API, without your password. It goes in each request as',
    header: `Authorization: Bearer ${API_TOKENS.prefix}…`,
    create: 'New token',
    createTitle: 'New API token',
    createSubmit: 'Create token',
    name: 'Name',
    nameHelp: 'What uses it, so you know which to revoke later.',
    nameRequired: 'Name is required.',
    nameMax: `Name must be at most ${API_TOKENS.nameMax} characters.`,
    scope: 'Scope',
    scopes: {
      read: 'Read: look things up only',
      write: 'Write: everything your account may do',
    } satisfies Record<ApiTokenScope, string>,
    scopeBadge: { read: 'Read', write: 'Write' } satisfies Record<ApiTokenScope, string>,
    expiresInDays: 'Expires after (days)',
    expiresInDaysRange: `From ${API_TOKENS.expiresInDaysMin} to ${API_TOKENS.expiresInDaysMax} days.`,
    createdTitle: 'Your new API token',
    createdWarning: 'Copy it now: you will not see it again. If you lose it, revoke it and make a new one.',
    tokenLabel: (name: string) => `The token "${name}"`,
    copy: 'Copy token',
    copied: 'Token copied',
    copyFailed: 'The token could not be copied: select it and copy it by hand.',
    done: 'Done',
    created: 'Created',
    expires: 'Expires',
    expired: 'Expired',
    lastUsed: 'Last used',
    never: 'Never',
    revoke: 'Revoke',
    revokeTitle: 'Revoke this token?',
    revokeBody: (name: string) =>
      `"${name}" stops working at once: whatever uses it gets refused from its next request. This cannot be undone.`,
    revoked: 'API token revoked.',
    loading: 'Loading your API tokens',
    loadError: 'Your API tokens could not be loaded',
    emptyTitle: 'No API tokens yet',
    emptyDescription: 'Make one for each script or bot, so you can revoke one without stopping the others.',
    verifyFirst: 'Verify your e-mail address to make API tokens.',
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
