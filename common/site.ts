/**
 * The site's name and description. index.html carries the same words for the first paint; the
 * SPA's titles and the heads the server writes for previews are built from these.
 */
export const SITE = {
  name: 'Hackathons',
  description: 'Upcoming and past hackathons',
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
  title: 'Open data',
  description: `Every hackathon and series listed on ${SITE.name}, free to download, reuse and show on your own site.`,
} as const
