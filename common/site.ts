import { defineTexts, withValues } from './i18n/texts.js'

/** The site's description, and the Open data page's title and description. */
const SITE_TEXTS = defineTexts('site', {
  /** Under the site's name in link previews and search results, and its pages' description by default. */
  description: 'Upcoming and past hackathons',
  openDataTitle: 'Open data',
  /** `site` is the site's name: "Hackathons". */
  openDataDescription: withValues<{ site: string }>(
    'Every hackathon and series listed on {site}, free to download, reuse and show on your own site.',
  ),
})

/**
 * The site's name and description. index.html carries the same words for the first paint; the
 * SPA's titles and the heads the server writes for previews are built from these. The name is a
 * name, the same in every language; the description is read in the active language.
 */
export const SITE = {
  name: 'Hackathons',
  get description() {
    return SITE_TEXTS.description
  },
} as const

/** A screen's title as the browser tab and link previews show it: "Settings · Hackathons". */
export const pageTitle = (title?: string) => (title ? `${title} · ${SITE.name}` : SITE.name)

/**
 * The Open data page: its address (the footer links to it, the sitemap lists it) and the title and
 * description the page shows and the server writes into its head. Here, beside the site's name, since
 * the footer of every screen reads it.
 */
export const OPEN_DATA_PAGE = {
  path: '/open-data',
  get title() {
    return SITE_TEXTS.openDataTitle
  },
  get description() {
    return SITE_TEXTS.openDataDescription({ site: SITE.name })
  },
} as const
