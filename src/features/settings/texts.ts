import type { ApiTokenScope } from '../../../common/api-tokens'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import { DEADLINE_REMINDER_MS, deadlineReminderSetting } from '../../../common/registration'
import { SUGGESTION_EMAILS_TEXTS } from '../../../common/suggestions'

/** The texts of /settings, word for word. */
export const SETTINGS_TEXTS = defineTexts('settings', {
  title: 'User Settings',
  tabs: {
    profile: 'My profile',
    password: 'Password',
    appearance: 'Appearance',
    danger: 'Danger zone',
    tokens: 'API tokens',
  },
  userUpdated: 'User updated successfully.',
  accountDeleted: 'Your account has been successfully deleted',
  /** My profile: the username and e-mail, read-only until Edit. */
  profile: {
    title: 'User Information',
    username: 'Username',
    email: 'Email',
    /** In place of a username the account has not set. */
    notAvailable: 'N/A',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
  },
  /** The Password tab's form. */
  password: {
    title: 'Change Password',
    current: 'Current Password',
    new: 'New Password',
    save: 'Save',
  },
  appearance: {
    title: 'Appearance',
    /** The language select; its choices are each language's own name. */
    language: 'Language',
    languageHint: 'The site and its e-mails to you speak this language, on every browser you sign in on.',
  },
  /** The Danger zone tab. */
  deleteAccount: {
    title: 'Delete Account',
    description: 'Permanently delete your account and all of its data. This cannot be undone.',
    button: 'Delete Account',
    /**
     * The confirmation dialog's text: what `<0>…</0>` and `<1>…</1>` enclose is shown in bold. "Delete"
     * is the dialog's button.
     */
    confirm:
      'All your account data will be <0>permanently deleted.</0> If you are sure, click <1>"Delete"</1> to proceed. This action cannot be undone.',
  },
  /** The banner over the tabs while the account's address is not verified. */
  unverified: {
    title: 'Your e-mail address is not verified',
    /** `email` is the account's address. */
    description: withValues<{ email: string }>(
      'Open the link we mailed to {email} to verify it. Your alerts wait for it; everything else works meanwhile.',
    ),
    sendAgain: 'Send the link again',
  },
  /** Personal API tokens: made, shown once, listed with their last use, revoked. */
  apiTokens: {
    title: 'API tokens',
    /** Followed by the request header the token goes in: "Authorization: Bearer hk_…". */
    intro:
      'A token lets a script or a bot act as you through the API, without your password. It goes in each request as',
    create: 'New token',
    createTitle: 'New API token',
    createSubmit: 'Create token',
    name: 'Name',
    nameHelp: 'What uses it, so you know which to revoke later.',
    nameRequired: 'Name is required.',
    /** `max` is the most characters a token's name may have: 100. */
    nameMax: withValues<{ max: number }>('Name must be at most {max, number} characters.'),
    scope: 'Scope',
    scopes: {
      read: 'Read: look things up only',
      write: 'Write: everything your account may do',
    } satisfies Record<ApiTokenScope, string>,
    scopeBadge: { read: 'Read', write: 'Write' } satisfies Record<ApiTokenScope, string>,
    expiresInDays: 'Expires after (days)',
    /** The days a token may last: from `min` (1) to `max` (365). */
    expiresInDaysRange: withValues<{ min: number; max: number }>('From {min, number} to {max, number} days.'),
    createdTitle: 'Your new API token',
    createdWarning: 'Copy it now: you will not see it again. If you lose it, revoke it and make a new one.',
    /** The label of the field that shows the new token: `name` is the name given to it. */
    tokenLabel: withValues<{ name: string }>('The token "{name}"'),
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
    /** `name` is the token's name. */
    revokeBody: withValues<{ name: string }>(
      '"{name}" stops working at once: whatever uses it gets refused from its next request. This cannot be undone.',
    ),
    revoked: 'API token revoked.',
    loading: 'Loading your API tokens',
    loadError: 'Your API tokens could not be loaded',
    emptyTitle: 'No API tokens yet',
    emptyDescription: 'Make one for each script or bot, so you can revoke one without stopping the others.',
    verifyFirst: 'Verify your e-mail address to make API tokens.',
  },
  /** The switches of the e-mails an account gets unasked, under My profile (their labels are the e-mails' words). */
  emails: {
    title: 'E-mails',
    unverified: 'They go out once your e-mail address is verified.',
    deadline_reminders: {
      /** `hours` is how long before registration closes the reminder goes out: 72. */
      description: withValues<{ hours: number }>(
        'One e-mail per saved hackathon, {hours, plural, one {# hour} other {# hours}} before its registration closes.',
      ),
      on: 'Deadline reminders are on.',
      off: 'Deadline reminders are off.',
    },
    suggestion_emails: {
      description: 'One e-mail when an editor accepts or rejects a hackathon or a change you suggested.',
      on: 'E-mails about your suggestions are on.',
      off: 'E-mails about your suggestions are off.',
    },
  },
})

/** The e-mails an account turns on or off in Settings, by their field on PATCH /users/me. */
export type EmailSwitchField = 'deadline_reminders' | 'suggestion_emails'

/**
 * The switch's label: the words the e-mails quote to say where they are turned off, so they live
 * with the e-mails, in common/.
 */
export function emailSwitchLabel(field: EmailSwitchField): string {
  return field === 'deadline_reminders' ? deadlineReminderSetting() : SUGGESTION_EMAILS_TEXTS.setting
}

/** What the switch sends: "One e-mail per saved hackathon, 72 hours before its registration closes." */
export function emailSwitchDescription(field: EmailSwitchField): string {
  return field === 'deadline_reminders'
    ? SETTINGS_TEXTS.emails.deadline_reminders.description({ hours: DEADLINE_REMINDER_MS / 3_600_000 })
    : SETTINGS_TEXTS.emails.suggestion_emails.description
}

/** A message's parts, in order: those `<0>…</0>`, `<1>…</1>` enclosed are to be emphasised. */
export function emphasisedParts(message: string): { text: string; emphasised: boolean }[] {
  return message.split(/<(\d+)>(.*?)<\/\1>/).flatMap((text, index) => {
    // split() puts each match's tag number, then its text, between the plain parts.
    if (index % 3 === 1) return []
    return text ? [{ text, emphasised: index % 3 === 2 }] : []
  })
}
