import type { AlertFrequency } from '../../../common/alerts'
import { defineTexts, withValues } from '../../../common/i18n/texts'

/** Every text of the alerts screens and dialogs, in one place (the API's own words are in common/alerts.ts). */
export const ALERT_TEXTS = defineTexts('alerts', {
  whatYouGet: 'New hackathons listed that match:',
  describing: 'Describing the filters…',
  /** Dates and status are not part of an alert: it tells of hackathons as they are listed. */
  newOnly: 'You get an e-mail only when such hackathons are newly listed, whatever their dates.',
  email: 'Email',
  emailHelp: 'We send a link there first: nothing arrives until you confirm.',
  /** A signed-in user's alerts go to their account's address, `email`, so "My alerts" lists them. */
  sentTo: withValues<{ email: string }>(
    "Alerts go to your account's address, {email}, where a link to confirm them arrives.",
  ),
  frequency: 'How often',
  frequencyHelp: {
    daily: 'One e-mail a day at most, in the morning of your time zone.',
    weekly: 'One e-mail on Mondays at most, in the morning of your time zone.',
  } satisfies Record<AlertFrequency, string>,
  subscribe: 'Get alerts',
  checkInbox: 'Check your inbox',
  /** Not 'Close': the dialog's corner button is named that. */
  done: 'Done',

  confirmTitle: 'Confirm your alert',
  confirmLoading: 'Loading the alert…',
  confirmLoadError: 'The alert could not be loaded.',
  /** Above what a confirmation link's alert follows, in words: `frequency` is the alert's, daily or weekly. */
  confirmIntro: withValues<{ frequency: AlertFrequency }>(
    '{frequency, select, daily {Daily e-mails about newly listed hackathons:} weekly {Weekly e-mails about newly listed hackathons:} other {E-mails about newly listed hackathons:}}',
  ),
  confirm: 'Confirm',
  confirmedTitle: 'Alert confirmed',
  confirmedNext: 'Each e-mail has a link to stop it; signed in, you can also change it under Settings, My alerts.',
  browse: 'Browse hackathons',
  invalidLink: 'This link cannot be used',
  /** Under "This link cannot be used": `reason` is the API's sentence, without its full stop. */
  invalidLinkHelp: withValues<{ reason: string }>(
    '{reason}. Ask for the alert again from the homepage or a series page: a new e-mail brings a new link.',
  ),
  noToken: 'This link has no token. Open the link from the e-mail.',

  unsubscribeTitle: 'Unsubscribe from alerts',
  unsubscribeIntro: 'Stop the alert e-mails this link came with.',
  unsubscribe: 'Unsubscribe',
  unsubscribedTitle: 'Unsubscribed',

  myAlerts: 'My alerts',
  /** `email` is the account's address. */
  myAlertsIntro: withValues<{ email: string }>('E-mails about newly listed hackathons, sent to {email}.'),
  loadError: 'Your alerts could not be loaded.',
  /** Under the API's "Verify your e-mail address first", while the account's address is unverified. */
  verifyFirstHelp:
    'Alerts follow an e-mail address, so they are shown here once you have opened the link we mailed to it. Settings offers to send it again.',
  loading: 'Loading your alerts',
  emptyTitle: 'You have no alerts yet',
  emptyDescription: "Use 'Get alerts for this search' on the homepage or 'Follow this series' on a series page.",
  waiting: 'Waiting for confirmation',
  waitingHelp: 'Open the link in the e-mail we sent to start this alert.',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  /** The accessible name of an alert's frequency select: `description` is the alert's filters in words. */
  frequencyOf: withValues<{ description: string }>('How often: {description}'),
  updated: 'Alert updated.',
  pausedToast: 'Alert paused: no e-mails until you resume it.',
  resumedToast: 'Alert resumed.',
  /** `description` is the alert's filters in words. */
  deleteConfirm: withValues<{ description: string }>('The alert "{description}" will be deleted. Are you sure?'),
})
