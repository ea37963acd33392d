import { type AttendanceMode, type Eligibility, HACKATHON_FIELDS } from '../../common/hackathon-fields.js'
import { LANGUAGE_PARAM, LOCALE_DIRECTIONS, LOCALES, type Locale } from '../../common/i18n/locales.js'
import { defineTexts, withValues } from '../../common/i18n/texts.js'
import { toSingleLine } from '../../common/limits.js'
import { type DescribedHackathon, datesAndPlace, pageDescription, truncate } from '../../common/page-description.js'
import type { ThemeSlug } from '../../common/themes.js'
import { isoInZone } from '../../common/zoned-time.js'

/**
 * What the server writes into the `<head>` of the SPA's index.html for the pages that previews and
 * search engines read without running JavaScript: `/`, `/hackathons/{id}` and `/series/{id}`. Every
 * value that comes from the data passes one of two escapes: `escapeHtml` for text and attribute values,
 * `jsonForScript` for the JSON-LD block.
 */

/** A hackathon as the head needs it (a repository row fits). */
export interface HeadHackathon {
  id: string
  name: string
  description: string | null
  url: string
  image: string | null
  startDate: Date
  endDate: Date
  location: string | null
  attendanceMode: AttendanceMode | null
  timezone: string | null
  latitude: number | null
  longitude: number | null
  /** Called off: its JSON-LD says EventCancelled. */
  cancelled: boolean
  themes: string[] | null
  free: boolean | null
  eligibility: string[] | null
  minAge: number | null
  languages: string[] | null
  /** Whether organisers who proved control of its site keep the listing. */
  verifiedOrganizer: boolean
}

export interface HeadSeries {
  id: string
  name: string
  description: string | null
}

export interface FeedLink {
  type: 'application/atom+xml' | 'application/feed+json'
  title: string
  href: string
}

export interface PageHead {
  /** The whole document title; undefined keeps index.html's. */
  title?: string
  /** Undefined keeps index.html's. */
  description?: string
  canonical?: string
  /** Open Graph and Twitter card values; the title and description above are reused. */
  card?: { title: string; description: string; url: string; image?: string }
  jsonLd?: object
  feeds?: FeedLink[]
  /** A page that must not be indexed (an unknown id). */
  noindex?: boolean
  /** The language the page is written in, for `<html lang>`; undefined keeps index.html's. */
  locale?: Locale
  /** The same page in each language, for `<link rel="alternate" hreflang>`. */
  alternates?: LanguageAlternate[]
}

export interface LanguageAlternate {
  /** A language tag, or `x-default` for the address that picks one from the browser. */
  hreflang: string
  href: string
}

/** A page's address in one language: `?lang=de` picks it, whatever the browser asks for. */
export const addressIn = (url: string, locale: Locale) => `${url}?${LANGUAGE_PARAM}=${encodeURIComponent(locale)}`

/**
 * The page's address in every language the site speaks, and the plain one as `x-default`: it
 * answers in the language the browser asks for, English when it asks for none the site speaks.
 */
export const languageAlternates = (url: string): LanguageAlternate[] => [
  ...LOCALES.map((locale) => ({ hreflang: locale, href: addressIn(url, locale) })),
  { hreflang: 'x-default', href: url },
]

/**
 * A listed page's head in the language it is served in. Its own address is the canonical one: the
 * plain address, or the one with `?lang=` when that is how it was asked for, so each language's
 * page is indexed under its own address and names the others.
 */
export function inLocale(head: PageHead, locale: Locale, named: Locale | undefined): PageHead {
  const { canonical, card } = head
  if (canonical === undefined) return { ...head, locale }
  const own = named ? addressIn(canonical, named) : canonical
  return {
    ...head,
    locale,
    canonical: own,
    alternates: languageAlternates(canonical),
    ...(card && { card: { ...card, url: own } }),
  }
}

/** Texts the server writes into pages, feeds and calendars, in the language of the request. */
export const SHARING_TEXTS = defineTexts('sharing', {
  upcomingCalendar: 'Upcoming hackathons',
  savedCalendar: 'Saved hackathons',
  newFeed: 'Newly added hackathons',
  atomFeed: 'Newly added hackathons (Atom)',
  jsonFeed: 'Newly added hackathons (JSON Feed)',
  /** A series' page description when the series has none of its own. */
  seriesOf: withValues<{ name: string }>('Hackathons of the series {name}'),
})

