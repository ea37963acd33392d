import { defineTexts, withValues } from '../../common/i18n/texts'

/** The page of an address no screen answers. */
export const NOT_FOUND_TEXTS = defineTexts('notFoundPage', {
  title: 'Not Found',
  heading: 'Oops!',
  text: 'The page you are looking for was not found.',
  goBack: 'Go Back',
})

/** Shown instead of a page the signed-in role may not see. */
export const NOT_ALLOWED_TEXTS = defineTexts('notAllowedPage', {
  title: 'Not allowed',
  text: 'Your role does not give access to this page.',
  home: 'Go to the homepage',
})

/** The root error boundary: what a crash shows, with the error's own words behind a toggle. */
export const ERROR_FALLBACK_TEXTS = defineTexts('errorFallback', {
  heading: 'Something went wrong!',
  showError: 'Show Error',
  hideError: 'Hide Error',
  tryAgain: 'Try again',
})

/** The show/hide toggle of a password input: its name says what pressing it does. */
export const PASSWORD_INPUT_TEXTS = defineTexts('passwordInput', {
  show: 'Show password',
  hide: 'Hide password',
  /** The label of the field that repeats a new password. */
  confirm: 'Confirm Password',
})

/** A list's or a page's failed load: the button that asks again, and what a table says of its load. */
export const LOAD_ERROR_TEXTS = defineTexts('loadErrorAlert', {
  retry: 'Retry',
  /** A management table whose page could not be loaded. */
  list: 'This list could not be loaded. Please try again later.',
  /** What a management screen's placeholders are announced as: `title` is the screen's heading, "Series Management". */
  loadingScreen: withValues<{ title: string }>('Loading {title}'),
})

/** The frame of every dialog, and the buttons of a confirmation and of a form. */
export const DIALOG_TEXTS = defineTexts('dialogFrame', {
  close: 'Close',
  cancel: 'Cancel',
  /** A confirmation's title when the action names none of its own. */
  confirmTitle: 'Confirmation Required',
  /** A confirmation's button when the action names none of its own. */
  delete: 'Delete',
  /** A form dialog's submit button when the form names none of its own. */
  save: 'Save',
})

/** The page links under a table. */
export const PAGINATION_TEXTS = defineTexts('pagination', {
  /** The accessible name of the row of page links. */
  nav: 'pagination',
  previous: 'Previous page',
  next: 'Next page',
  /** A page link's accessible name: "Page 3". */
  page: withValues<{ page: number }>('Page {page}'),
})

/** The zone picker of every form that asks for a time zone. */
export const TIME_ZONE_PICKER_TEXTS = defineTexts('timeZonePicker', {
  placeholder: 'Search by city: Berlin, Kolkata…',
  clear: 'Clear the time zone',
  show: 'Show the time zones',
  /** Under the list, when more zones match than it shows: `count` is how many it leaves out. */
  more: withValues<{ count: number }>('{count, plural, other {{count} more: type more of the name to find them.}}'),
  noMatch: 'No time zone matches. Try the city the zone is named after, such as Berlin.',
})

/** The spam guard's check on the public forms, as screen readers hear it change. */
export const SPAM_GUARD_TEXTS = defineTexts('spamGuard', {
  working: 'Checking that you are a person…',
  done: 'Check done',
  failed: 'The check failed: use the check box to try again',
  /** The honeypot's label, for the scripts that read labels; people never meet it. */
  honeypot: 'Leave this field empty',
})
