import type { DatePreset } from '../../../common/date-range'
import type { RegistrationFilter } from '../../../common/fact-filters'
import { ATTENDANCE_LABELS } from '../../../common/hackathon-fields'
import { perLocale } from '../../../common/i18n/active'
import { formatItems, formatKilometres } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import type { RelativeHint } from '../../lib/dates'
import type { StatusFilter } from './filterValues'
import type { HackathonStatus } from './status'

/** The public list of hackathons: the homepage and a series page. */
export const FEED_TEXTS = defineTexts('feed', {
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
})

/** How many hackathons each part of a list holds; a part the view does not show is absent. */
export type FeedCounts = Partial<Record<StatusFilter, number>>

/** Finding a hackathon: the homepage's search and filters, and the search box of the /hackathons table. */
export const SEARCH_TEXTS = defineTexts('search', {
  searchLabel: 'Search hackathons',
  searchPlaceholder: 'Name, description or location',
  /** Shown in the search box: the `/` key focuses it from anywhere on the page. */
  shortcutHint: 'Press / to search',
  clearSearch: 'Clear search',
  /** The homepage's filter group, and the button that unfolds it on a phone. */
  filters: 'Filters',
  /** The button that unfolds the filters on a phone: "Filters (2)" when two are set. */
  filtersCount: withValues<{ count: number }>('{count, plural, =0 {Filters} other {Filters (#)}}'),
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
  severalThemes: withValues<{ count: number }>('{count, plural, one {# theme} other {# themes}}'),
  registration: 'Registration',
  anyRegistration: 'Any registration',
  registrationChoices: {
    open: 'Registration open',
    closing_soon: 'Closing soon',
    opens_soon: 'Opening soon',
  } satisfies Record<RegistrationFilter, string>,
  /** The button that opens the sheet of the other facts: "More filters (2)" when two are set. */
  moreFilters: withValues<{ count: number }>('{count, plural, =0 {More filters} other {More filters (#)}}'),
  /** The count of a list of both parts: "15 hackathons · 3 upcoming". */
  countWithUpcoming: withValues<{ total: number; upcoming: number }>(
    '{total, plural, one {# hackathon} other {# hackathons}} · {upcoming, number} upcoming',
  ),
  countAll: withValues<{ count: number }>('{count, plural, one {# hackathon} other {# hackathons}}'),
  countUpcoming: withValues<{ count: number }>(
    '{count, plural, one {# upcoming hackathon} other {# upcoming hackathons}}',
  ),
  countPast: withValues<{ count: number }>('{count, plural, one {# past hackathon} other {# past hackathons}}'),
  /** The empty result: `No hackathons match "berlin"`, followed by the filters it has. */
  noMatchQuery: withValues<{ query: string }>('No hackathons match "{query}"'),
  noMatchFilters: 'No hackathons match these filters',
  /** The empty result's sentence and the filters that narrowed it: "… — Online, this month." */
  noMatchWithFilters: withValues<{ sentence: string; filters: string }>('{sentence} — {filters}.'),
  noMatchAlone: withValues<{ sentence: string }>('{sentence}.'),
  /** The empty result names a series the series list does not hold (past its first 100) this way. */
  chosenSeries: 'the chosen series',
  fromDay: withValues<{ day: string }>('from {day}'),
  untilDay: withValues<{ day: string }>('until {day}'),
  betweenDays: withValues<{ from: string; to: string }>('from {from} to {to}'),
  tableNoMatchHint: 'Try other words, or clear the search to see every hackathon.',
})

/**
 * The list's count, saying how many are upcoming: "15 hackathons · 3 upcoming"; a list of one part
 * says which: "3 upcoming hackathons", "12 past hackathons".
 */
export function feedCount({ upcoming, past }: FeedCounts): string {
  if (upcoming !== undefined && past !== undefined) {
    const total = upcoming + past
    return total === 0 ? SEARCH_TEXTS.countAll({ count: 0 }) : SEARCH_TEXTS.countWithUpcoming({ total, upcoming })
  }
  if (upcoming !== undefined) return SEARCH_TEXTS.countUpcoming({ count: upcoming })
  return SEARCH_TEXTS.countPast({ count: past ?? 0 })
}

