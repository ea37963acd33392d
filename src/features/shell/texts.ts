import { OPEN_DATA_PAGE } from '../../../common/site'

/** The site's frame: its skip link. */
export const LAYOUT_TEXTS = {
  skipToContent: 'Skip to content',
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

/** The links at the foot of every page, in order. */
export const FOOTER_LINKS = [{ title: OPEN_DATA_PAGE.title, to: OPEN_DATA_PAGE.path }] as const
