import { ALREADY_LISTED, ATTENDANCE_LABELS } from '../../../common/hackathons'
import type { RelativeHint } from '../../lib/dates'
import type { DatePreset, StatusFilter } from './search'

/** The hackathon's fields as every screen names them: form labels, table columns, suggestions. */
export const HACKATHON_FIELDS = {
  name: 'Name',
  url: 'URL',
  description: 'Description',
  start_date: 'Start Date',
  end_date: 'End Date',
  location: 'Location',
  image: 'Image',
  series_id: 'Series',
} as const

/** Every text of the hackathon screens, in one place. */
export const HACKATHON_TEXTS = {
  heading: 'Hackathon Management',
  add: 'Add Hackathon',
  addTitle: 'Add Hackathon',
  editTitle: 'Edit Hackathon',
  edit: 'Edit Hackathon',
  delete: 'Delete Hackathon',
  emptyTitle: "You don't have any hackathons yet",
  emptyDescription: 'Add a new hackathon to get started',
  tableCaption: 'Hackathons',
  created: 'Hackathon created successfully.',
  updated: 'Hackathon updated successfully.',
  deleted: 'The hackathon was deleted successfully',
  deleteFailed: 'An error occurred while deleting the hackathon',
  submittedForReview: 'Thank you! Your suggestion was submitted for review.',
  suggestionNote: 'Your changes will be submitted for review by an editor.',
  submitForReview: 'Submit for review',
  deleteConfirm: 'This hackathon and its pending suggestions will be permanently deleted. Are you sure?',
  actionsFor: (name: string) => `Actions for ${name}`,
  uploadFailed: 'Failed to upload image',
  uploadHint: 'JPEG, PNG, GIF, WebP or AVIF, at most 5 MB',
  uploadNotImage: 'Please choose an image file.',
  uploadTooLarge: 'The image must be at most 5 MB.',
  noSeries: 'No series',
  notAvailable: 'N/A',
} as const

export const HACKATHON_COLUMNS = {
  name: HACKATHON_FIELDS.name,
  start_date: HACKATHON_FIELDS.start_date,
  end_date: HACKATHON_FIELDS.end_date,
  description: HACKATHON_FIELDS.description,
  location: HACKATHON_FIELDS.location,
  series: HACKATHON_FIELDS.series_id,
  actions: 'Actions',
} as const

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
} as const

const HACKATHON_COUNT = new Intl.PluralRules('en-US')

/** Finding a hackathon: the homepage's search and filters, and the search box of the /hackathons table. */
export const SEARCH_TEXTS = {
  searchLabel: 'Search hackathons',
  searchPlaceholder: 'Name, description or location',
  /** Shown in the search box: the `/` key focuses it from anywhere on the page. */
  shortcutHint: 'Press / to search',
  clearSearch: 'Clear search',
  filters: 'Filters',
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
  results: 'Search results',
  count: (count: number) =>
    `${count.toLocaleString('en-US')} ${HACKATHON_COUNT.select(count) === 'one' ? 'hackathon' : 'hackathons'}`,
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
const kilometres = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })

/** The homepage's "Near me" control and the distance on each card. */
export const NEAR_TEXTS = {
  nearMe: 'Near me',
  locating: 'Finding your position…',
  radius: 'Distance',
  /** The radius select's choices and the empty result's phrase: "within 100 km". */
  within: (km: number) => `within ${kilometres.format(km)}`,
  stop: 'Stop sorting by distance',
  /** On a card: "12 km away"; a hackathon in the same square kilometre is "under 1 km away". */
  away: (km: number) => (km < 1 ? 'under 1 km away' : `${kilometres.format(km)} away`),
  refused: 'Your browser did not share your position. Pick a city instead:',
  unavailable: 'Your browser cannot tell your position. Pick a city instead:',
  city: 'City',
  cityPlaceholder: 'Start typing a city',
  pickCity: (place: string) => `Near ${place}`,
  noCity: 'No city of that name is known.',
  citiesError: 'The cities could not be loaded.',
} as const

