import type { DatePreset } from '../../../common/date-range'
import type { RegistrationFilter } from '../../../common/fact-filters'
import { ATTENDANCE_LABELS } from '../../../common/hackathon-fields'
import { once } from '../../../common/once'
import type { RelativeHint } from '../../lib/dates'
import type { StatusFilter } from './filterValues'

/** The public list of hackathons: the homepage and a series page. */
export const FEED_TEXTS = {
  heading: 'Hackathons',
  pastHeading: 'Past Hackathons',
  empty: 'No hackathons found',
  emptyHint: 'Add a hackathon',
  emptySeriesHint: 'No hackathons in this series yet',
  loadMore: 'Show more hackathons',
  loading: 'Loading hackathons',
  loadError: 'The hackathons could not be loaded.',
  upcoming: 'Upcoming hackathons',
  past: 'Past hackathons',
  inSeries: 'Hackathons of this series',
  /** The homepage's second skip link, the first control of its content. */
  skipToList: 'Skip to the hackathons',
} as const

const pluralOfHackathons = once(() => new Intl.PluralRules('en-US'))

/** "1 hackathon", "12 past hackathons". */
const hackathonCount = (count: number, kind?: string) =>
  `${count.toLocaleString('en-US')} ${kind ? `${kind} ` : ''}${pluralOfHackathons().select(count) === 'one' ? 'hackathon' : 'hackathons'}`

/** How many hackathons each part of a list holds; a part the view does not show is absent. */
export type FeedCounts = Partial<Record<StatusFilter, number>>

/** Finding a hackathon: the homepage's search and filters, and the search box of the /hackathons table. */
/** The homepage's filter group, and the button that unfolds it on a phone. */
const FILTERS = 'Filters'

export const SEARCH_TEXTS = {
  searchLabel: 'Search hackathons',
  searchPlaceholder: 'Name, description or location',
  /** Shown in the search box: the `/` key focuses it from anywhere on the page. */
  shortcutHint: 'Press / to search',
  clearSearch: 'Clear search',
  filters: FILTERS,
  /** The button that unfolds the filters on a phone: "Filters (2)" when two are set. */
  filtersCount: (count: number) => (count > 0 ? `${FILTERS} (${count})` : FILTERS),
  mode: 'Attendance',
  anyMode: 'Any attendance',
  dates: 'Dates',
  anyDate: 'Any time',
  customDates: 'Custom dates',
  from: 'From',
  to: 'To',
  series: 'Series',
  anySeries: 'All series',
  status: 'Status',
  anyStatus: 'Upcoming and past',
  clearFilters: 'Clear filters',
  themes: 'Themes',
  anyTheme: 'Any theme',
  /** The themes select when the address names several themes, which only the sheet picks. */
  severalThemes: (count: number) => `${count} themes`,
  registration: 'Registration',
  anyRegistration: 'Any registration',
  registrationChoices: {
    open: 'Registration open',
    closing_soon: 'Closing soon',
    opens_soon: 'Opening soon',
  } satisfies Record<RegistrationFilter, string>,
  /** The button that opens the sheet of the other facts: "More filters (2)" when two are set. */
  moreFilters: (count: number) => (count > 0 ? `More filters (${count})` : 'More filters'),
  /**
   * The list's count, saying how many are upcoming: "15 hackathons · 3 upcoming"; a list of one part
   * says which: "3 upcoming hackathons", "12 past hackathons".
   */
  count: ({ upcoming, past }: FeedCounts): string => {
    if (upcoming !== undefined && past !== undefined) {
      const total = hackathonCount(upcoming + past)
      return upcoming + past === 0 ? total : `${total} · ${upcoming.toLocaleString('en-US')} upcoming`
    }
    if (upcoming !== undefined) return hackathonCount(upcoming, 'upcoming')
    return hackathonCount(past ?? 0, 'past')
  },
  /** `No hackathons match "berlin" — Online, this month.` */
  noMatch: (q: string | undefined, filters: string[]) =>
    `${q ? `No hackathons match "${q}"` : 'No hackathons match these filters'}${filters.length > 0 ? ` — ${filters.join(', ')}` : ''}.`,
  /** The empty result names a series the series list does not hold (past its first 100) this way. */
  chosenSeries: 'the chosen series',
  fromDay: (day: string) => `from ${day}`,
  untilDay: (day: string) => `until ${day}`,
  betweenDays: (from: string, to: string) => `from ${from} to ${to}`,
  tableNoMatchHint: 'Try other words, or clear the search to see every hackathon.',
} as const

/** The date range select's choices, and how the empty result names them. */
const kilometres = once(
  () => new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
)

/** The homepage's "Near me" control and the distance on each card. */
export const NEAR_TEXTS = {
  nearMe: 'Near me',
  locating: 'Finding your position…',
  radius: 'Distance',
  /** The radius select's choices and the empty result's phrase: "within 100 km". */
  within: (km: number) => `within ${kilometres().format(km)}`,
  stop: 'Stop sorting by distance',
  /** On a card: "12 km away"; a hackathon in the same square kilometre is "under 1 km away". */
  away: (km: number) => (km < 1 ? 'under 1 km away' : `${kilometres().format(km)} away`),
  refused: 'Your browser did not share your position. Pick a city instead:',
  unavailable: 'Your browser cannot tell your position. Pick a city instead:',
  city: 'City',
  cityPlaceholder: 'Start typing a city',
  pickCity: (place: string) => `Near ${place}`,
  pickCityTitle: 'Pick a city',
  closePicker: 'Close the city picker',
  noCity: 'No city of that name is known.',
  citiesError: 'The cities could not be loaded.',
} as const

