import { defineTexts, withValues } from './i18n/texts.js'
import { SITE } from './site.js'

/**
 * The open data: where the export and the embeds are served, under which licence, and what the
 * embedded list takes. The server, the `<hackathons-list>` element, the Open data page and the
 * homepage's "Embed this list" dialog all read these.
 */

/** Every hackathon and series, free to take: public domain dedication, no rights reserved. */
export const OPEN_DATA_LICENSE = {
  id: 'CC0-1.0',
  name: 'CC0 1.0 Universal',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const

/** The export's addresses, under the API's prefix. */
export const EXPORT_PATHS = {
  json: '/api/v1/hackathons/export.json',
  csv: '/api/v1/hackathons/export.csv',
} as const

/** The embeds' addresses, outside the API: the custom element's script and the page for an `<iframe>`. */
export const EMBED_PATHS = {
  script: '/embed.js',
  frame: '/embed/list',
} as const

/** The custom element's tag. */
export const EMBED_ELEMENT = 'hackathons-list'

/** How many hackathons an embedded list shows: `limit`, within these bounds, else the default. */
export const EMBED_LIMIT = { min: 1, max: 50, default: 10 } as const

/** `theme`: light, dark, or following the reader's system (`prefers-color-scheme`), the default. */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const
export type EmbedTheme = (typeof EMBED_THEMES)[number]

/** `link`: each hackathon links to its page on this site (the default) or to its own website. */
export const EMBED_LINKS = ['page', 'website'] as const
export type EmbedLink = (typeof EMBED_LINKS)[number]

/** What an embedded list is given: its attributes, or the iframe page's query parameters. */
export interface EmbedOptions {
  limit: number
  theme: EmbedTheme
  link: EmbedLink
}

/** A whole number of hackathons within the bounds, else the default (`limit="-1"`, `limit="ten"`). */
export function embedLimit(value: string | null | undefined): number {
  const limit = value != null && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN
  return limit >= EMBED_LIMIT.min && limit <= EMBED_LIMIT.max ? limit : EMBED_LIMIT.default
}

/** One of `allowed`, else the first, the default (`theme="neon"` is `auto`). */
export const embedChoice = <T extends string>(value: string | null | undefined, allowed: readonly T[]): T =>
  allowed.find((choice) => choice === value?.trim().toLowerCase()) ?? (allowed[0] as T)

/** The options an embedded list's attributes (or an iframe page's parameters) give, odd values as the defaults. */
export function embedOptions(read: (name: keyof EmbedOptions) => string | null | undefined): EmbedOptions {
  return {
    limit: embedLimit(read('limit')),
    theme: embedChoice(read('theme'), EMBED_THEMES),
    link: embedChoice(read('link'), EMBED_LINKS),
  }
}

const EMBED_WORD_TEXTS = defineTexts('embedWords', {
  empty: 'No upcoming hackathons match',
  /** The link under the list to the site itself: `site` is its name, "Hackathons". */
  more: withValues<{ site: string }>('More on {site}'),
  cancelled: 'Cancelled',
  /** Why a list cannot be shown: `key` is a parameter's name in its `filters`, which names no filter. */
  unknownFilter: withValues<{ key: string }>('unknown filter "{key}"'),
  /** Why a list cannot be shown: `value` is what its `filters` give the filter named `key`. */
  invalidFilter: withValues<{ key: string; value: string }>('"{value}" is not a valid {key}'),
})

/**
 * The words both embedded lists say alike: the element, and the server-written page for an iframe.
 * Each is read in the active language when it is used.
 */
export const EMBED_WORDS = {
  get empty() {
    return EMBED_WORD_TEXTS.empty
  },
  get more() {
    return EMBED_WORD_TEXTS.more({ site: SITE.name })
  },
  get cancelled() {
    return EMBED_WORD_TEXTS.cancelled
  },
  unknownFilter: (key: string) => EMBED_WORD_TEXTS.unknownFilter({ key }),
  invalidFilter: (key: string, value: string) => EMBED_WORD_TEXTS.invalidFilter({ key, value }),
} as const
