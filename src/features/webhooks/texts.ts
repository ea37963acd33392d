import { formatAll } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import { LIMITS } from '../../../common/limits'
import { WEBHOOKS, type WebhookKind } from '../../../common/webhooks'

/** Every text of Settings' Webhooks tab and its dialog, in one place (the API's own words are in common/webhooks.ts). */
export const WEBHOOK_TEXTS = defineTexts('webhooks', {
  tab: 'Webhooks',
  intro:
    'Send hackathons that match a search to a bot, a Discord or Slack channel, or any server of yours, as soon as they are listed or change.',
  /** Under the API's "Verify your e-mail address first", while the account's address is unverified. */
  verifyFirstHelp:
    'Webhooks belong to verified accounts: open the link we mailed to your address. The banner above sends it again.',
  loading: 'Loading your webhooks',
  loadError: 'Your webhooks could not be loaded.',
  emptyTitle: 'You have no webhooks yet',
  /** The quoted words are the homepage's Subscribe menu item (`fromSearch` in searchLinkTexts.ts): keep them the same. */
  emptyDescription:
    "Add one here, or use 'Send new hackathons of this search to a webhook' in the homepage's Subscribe menu.",
  add: 'Add webhook',
  /** Beside Add: `count` is how many webhooks the account has, `max` how many it may have. */
  count: withValues<{ count: number; max: number }>(
    '{count, number} of {max, plural, one {# webhook} other {# webhooks}}',
  ),
  /** `max` is how many webhooks an account may have. */
  atLimit: withValues<{ max: number }>(
    'An account holds at most {max, plural, one {# webhook} other {# webhooks}}: delete one to add another.',
  ),

  addTitle: 'Add webhook',
  editTitle: 'Edit webhook',
  url: 'URL',
  urlHelp: 'Where each event is sent by POST. For Discord or Slack, the channel’s incoming-webhook URL.',
  /** `max` is the longest URL a webhook may have, in characters. */
  urlMax: withValues<{ max: number }>('URL must be at most {max, number} characters.'),
  kind: 'Kind',
  kindHelp: {
    standard: 'Signed JSON that any Standard Webhooks library verifies; its secret is shown once, after saving.',
    discord: 'Messages that Discord shows as cards in the channel; they never mention anyone.',
    slack: 'Messages that Slack shows in the channel.',
  } satisfies Record<WebhookKind, string>,
  filters: 'Hackathons to send',
  filtersHelp: 'The homepage’s filters: only hackathons that match them are sent.',
  search: 'Search text',
  searchHelp: 'Words in the name, description or place, as the homepage’s search box takes them.',
  /** `max` is the longest search text, in characters. */
  searchMax: withValues<{ max: number }>('The search text must be at most {max, number} characters.'),
  events: 'Events',
  eventsRequired: 'Choose at least one event.',
  save: 'Save',
  /** The homepage's Subscribe menu item: it opens this tab's form with the search's filters. */
  created: 'Webhook added.',
  updated: 'Webhook saved.',

  secretTitle: 'Copy the webhook’s secret',
  secretIntro:
    'Your server verifies each message with this secret. It is shown only now: copy it and keep it with your server’s settings.',
  secretLabel: 'Signing secret',
  copy: 'Copy secret',
  copied: 'Secret copied.',
  copyFailed: 'The secret could not be copied: select it and copy it yourself.',
  done: 'Done',

  active: 'Active',
  paused: 'Paused',
  /** Why a webhook was paused: `failures` deliveries in a row failed (it pauses at 20). */
  pausedByFailures: withValues<{ failures: number }>(
    '{failures, plural, other {Paused after # failed deliveries in a row; fix the receiver, then resume it.}}',
  ),
  pausedByOwner: 'Paused: nothing is sent until you resume it.',
  /**
   * An active webhook's warning: its last `failures` deliveries failed, one or more (the English says
   * "deliveries" even for one).
   */
  failing: withValues<{ failures: number }>('{failures, plural, other {# failed deliveries in a row}}'),
  filtersLabel: 'Sends',
  eventsLabel: 'Events',
  lastDelivery: 'Last delivery',
  /**
   * The last delivery in a line: `event` is its event's name, `answer` the receiver's HTTP status
   * ("200"), the error, or "No answer", and `time` a date and time ("Mar 1, 2027, 9:00 AM").
   */
  lastDeliveryLine: withValues<{ event: string; answer: string; time: string }>('{event}: {answer}, {time}'),
  neverDelivered: 'Nothing sent yet',
  describing: 'Describing the filters…',

  test: 'Test',
  testing: 'Sending a test…',
  /** `status` is the receiver's HTTP status code ("200"), `ms` how long it took, in milliseconds. */
  testOk: withValues<{ status: number; ms: number }>('Test delivered: the receiver answered {status} in {ms} ms.'),
  /** `reason` is the error, the HTTP status code, or "No answer". */
  testFailed: withValues<{ reason: string }>('Test failed: {reason}.'),
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  pausedToast: 'Webhook paused: nothing is sent until you resume it.',
  resumedToast: 'Webhook resumed.',
  delete: 'Delete',
  /** `url` is the address the webhook sends to. */
  deleteConfirm: withValues<{ url: string }>(
    'The webhook to {url} will be deleted, with its delivery log. Are you sure?',
  ),

  deliveries: 'Delivery log',
  /** The log's accessible name: `url` is the address the webhook sends to. */
  deliveriesOf: withValues<{ url: string }>('Delivery log of the webhook to {url}'),
  deliveriesLoading: 'Loading the delivery log',
  deliveriesError: 'The delivery log could not be loaded.',
  deliveriesEmpty: 'Nothing has been sent yet. Press Test to send a ping.',
  /** `count` is how many attempts the log shows. */
  deliveriesNote: withValues<{ count: number }>('The latest {count, number} attempts, newest first.'),
  columns: {
    event: 'Event',
    attempt: 'Attempt',
    status: 'Status',
    error: 'Error',
    duration: 'Duration',
    time: 'Time',
  },
  /** In place of the receiver's HTTP status, when it did not answer. */
  noStatus: 'No answer',
  /** A delivery's duration: `ms` is in milliseconds, a whole number. */
  durationMs: withValues<{ ms: number }>('{ms} ms'),
  ping: 'Test (ping)',
})

/** "3 of 10 webhooks". */
export const webhookCount = (count: number) => WEBHOOK_TEXTS.count({ count, max: WEBHOOKS.perUserMax })

/** "An account holds at most 10 webhooks: delete one to add another." */
export const limitReached = () => WEBHOOK_TEXTS.atLimit({ max: WEBHOOKS.perUserMax })

/** "URL must be at most 500 characters." */
export const urlMaxError = () => WEBHOOK_TEXTS.urlMax({ max: WEBHOOKS.urlMax })

/** "The search text must be at most 200 characters." */
export const searchMaxError = () => WEBHOOK_TEXTS.searchMax({ max: LIMITS.searchMax })

/** "The latest 100 attempts, newest first." */
export const deliveriesNote = () => WEBHOOK_TEXTS.deliveriesNote({ count: WEBHOOKS.deliveriesShown })

/** A webhook's events in a line: "Listed, Changed, and Cancelled". */
export const eventList = (labels: string[]) => formatAll(labels)