/** `No hackathons match "berlin" — Online, this month.` */
export function noMatchSentence(query: string | undefined, filters: string[]): string {
  const sentence = query ? SEARCH_TEXTS.noMatchQuery({ query }) : SEARCH_TEXTS.noMatchFilters
  return filters.length > 0
    ? SEARCH_TEXTS.noMatchWithFilters({ sentence, filters: formatItems(filters) })
    : SEARCH_TEXTS.noMatchAlone({ sentence })
}

/** The homepage's "Near me" control and the distance on each card. */
export const NEAR_TEXTS = defineTexts('near', {
  nearMe: 'Near me',
  locating: 'Finding your position…',
  radius: 'Distance',
  /** The radius select's choices and the empty result's phrase: "within 100 km". */
  within: withValues<{ distance: string }>('within {distance}'),
  stop: 'Stop sorting by distance',
  /** On a card: "12 km away". */
  away: withValues<{ distance: string }>('{distance} away'),
  /** On a card, for a hackathon in the same square kilometre. */
  underOneKmAway: 'under 1 km away',
  refused: 'Your browser did not share your position. Pick a city instead:',
  unavailable: 'Your browser cannot tell your position. Pick a city instead:',
  city: 'City',
  cityPlaceholder: 'Start typing a city',
  pickCity: withValues<{ place: string }>('Near {place}'),
  pickCityTitle: 'Pick a city',
  closePicker: 'Close the city picker',
  noCity: 'No city of that name is known.',
  citiesError: 'The cities could not be loaded.',
})

/** The radius select's choices and the empty result's phrase: "within 100 km". */
export const withinKm = (km: number) => NEAR_TEXTS.within({ distance: formatKilometres(km) })

/** A distance on a card: "12 km away", "under 1 km away". */
export const distanceAway = (km: number) =>
  km < 1 ? NEAR_TEXTS.underOneKmAway : NEAR_TEXTS.away({ distance: formatKilometres(km) })

/** The date range select's choices, and how the empty result names them. */
export const DATE_PRESET_TEXTS = defineTexts('datePresets', {
  live: { label: 'Live now', phrase: 'live now' },
  weekend: { label: 'This weekend', phrase: 'this weekend' },
  week: { label: 'This week', phrase: 'this week' },
  '30days': { label: 'Next 30 days', phrase: 'in the next 30 days' },
  month: { label: 'This month', phrase: 'this month' },
  nextmonth: { label: 'Next month', phrase: 'next month' },
  '3months': { label: 'Next three months', phrase: 'in the next three months' },
} satisfies Record<DatePreset, { label: string; phrase: string }>)

/** Where a hackathon stands by its dates, as the management table and the map's popups name it. */
export const HACKATHON_STATUS_TEXTS = defineTexts('hackathonStatus', {
  Upcoming: 'Upcoming',
  Live: 'Live',
  Ended: 'Ended',
} satisfies Record<HackathonStatus, string>)

export const STATUS_FILTER_TEXTS = defineTexts('statusFilters', {
  upcoming: { label: 'Upcoming', phrase: 'upcoming' },
  past: { label: 'Past', phrase: 'past' },
} satisfies Record<StatusFilter, { label: string; phrase: string }>)

/** How people attend a hackathon, as its badge and the form's select name it. */
export { ATTENDANCE_LABELS }

/** A card's dates: the hint says where the hackathon stands ("starts in 3 days"). */
export const SCHEDULE_TEXTS = defineTexts('schedule', {
  /** "starts in 3 days", "starts tomorrow": `when` is a relative time in the same language. */
  starts: withValues<{ when: string }>('starts {when}'),
  live: 'live now',
  ends: withValues<{ when: string }>('ends {when}'),
  ended: withValues<{ when: string }>('ended {when}'),
  startsAt: withValues<{ time: string }>('Starts {time}'),
  atVenue: withValues<{ time: string }>('{time} at the venue'),
  opensInNewTab: 'opens in a new tab',
})

/** Where a hackathon stands, as a card's dates end: "starts in 3 days", "live now". */
export function scheduleHint(hint: RelativeHint): string {
  switch (hint.kind) {
    case 'starts':
      return SCHEDULE_TEXTS.starts({ when: hint.when })
    case 'live':
      return SCHEDULE_TEXTS.live
    case 'ends':
      return SCHEDULE_TEXTS.ends({ when: hint.when })
    case 'ended':
      return SCHEDULE_TEXTS.ended({ when: hint.when })
  }
}

