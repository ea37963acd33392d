import { defineTexts, withValues } from '../../../common/i18n/texts'
import { OPEN_DATA_PAGE } from '../../../common/site'

/** The site's frame: its skip link. */
export const LAYOUT_TEXTS = defineTexts('layout', {
  skipToContent: 'Skip to content',
})

/** The menu's switch that lets a visitor without settings pick the dark look. */
export const COLOR_MODE_TEXTS = defineTexts('colorModeSwitch', {
  darkMode: 'Dark mode',
})

/** The menu: its entries, the site's name over it, who is logged in, and the drawer of small screens. */
export const MENU_TEXTS = defineTexts('menu', {
  /** The entries, one per screen, in the order the menu lists them. */
  entries: {
    home: 'Homepage',
    map: 'Map',
    saved: 'Saved',
    settings: 'Settings',
    hackathons: 'Hackathons',
    suggestions: 'Suggestions',
    series: 'Series',
    sources: 'Sources',
    users: 'Users',
  },
  logIn: 'Log In',
  logOut: 'Log Out',
  /** The accessible name of the menu's navigation landmark. */
  navigation: 'Main',
  /** Over the menu: the site's name. */
  title: 'Hackathons',
  /** The drawer's title, on small screens. */
  drawerTitle: 'Menu',
  open: 'Open menu',
  close: 'Close menu',
  /** Under the menu: `email` is the signed-in account's address. */
  loggedInAs: withValues<{ email: string }>('Logged in as: {email}'),
  /** Describes the Suggestions entry while suggestions wait for review: "3 pending". */
  pending: withValues<{ count: number }>('{count, number} pending'),
})

/** The links at the foot of every page, in order; read as the footer renders, so they speak its language. */
export const footerLinks = () => [{ title: OPEN_DATA_PAGE.title, to: OPEN_DATA_PAGE.path }] as const