/** A preview's summary (dates, place, description) is cut to this many characters. */
const SUMMARY_MAX = 300

/** Text or a double-quoted attribute value: nothing in it can end the element or start another. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so neither
 * `</script>` nor `<!--` can appear in the block, and U+2028/U+2029 as escapes too (older parsers read
 * them as line ends). JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** An address the page shows (an upload is `/api/v1/uploads/...`) as an absolute URL. */
export const absoluteUrl = (base: string, address: string) => (address.startsWith('/') ? `${base}${address}` : address)

/** A row's fields as the descriptions shared with the SPA read them. */
export const described = (
  hackathon: Pick<HeadHackathon, 'startDate' | 'endDate' | 'timezone' | 'location' | 'attendanceMode'> &
    Partial<Pick<HeadHackathon, 'description'>>,
): DescribedHackathon => ({
  description: hackathon.description,
  start: hackathon.startDate,
  end: hackathon.endDate,
  timeZone: hackathon.timezone,
  location: hackathon.location,
  attendanceMode: hackathon.attendanceMode,
})

/** The page's description meta: the very text the SPA sets once it runs (`pageDescription`). */
export const hackathonPageDescription = (hackathon: HeadHackathon) => pageDescription(described(hackathon))

/** The dates, the place and the start of the description: what a preview shows under the name. */
export function hackathonSummary(hackathon: HeadHackathon): string {
  const head = datesAndPlace(described(hackathon))
  const description = hackathon.description && toSingleLine(hackathon.description)
  return truncate(description ? `${head}. ${description}` : head, SUMMARY_MAX)
}

const ATTENDANCE_MODE_URLS: Record<AttendanceMode, string> = {
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
}

export const hackathonPageUrl = (base: string, id: string) => `${base}/hackathons/${id}`
export const seriesPageUrl = (base: string, id: string) => `${base}/series/${id}`

/** A schema.org Event of the hackathon, as Google's event results read it. */
export function eventJsonLd(base: string, hackathon: HeadHackathon): Record<string, unknown> {
  const location = hackathon.location?.trim()
  const { latitude, longitude } = hackathon
  const geo = latitude !== null && longitude !== null ? { '@type': 'GeoCoordinates', latitude, longitude } : undefined
  const place = location ? { '@type': 'Place', name: location, address: location, ...(geo && { geo }) } : undefined
  const virtual = { '@type': 'VirtualLocation', url: hackathon.url }
  const mode = hackathon.attendanceMode
  const where =
    mode === 'online' ? virtual : mode === 'hybrid' ? (place ? [place, virtual] : virtual) : (place ?? undefined)
  return {
    '@type': 'Event',
    name: hackathon.name,
    ...(hackathon.description && { description: hackathon.description }),
    startDate: isoInZone(hackathon.startDate, hackathon.timezone),
    endDate: isoInZone(hackathon.endDate, hackathon.timezone),
    eventStatus: hackathon.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    ...(mode && { eventAttendanceMode: ATTENDANCE_MODE_URLS[mode] }),
    ...(where && { location: where }),
    ...(hackathon.image && { image: [absoluteUrl(base, hackathon.image)] }),
    url: hackathonPageUrl(base, hackathon.id),
    sameAs: hackathon.url,
    ...(hackathon.verifiedOrganizer && { organizer: organizerJsonLd(hackathon.url) }),
    ...factsJsonLd(hackathon),
  }
}

/**
 * The organiser of a listing its organisers keep: whoever runs the event's own site, which is what
 * they proved, named by its host (the organisation's own name is not known here).
 */
function organizerJsonLd(siteUrl: string): Record<string, unknown> {
  const { origin, hostname } = new URL(siteUrl)
  return { '@type': 'Organization', name: hostname, url: origin }
}