export const DATE_PRESET_TEXTS: Record<DatePreset, { label: string; phrase: string }> = {
  live: { label: 'Live now', phrase: 'live now' },
  weekend: { label: 'This weekend', phrase: 'this weekend' },
  week: { label: 'This week', phrase: 'this week' },
  '30days': { label: 'Next 30 days', phrase: 'in the next 30 days' },
  month: { label: 'This month', phrase: 'this month' },
  nextmonth: { label: 'Next month', phrase: 'next month' },
  '3months': { label: 'Next three months', phrase: 'in the next three months' },
}

export const STATUS_FILTER_TEXTS: Record<StatusFilter, { label: string; phrase: string }> = {
  upcoming: { label: 'Upcoming', phrase: 'upcoming' },
  past: { label: 'Past', phrase: 'past' },
}

/** How people attend a hackathon, as its badge and the form's select name it. */
export { ATTENDANCE_LABELS }

/** A card's dates: the hint says where the hackathon stands ("starts in 3 days"). */
export const SCHEDULE_TEXTS = {
  hint: (hint: RelativeHint): string => {
    switch (hint.kind) {
      case 'starts':
        return `starts ${hint.when}`
      case 'live':
        return 'live now'
      case 'ends':
        return `ends ${hint.when}`
      case 'ended':
        return `ended ${hint.when}`
    }
  },
  startsAt: (time: string) => `Starts ${time}`,
  atVenue: (time: string) => `${time} at the venue`,
  opensInNewTab: 'opens in a new tab',
} as const

/** A card's links: its name opens the hackathon's website, "Details" its page here. */
export const CARD_TEXTS = {
  opensWebsite: 'opens its website in a new tab',
  details: 'Details',
  /** The details link's accessible name: each card's differs, and none repeats its name link's. */
  detailsAbout: (name: string) => `Details about ${name}`,
} as const

/** A card's badges beyond its status and attendance: short, as a card has room for a few on a line. */
export const CARD_BADGE_TEXTS = {
  free: 'Free',
  travel: { partial: 'Travel partly covered', full: 'Travel covered' },
  prizes: (amount: string) => `${amount} in prizes`,
  /** "+3", and what a screen reader hears for it: "3 more: AI, Data, Beginner-friendly". */
  more: (count: number) => `+${count}`,
  moreLabel: (texts: string[]) => `${texts.length} more: ${texts.join(', ')}`,
} as const

/** Adding a hackathon to a calendar, and subscribing to the upcoming ones. */
export const CALENDAR_TEXTS = {
  add: 'Add to calendar',
  download: 'Download .ics file',
  google: 'Google Calendar',
  outlook: 'Outlook',
  subscribe: 'Subscribe',
  subscribeApp: 'Subscribe in calendar app',
  copyLink: 'Copy calendar link',
} as const

/** Sharing a page: the system share sheet where there is one, else the link copied. */
export const SHARE_TEXTS = {
  share: 'Share',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied.',
} as const

const daysAway = once(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }))

/** How far ahead an instant is, in whole hours under a day, else in days: "in 2 days", "in 5 hours". */
function away(instant: string, now: Date): string {
  const hours = Math.max(0, Math.round((new Date(instant).getTime() - now.getTime()) / 3_600_000))
  return hours < 24 ? daysAway().format(hours, 'hour') : daysAway().format(Math.round(hours / 24), 'day')
}

/** Where registration stands, as one line of a card: "Apply by Dec 3 · closes in 2 days". */
export const REGISTRATION_TEXTS = {
  opensOn: (date: string) => `Registration opens ${date}`,
  applyBy: (date: string) => `Apply by ${date}`,
  closesIn: (date: string, deadline: string, now: Date) => `Apply by ${date} · closes ${away(deadline, now)}`,
  open: 'Registration open',
  closed: 'Registration closed',
  /** A card's badge while it closes soon: "Registration closes in 2 days". */
  closesSoon: (deadline: string, now: Date) => `Registration closes ${away(deadline, now)}`,
} as const

/** The accessible name of an embedded list, the web component's and the iframe's. */
export const EMBED_LIST_NAME = 'Upcoming hackathons'

/** "Embed this list" in the homepage's Subscribe menu, and its dialog. */
export const EMBED_DIALOG_TEXTS = {
  menuItem: 'Embed this list',
  title: 'Embed this list',
  description:
    'The upcoming hackathons under the current filters, always current, on your own site: paste one of these snippets into your page.',
  script: 'Web component',
  scriptHint:
    'Restyle it with --hackathons-accent, --hackathons-font and ::part(); set limit, theme and link as you like.',
  iframe: 'Iframe',
  iframeHint: 'For sites that allow only an iframe: the same list, no script needed.',
  copy: (form: string) => `Copy the ${form.toLowerCase()} snippet`,
  copyLabel: 'Copy',
  copied: 'Snippet copied',
  copyFailed: 'The snippet could not be copied: select it and copy it yourself',
  preview: 'Preview',
} as const