export const DATE_PRESET_TEXTS: Record<DatePreset, { label: string; phrase: string }> = {
  week: { label: 'This week', phrase: 'this week' },
  month: { label: 'This month', phrase: 'this month' },
  '3months': { label: 'Next three months', phrase: 'in the next three months' },
}

export const STATUS_FILTER_TEXTS: Record<StatusFilter, { label: string; phrase: string }> = {
  upcoming: { label: 'Upcoming', phrase: 'upcoming' },
  past: { label: 'Past', phrase: 'past' },
}

/**
 * Where a user (role 0), whose saves are suggestions for review, reads of suggesting instead of
 * managing; also the homepage's action for everyone.
 */
export const SUGGEST_TEXTS = {
  action: 'Suggest a hackathon',
  heading: 'Suggest Hackathons',
  edit: 'Suggest changes',
  emptyTitle: 'No hackathons listed yet',
  emptyDescription: 'Suggest a new hackathon to get started',
} as const

/** Auto-completion of the form from the hackathon's page. */
export const AUTOFILL_TEXTS = {
  action: 'Fill from page',
  running: 'Extracting hackathon data...',
  failed: 'Failed to extract hackathon data',
  filled: (fields: string[]) => `Filled from the page: ${fields.join(', ')}.`,
  nothingToFill: 'Nothing to fill: the page adds nothing to what is already there.',
} as const

/** How people attend a hackathon, as its badge and the form's select name it. */
export { ATTENDANCE_LABELS }

/** The "where and when" fields beside HACKATHON_FIELDS: form labels and suggestion rows. */
export const WHERE_WHEN_FIELDS = {
  attendance_mode: 'Attendance',
  timezone: 'Time zone',
  latitude: 'Latitude',
  longitude: 'Longitude',
} as const

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
  website: 'Website',
  opensInNewTab: 'opens in a new tab',
} as const

/** The form's attendance and time zone fields, and what the date fields say about their zone. */
export const WHERE_WHEN_FORM_TEXTS = {
  notSet: 'Not set',
  timezonePlaceholder: 'Europe/Berlin',
  timezoneHelp:
    'Dates and times are read in this zone (empty: yours). Changing it keeps the times typed and reads them in the new zone.',
  inZone: (label: string, zone: string) => `${label} (${zone})`,
  coordinates: 'Coordinates',
  coordinatesHelp:
    'Where it is held, for the map and "Near me". Empty: placed at the city the location names, when it is known.',
  /** The location's city candidates, offered as the editor types. */
  placeAt: (place: string) => `Place at ${place}`,
  placedAt: (place: string) => `Placed at ${place}`,
  clearPlace: 'Clear the coordinates',
  bothOrNeither: 'Give both latitude and longitude, or neither',
  latitudeRange: 'Latitude is from -90 to 90',
  longitudeRange: 'Longitude is from -180 to 180',
} as const

/** The form's warnings about a hackathon that may be listed already. */
export const DUPLICATE_TEXTS = {
  sameUrl: ALREADY_LISTED,
  similar: 'Possible duplicate:',
  openListed: 'Open the listed hackathon',
} as const

/** The public page of a hackathon, `/hackathons/{id}`. */
export const HACKATHON_PAGE_TEXTS = {
  loading: 'Loading hackathon...',
  loadError: 'The hackathon could not be loaded.',
  notFound: 'Hackathon not found',
  notFoundText: 'There is no hackathon at this address. It may have been removed.',
  backHome: 'Back to all hackathons',
  inSeries: 'Part of',
  visitWebsite: 'Visit website',
  suggestEdit: 'Suggest an edit',
  edit: 'Edit',
  actions: 'Actions',
  showOnMap: 'Show on a map',
  opensInNewTab: '(opens in a new tab)',
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
