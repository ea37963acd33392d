import { DEADLINE_REMINDER_SETTINGS_PATH } from '../../../common/registration.js'
import type { ClaimedReminder, RemindersRepository } from '../../db/repositories/reminders.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import type { Clock } from '../clock.js'
import type { EmailMessage } from '../email.js'
import { type Job, nextTryAfter } from '../jobs/runner.js'
import { deadlineReminderEmail } from './emails.js'

/** A claimed reminder nobody finished is claimed again after this long (a process died mid-send). */
export const REMINDER_CLAIM_SECONDS = 15 * 60
/**
 * The schedule looks for due reminders this often: each goes out within this long of its deadline
 * coming DEADLINE_REMINDER_MS away.
 */
export const REMINDERS_POLL_MS = 15 * 60 * 1000
/** Reminders in flight at once in one process: most of one is waiting for the database and the mail server. */
export const REMINDER_CONCURRENCY = 8

export interface RemindersDeps {
  repo: RemindersRepository
  clock: Clock
  send: (message: EmailMessage) => Promise<void>
  frontendHost: string
}

/**
 * The e-mail before a saved hackathon's registration deadline, sent once per account, hackathon and
 * deadline by the same database-claimed job runner as the alert digests (the repository states when
 * one is due, and when a moved deadline earns another).
 */
export function remindersService(deps: RemindersDeps) {
  const { repo, clock, frontendHost } = deps

  /**
   * Sends one claimed reminder, unless it no longer stands (the hackathon was unsaved or its deadline
   * moved, the account switched reminders off or lost its verified address): then it is released.
   * Answers whether a mail went out; a failed send is recorded with its next try, and rethrown.
   */
  async function sendReminder(reminder: ClaimedReminder): Promise<boolean> {
    const content = await repo.contentOf(reminder, clock.now())
    if (!content) {
      await repo.release(reminder)
      return false
    }
    const message = await inLanguage(recipientLocale(content.locale), () =>
      deadlineReminderEmail({
        to: content.email,
        frontendHost,
        hackathon: content.hackathon,
        deadline: reminder.deadline,
        settingsUrl: `${frontendHost}${DEADLINE_REMINDER_SETTINGS_PATH}`,
      }),
    )
    try {
      await deps.send(message)
    } catch (error) {
      const retryAt = nextTryAfter(reminder.attempts, clock.now())
      await repo.markFailed(reminder, error instanceof Error ? error.message : String(error), retryAt, clock.now())
      throw error
    }
    await repo.markSent(reminder, clock.now())
    return true
  }

  /** The reminders as a job of the shared runner: claimed in the database, so each goes out once. */
  function reminderJob(options: { onSent?: () => void } = {}): Job<ClaimedReminder> {
    return {
      name: 'deadline reminders',
      claim: (now, limit) => repo.claimDue(now, { limit, claimSeconds: REMINDER_CLAIM_SECONDS }),
      async run(reminder) {
        if (await sendReminder(reminder)) options.onSent?.()
      },
    }
  }

  return { reminderJob }
}

export type RemindersService = ReturnType<typeof remindersService>