/** The facts a hacker decides by, in schema.org's words: themes as keywords, cost, audience, languages. */
function factsJsonLd(hackathon: HeadHackathon): Record<string, unknown> {
  const { themes, free, eligibility, minAge, languages } = hackathon
  const { labels: themeLabels } = HACKATHON_FIELDS.themes.type
  const { labels: audienceLabels } = HACKATHON_FIELDS.eligibility.type
  const audiences = (eligibility ?? []).map((audience) => audienceLabels[audience as Eligibility] ?? audience)
  const audience =
    audiences.length > 0 || minAge !== null
      ? {
          '@type': 'PeopleAudience',
          ...(audiences.length > 0 && { audienceType: audiences.join(', ') }),
          ...(minAge !== null && { suggestedMinAge: minAge }),
        }
      : undefined
  return {
    ...(themes?.length && { keywords: themes.map((theme) => themeLabels[theme as ThemeSlug] ?? theme).join(', ') }),
    ...(free !== null && { isAccessibleForFree: free }),
    ...(free === true && { offers: { '@type': 'Offer', price: 0, url: hackathon.url } }),
    ...(audience && { audience }),
    ...(languages?.length && { inLanguage: languages.length === 1 ? languages[0] : languages }),
  }
}

/** A list page's JSON-LD: its events in order, each in full. */
export function itemListJsonLd(base: string, name: string, url: string, hackathons: HeadHackathon[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    itemListElement: hackathons.map((hackathon, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: eventJsonLd(base, hackathon),
    })),
  }
}

/** The feeds of newly added hackathons, overall or of one series, for `<link rel="alternate">`. */
export function feedLinks(base: string, apiPrefix: string, seriesId?: string): FeedLink[] {
  const query = seriesId ? `?series=${seriesId}` : ''
  return [
    {
      type: 'application/atom+xml',
      title: SHARING_TEXTS.atomFeed,
      href: `${base}${apiPrefix}/hackathons/feed.xml${query}`,
    },
    {
      type: 'application/feed+json',
      title: SHARING_TEXTS.jsonFeed,
      href: `${base}${apiPrefix}/hackathons/feed.json${query}`,
    },
  ]
}

/** The SPA shell's own title and description, which the homepage keeps and other pages end with. */
const TITLE = /<title>[\s\S]*?<\/title>/
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/
const HTML_ELEMENT = /<html\b[^>]*>/

function headTags(head: PageHead): string[] {
  const attr = escapeHtml
  const tags: string[] = []
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (head.canonical) tags.push(`<link rel="canonical" href="${attr(head.canonical)}" />`)
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${attr(hreflang)}" href="${attr(href)}" />`)
  }
  const { card } = head
  if (card) {
    tags.push(
      '<meta property="og:type" content="website" />',
      `<meta property="og:title" content="${attr(card.title)}" />`,
      `<meta property="og:description" content="${attr(card.description)}" />`,
      `<meta property="og:url" content="${attr(card.url)}" />`,
      `<meta name="twitter:card" content="${card.image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${attr(card.title)}" />`,
      `<meta name="twitter:description" content="${attr(card.description)}" />`,
    )
    if (card.image) {
      tags.push(
        `<meta property="og:image" content="${attr(card.image)}" />`,
        `<meta name="twitter:image" content="${attr(card.image)}" />`,
      )
    }
  }
  for (const feed of head.feeds ?? []) {
    tags.push(`<link rel="alternate" type="${feed.type}" title="${attr(feed.title)}" href="${attr(feed.href)}" />`)
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`)
  return tags
}

/**
 * index.html with the page's head: its `<html lang>`, `<title>` and description meta replaced in
 * place (never repeated), the other tags added at the end of the head. Replacements go through functions, so a
 * `$&` in a name is written as it is.
 */
export function writeHead(html: string, head: PageHead): string {
  let page = html
  const { locale } = head
  // Left to right is every document's default: only a right-to-left language needs to say its direction.
  const direction = locale && LOCALE_DIRECTIONS[locale] === 'rtl' ? ' dir="rtl"' : ''
  if (locale) page = page.replace(HTML_ELEMENT, () => `<html lang="${locale}"${direction}>`)
  if (head.title !== undefined) page = page.replace(TITLE, () => `<title>${escapeHtml(head.title ?? '')}</title>`)
  if (head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`
    page = DESCRIPTION.test(page)
      ? page.replace(DESCRIPTION, (found) => `${found.slice(0, found.indexOf('<'))}${meta}`)
      : page.replace('</head>', () => `  ${meta}\n  </head>`)
  }
  const tags = headTags(head)
  if (tags.length === 0) return page
  return page.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
}
