/** The page of an address no screen answers. */
export const NOT_FOUND_TEXTS = {
  title: 'Not Found',
  code: '404',
  heading: 'Oops!',
  text: 'The page you are looking for was not found.',
  goBack: 'Go Back',
} as const

/** The show/hide toggle of a password input: its name says what pressing it does. */
export const PASSWORD_INPUT_TEXTS = {
  show: 'Show password',
  hide: 'Hide password',
} as const

/** A list's or a page's failed load: the button that asks again. */
export const LOAD_ERROR_TEXTS = {
  retry: 'Retry',
} as const

/** The zone picker of every form that asks for a time zone. */
export const TIME_ZONE_PICKER_TEXTS = {
  placeholder: 'Search by city: Berlin, Kolkata…',
  clear: 'Clear the time zone',
  show: 'Show the time zones',
  more: (count: number) => `${count} more: type more of the name to find them.`,
  noMatch: 'No time zone matches. Try the city the zone is named after, such as Berlin.',
} as const

/** The spam guard's check on the public forms, as screen readers hear it change. */
export const SPAM_GUARD_TEXTS = {
  working: 'Checking that you are a person…',
  done: 'Check done',
  failed: 'The check failed: use the check box to try again',
  /** The honeypot's label, for the scripts that read labels; people never meet it. */
  honeypot: 'Leave this field empty',
} as const
