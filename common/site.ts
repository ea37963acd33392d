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
