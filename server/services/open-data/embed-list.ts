import { hackathonPlace } from '../../../common/hackathon-fields.js'
import { EMBED_WORDS, type EmbedLink, type EmbedTheme } from '../../../common/open-data.js'
import { type RegistrationStatus, registrationStatus } from '../../../common/registration.js'
import { SITE } from '../../../common/site.js'
import { formatEventDates } from '../../../common/zoned-time.js'
import type { HackathonWithSeries } from '../../db/repositories/hackathons.js'
import { escapeHtml, hackathonPageUrl } from '../page-head.js'

/** The words of the embedded list's page, as the `<hackathons-list>` element says them. */
export const EMBED_LIST_TEXTS = {
  title: 'Upcoming hackathons',
  // The shared words are texts: each is read when the page is written, not copied here at load.
  get empty() {
    return EMBED_WORDS.empty
  },
  get more() {
    return EMBED_WORDS.more
  },
  get cancelled() {
    return EMBED_WORDS.cancelled
  },
  unknownFilter: EMBED_WORDS.unknownFilter,
  invalidFilter: EMBED_WORDS.invalidFilter,
  invalidTitle: 'This list cannot be shown',
  registration: {
    opens_soon: 'Registration opens soon',
    open: 'Registration open',
    closing_soon: 'Registration closing soon',
    closed: 'Registration closed',
  } satisfies Record<RegistrationStatus, string>,
} as const

/** The language dates are written in when the reader's browser names none this runtime formats. */
const DEFAULT_LOCALE = 'en-GB'

/**
 * The reader's language for dates, from Accept-Language: the most preferred tag `Intl` can format
 * (`de-CH;q=0.9` before `fr;q=0.5`), else British English.
 */
export function readerLocale(header: string | undefined): string {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim())
      const weight = params.find((param) => param.startsWith('q='))
      return { tag, q: weight ? Number(weight.slice(2)) : 1 }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag)
      if (supported) return supported
    } catch {
      // Not a language tag at all: the next one may be.
    }
  }
  return DEFAULT_LOCALE
}

/** Colours with at least 4.5:1 contrast for every text on its background, in each scheme. */
const PALETTES = {
  light: '--bg:#fff;--fg:#1a202c;--muted:#4a5568;--link:#2b6cb0;--line:#e2e8f0;--warn-bg:#fed7d7;--warn-fg:#822727',
  dark: '--bg:#1a202c;--fg:#f7fafc;--muted:#cbd5e0;--link:#90cdf4;--line:#4a5568;--warn-bg:#63171b;--warn-fg:#fed7d7',
} as const

function styles(theme: EmbedTheme): string {
  const colours =
    theme === 'auto'
      ? `:root{color-scheme:light dark;${PALETTES.light}}@media (prefers-color-scheme:dark){:root{${PALETTES.dark}}}`
      : `:root{color-scheme:${theme};${PALETTES[theme]}}`
  return `${colours}
*{box-sizing:border-box}
body{margin:0;padding:.75rem;background:var(--bg);color:var(--fg);font:1rem/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
h1{font-size:1.125rem;margin:0 0 .5rem}
ul{list-style:none;margin:0;padding:0}
li{padding:.5rem 0;border-bottom:1px solid var(--line)}
a{color:var(--link)}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.name{font-weight:600}
.meta{display:block;color:var(--muted);font-size:.875rem}
.cancelled{display:inline-block;margin-left:.375rem;padding:0 .375rem;border-radius:.25rem;background:var(--warn-bg);color:var(--warn-fg);font-size:.75rem;font-weight:600;vertical-align:middle}
.empty,.reason{margin:.5rem 0}
.more{margin:.75rem 0 0;font-size:.875rem}`
}

function page(theme: EmbedTheme, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(SITE.name)}</title>
<base target="_blank">
<style>${styles(theme)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export interface EmbedListPage {
  /** The site's address (FRONTEND_HOST), which every link points into. */
  base: string
  hackathons: HackathonWithSeries[]
  theme: EmbedTheme
  link: EmbedLink
  /** The reader's language for dates (readerLocale). */
  locale: string
  /** The homepage's address with the same filters, for "More on …". */
  morePath: string
  now: Date
}

function item(hackathon: HackathonWithSeries, { base, link, locale, now }: EmbedListPage): string {
  const href = link === 'website' ? hackathon.url : hackathonPageUrl(base, hackathon.id)
  const place = hackathonPlace(hackathon.location, hackathon.attendanceMode)
  const registration = registrationStatus(
    { end: hackathon.endDate, opensAt: hackathon.registrationOpensAt, deadline: hackathon.registrationDeadline },
    now,
  )
  const dates = formatEventDates(hackathon.startDate, hackathon.endDate, hackathon.timezone, locale)
  const meta = [
    `<span lang="${escapeHtml(locale)}">${escapeHtml(dates)}</span>`,
    ...(place ? [escapeHtml(place)] : []),
    // A cancelled hackathon takes nobody, whatever its registration dates say.
    ...(registration && !hackathon.cancelled ? [EMBED_LIST_TEXTS.registration[registration]] : []),
  ]
  const cancelled = hackathon.cancelled ? ` <span class="cancelled">${EMBED_LIST_TEXTS.cancelled}</span>` : ''
  return `<li><a class="name" href="${escapeHtml(href)}">${escapeHtml(hackathon.name)}</a>${cancelled}<span class="meta">${meta.join(' · ')}</span></li>`
}

/**
 * The upcoming hackathons as a page of their own, for a site that can only show an `<iframe>`: a
 * list of links, no script. Every text from the data is escaped, so a name holding markup reads as
 * text; links open outside the frame.
 */
export function embedListPage(list: EmbedListPage): string {
  const items =
    list.hackathons.length > 0
      ? `<ul>\n${list.hackathons.map((hackathon) => item(hackathon, list)).join('\n')}\n</ul>`
      : `<p class="empty">${EMBED_LIST_TEXTS.empty}</p>`
  const more = `<p class="more"><a href="${escapeHtml(`${list.base}${list.morePath}`)}">${escapeHtml(EMBED_LIST_TEXTS.more)}</a></p>`
  return page(list.theme, EMBED_LIST_TEXTS.title, `<h1>${EMBED_LIST_TEXTS.title}</h1>\n${items}\n${more}`)
}

/** The page of a list whose filters cannot be read: why, in one line (answered with 422). */
export function embedListErrorPage(theme: EmbedTheme, reason: string): string {
  return page(
    theme,
    EMBED_LIST_TEXTS.invalidTitle,
    `<h1>${EMBED_LIST_TEXTS.invalidTitle}</h1>\n<p class="reason">${escapeHtml(reason)}</p>`,
  )
}
