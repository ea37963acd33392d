import { defineTexts } from '../../../common/i18n/texts'

/** The words of the "Saved" screen. */
export const SAVED_PAGE_TEXTS = defineTexts('savedPage', {
  title: 'Saved hackathons',
  /** The name of the placeholder shown while the list loads. */
  loading: 'Loading Saved hackathons',
  loadError: 'Saved hackathons could not be loaded',
  emptyTitle: "You haven't saved any hackathons yet",
  emptyDescription: 'Press "Save" on a hackathon to keep it here.',
  visitorNote: 'Saved in this browser. Log in to keep them in your account and get them as a calendar.',
  calendarTitle: 'Your calendar',
  calendarHelp:
    'Subscribe to this private address in your calendar app to see every saved hackathon. Anyone with the address can read it.',
  calendarAddress: 'Private calendar address',
  calendarLoadError: 'The calendar address could not be loaded',
  copy: 'Copy address',
  rotate: 'New address',
  rotateTitle: 'Make a new calendar address?',
  rotateBody:
    'The current address stops working at once: calendars subscribed to it stop updating until you subscribe to the new one.',
  rotateConfirm: 'Make a new address',
  rotated: 'Your calendar has a new address.',
})
