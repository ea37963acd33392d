import { defineTexts, withValues } from './i18n/texts.js'

/**
 * Where a hackathon's registration stands, derived from the clock, so it is never stored stale:
 * null when neither registration date is known; closed once the hackathon has ended or the deadline
 * has passed; opens_soon while the opening is ahead; closing_soon within CLOSING_SOON_MS of the
 * deadline; open otherwise.
 */
export const REGISTRATION_STATUSES = ['opens_soon', 'open', 'closing_soon', 'closed'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** How long before its deadline a registration is "closing soon". */
export const CLOSING_SOON_MS = 72 * 60 * 60 * 1000

export interface RegistrationDates {
  end: Date
  opensAt: Date | null
  deadline: Date | null
}

export function registrationStatus(
  { end, opensAt, deadline }: RegistrationDates,
  now: Date,
): RegistrationStatus | null {
  if (!opensAt && !deadline) return null
  const at = now.getTime()
  if (end.getTime() < at || (deadline && deadline.getTime() <= at)) return 'closed'
  if (opensAt && opensAt.getTime() > at) return 'opens_soon'
  if (deadline && deadline.getTime() - at <= CLOSING_SOON_MS) return 'closing_soon'
  return 'open'
}

/**
 * How long before a saved hackathon's registration deadline its reminder e-mail goes out: as the
 * registration turns "closing soon".
 */
export const DEADLINE_REMINDER_MS = CLOSING_SOON_MS

/** Where an account turns its deadline reminders off: the e-mails link there. */
export const DEADLINE_REMINDER_SETTINGS_PATH = '/settings'

const DEADLINE_REMINDER_TEXTS = defineTexts('deadlineReminders', {
  /**
   * The reminders' switch in Settings, which the reminder e-mails quote: `hours` is how long before
   * registration closes the reminder goes out (72).
   */
  setting: withValues<{ hours: number }>(
    "E-mail me {hours, plural, one {# hour} other {# hours}} before a saved hackathon's registration closes",
  ),
})

/** The words of the reminders' switch in Settings, in the active language. */
export const deadlineReminderSetting = () =>
  DEADLINE_REMINDER_TEXTS.setting({ hours: DEADLINE_REMINDER_MS / 3_600_000 })