/** A card's links: its name opens the hackathon's website, "Details" its page here. */
export const CARD_TEXTS = defineTexts('card', {
  opensWebsite: 'opens its website in a new tab',
  details: 'Details',
  /** The details link's accessible name: each card's differs, and none repeats its name link's. */
  detailsAbout: withValues<{ name: string }>('Details about {name}'),
})

/** A card's badges beyond its status and attendance: short, as a card has room for a few on a line. */
export const CARD_BADGE_TEXTS = defineTexts('cardBadges', {
  free: 'Free',
  travel: { partial: 'Travel partly covered', full: 'Travel covered' },
  /** `amount` is a sum of money, formatted in the same language: "$5,000 in prizes". */
  prizes: withValues<{ amount: string }>('{amount} in prizes'),
  /** "+3": the badges a card has no room for. */
  more: withValues<{ count: number }>('+{count, number}'),
  /** What a screen reader hears for "+3": "3 more: AI, Data, Beginner-friendly". */
  moreLabel: withValues<{ count: number; badges: string }>('{count, number} more: {badges}'),
})

/** "3 more: AI, Data, Beginner-friendly". */
export const moreBadgesLabel = (badges: string[]) =>
  CARD_BADGE_TEXTS.moreLabel({ count: badges.length, badges: formatItems(badges) })

/** Adding a hackathon to a calendar, and subscribing to the upcoming ones. */
export const CALENDAR_TEXTS = defineTexts('calendar', {
  add: 'Add to calendar',
  download: 'Download .ics file',
  google: 'Google Calendar',
  outlook: 'Outlook',
  subscribe: 'Subscribe',
  subscribeApp: 'Subscribe in calendar app',
  copyLink: 'Copy calendar link',
})

/** Sharing a page: the system share sheet where there is one, else the link copied. */
export const SHARE_TEXTS = defineTexts('share', {
  share: 'Share',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied.',
})

const daysAway = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

/** How far ahead an instant is, in whole hours under a day, else in days: "in 2 days", "in 5 hours". */
function away(instant: string, now: Date): string {
  const hours = Math.max(0, Math.round((new Date(instant).getTime() - now.getTime()) / 3_600_000))
  return hours < 24 ? daysAway().format(hours, 'hour') : daysAway().format(Math.round(hours / 24), 'day')
}

/** Where registration stands, as one line of a card: "Apply by Dec 3 · closes in 2 days". */
export const REGISTRATION_TEXTS = defineTexts('registration', {
  opensOn: withValues<{ date: string }>('Registration opens {date}'),
  applyBy: withValues<{ date: string }>('Apply by {date}'),
  /** `away` is a relative time in the same language: "Apply by Dec 3 · closes in 2 days". */
  applyByCloses: withValues<{ date: string; away: string }>('Apply by {date} · closes {away}'),
  open: 'Registration open',
  closed: 'Registration closed',
  /** A card's badge while it closes soon: "Registration closes in 2 days". */
  closesSoon: withValues<{ away: string }>('Registration closes {away}'),
})

/** "Apply by Dec 3 · closes in 2 days". */
export const registrationClosesIn = (date: string, deadline: string, now: Date) =>
  REGISTRATION_TEXTS.applyByCloses({ date, away: away(deadline, now) })

/** A card's badge while registration closes soon: "Registration closes in 2 days". */
export const registrationClosesSoon = (deadline: string, now: Date) =>
  REGISTRATION_TEXTS.closesSoon({ away: away(deadline, now) })

export const EMBED_LIST_TEXTS = defineTexts('embedList', {
  /** The accessible name of an embedded list, the web component's and the iframe's. */
  name: 'Upcoming hackathons',
})

/** "Embed this list" in the homepage's Subscribe menu, and its dialog. */
export const EMBED_DIALOG_TEXTS = defineTexts('embedDialog', {
  menuItem: 'Embed this list',
  title: 'Embed this list',
  description:
    'The upcoming hackathons under the current filters, always current, on your own site: paste one of these snippets into your page.',
  script: 'Web component',
  scriptHint:
    'Restyle it with --hackathons-accent, --hackathons-font and ::part(); set limit, theme and link as you like.',
  iframe: 'Iframe',
  iframeHint: 'For sites that allow only an iframe: the same list, no script needed.',
  copyScript: 'Copy the web component snippet',
  copyIframe: 'Copy the iframe snippet',
  copyLabel: 'Copy',
  copied: 'Snippet copied',
  copyFailed: 'The snippet could not be copied: select it and copy it yourself',
  preview: 'Preview',
})
