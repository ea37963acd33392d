/** The site's frame: its skip link and the page of an address no screen answers. */
export const LAYOUT_TEXTS = {
  skipToContent: 'Skip to content',
} as const

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

/** The menu's switch that lets a visitor without settings pick the dark look. */
export const COLOR_MODE_TEXTS = {
  darkMode: 'Dark mode',
} as const

/** The menu's words beyond its entries' titles. */
export const MENU_TEXTS = {
  /** Describes the Suggestions entry while suggestions wait for review. */
  pending: (count: number) => `${count} pending`,
} as const
