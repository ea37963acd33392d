import { Feed } from 'feed'
import { SITE } from '../../common/site.js'
import type { HackathonWithSeries } from '../db/repositories/hackathons.js'
import { absoluteUrl, escapeHtml, hackathonPageUrl, hackathonSummary } from './page-head.js'

export interface FeedPlace {
  /** The site's address (FRONTEND_HOST). */
  base: string
  /** The feed's title. */
  title: string
  /** The page the feed stands for (the homepage or a series page). */
  page: string
  atom: string
  json: string
}

/**
 * The feeds of newly added hackathons, newest first. An entry's id is `urn:uuid:<id>`, the same for
 * as long as the hackathon is listed; `updated` is its last change, and the feed's is the latest of
 * them, as the answer's Last-Modified says (`changed`). When nothing is listed, the feed's `updated`
 * is the epoch rather than now, so the same data always gives the same bytes (ETag).
 */
function build(
  place: FeedPlace,
  hackathons: HackathonWithSeries[],
  changed: Date | undefined,
  format: 'atom' | 'json',
): Feed {
  const feed = new Feed({
    id: place.atom,
    title: place.title,
    link: place.page,
    updated: changed ?? new Date(0),
    feedLinks: { atom: place.atom, json: place.json },
    // Atom requires an author on the feed when its entries name none; the site is the author.
    author: { name: SITE.name, link: place.base },
    generator: false,
  })
  const { base } = place
  for (const hackathon of hackathons) {
    // Atom titles and summaries are written as `type="html"`, and a JSON Feed's content is HTML too:
    // escaped, a name holding markup reads as text. A JSON Feed's title is plain text.
    const summary = escapeHtml(hackathonSummary(hackathon))
    feed.addItem({
      id: `urn:uuid:${hackathon.id}`,
      title: format === 'atom' ? escapeHtml(hackathon.name) : hackathon.name,
      link: hackathonPageUrl(base, hackathon.id),
      description: summary,
      date: hackathon.updatedAt,
      published: hackathon.createdAt,
      ...(hackathon.image && { image: absoluteUrl(base, hackathon.image) }),
    })
  }
  return feed
}

export const atomFeed = (place: FeedPlace, hackathons: HackathonWithSeries[], changed: Date | undefined) =>
  build(place, hackathons, changed, 'atom').atom1()

export const jsonFeed = (place: FeedPlace, hackathons: HackathonWithSeries[], changed: Date | undefined) =>
  build(place, hackathons, changed, 'json').json1()
