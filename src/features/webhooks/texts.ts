import { LIMITS } from '../../../common/limits'
import { WEBHOOKS } from '../../../common/webhooks'

/** Every text of Settings' Webhooks tab and its dialog, in one place (the API's own words are in common/webhooks.ts). */
export const WEBHOOK_TEXTS = {
  tab: 'Webhooks',
  intro:
    'Send hackathons that match a search to a bot, a Discord or Slack channel, or any server of yours, as soon as they are listed or change.',
  /** Under the API's "Verify your e-mail address first", while the account's address is unverified. */
  verifyFirstHelp:
    'Webhooks belong to verified accounts: open the link we mailed to your address. The banner above sends it again.',
  loading: 'Loading your webhooks',
  loadError: 'Your webhooks could not be loaded.',
  emptyTitle: 'You have no webhooks yet',
  emptyDescription:
    "Add one here, or use 'Send new hackathons of this search to a webhook' in the homepage's Subscribe menu.",
  add: 'Add webhook',
  count: (count: number) => `${count} of ${WEBHOOKS.perUserMax} webhooks`,
  atLimit: `An account holds at most ${WEBHOOKS.perUserMax} webhooks: delete one to add another.`,

  addTitle: 'Add webhook',
  editTitle: 'Edit webhook',
  url: 'URL',
  urlHelp: 'Where each event is sent by POST. For Discord or Slack, the channel’s incoming-webhook URL.',
  urlMax: `URL must be at most ${WEBHOOKS.urlMax} characters.`,
  kind: 'Kind',
  kindHelp: {
    standard: 'Signed JSON that any Standard Webhooks library verifies; its secret is shown once, after saving.',
    discord: 'Messages that Discord shows as cards in the channel; they never mention anyone.',
    slack: 'Messages that Slack shows in the channel.',
  },
  filters: 'Hackathons to send',
  filtersHelp: 'The homepage’s filters: only hackathons that match them are sent.',
  search: 'Search text',
  searchHelp: 'Words in the name, description or place, as the homepage’s search box takes them.',
  searchMax: `The search text must be at most ${LIMITS.searchMax} characters.`,
  events: 'Events',
  eventsRequired: 'Choose at least one event.',
  save: 'Save',
  /** The homepage's Subscribe menu item: it opens this tab's form with the search's filters. */
  fromSearch: 'Send new hackathons of this search to a webhook',
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
  pausedByFailures: (failures: number) =>
    `Paused after ${failures} failed deliveries in a row; fix the receiver, then resume it.`,
  pausedByOwner: 'Paused: nothing is sent until you resume it.',
  failing: (failures: number) => `${failures} failed deliveries in a row`,
  filtersLabel: 'Sends',
  eventsLabel: 'Events',
  lastDelivery: 'Last delivery',
  neverDelivered: 'Nothing sent yet',
  describing: 'Describing the filters…',

  test: 'Test',
  testing: 'Sending a test…',
  testOk: (status: number, ms: number) => `Test delivered: the receiver answered ${status} in ${ms} ms.`,
  testFailed: (reason: string) => `Test failed: ${reason}.`,
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  pausedToast: 'Webhook paused: nothing is sent until you resume it.',
  resumedToast: 'Webhook resumed.',
  delete: 'Delete',
  deleteConfirm: (url: string) => `The webhook to ${url} will be deleted, with its delivery log. Are you sure?`,

  deliveries: 'Delivery log',
  deliveriesOf: (url: string) => `Delivery log of the webhook to ${url}`,
  deliveriesLoading: 'Loading the delivery log',
  deliveriesError: 'The delivery log could not be loaded.',
  deliveriesEmpty: 'Nothing has been sent yet. Press Test to send a ping.',
  deliveriesNote: `The latest ${WEBHOOKS.deliveriesShown} attempts, newest first.`,
  columns: {
    event: 'Event',
    attempt: 'Attempt',
    status: 'Status',
    error: 'Error',
    duration: 'Duration',
    time: 'Time',
  },
  noStatus: 'No answer',
  durationMs: (ms: number) => `${ms} ms`,
  ping: 'Test (ping)',
} as const
