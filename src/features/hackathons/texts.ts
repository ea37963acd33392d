import { FIELD_LABELS } from '../../../common/hackathon-fields'
import { ALREADY_LISTED } from '../../../common/hackathon-list'

/** The texts only the hackathon screens show; the ones other features read too live with the hackathon entity. */
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
  /** Under the form's title for a user (role 0), whose save the server keeps for review. */
  reviewNote: 'An editor reviews what you send before it appears on the site.',
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
  name: FIELD_LABELS.name,
  start_date: FIELD_LABELS.start_date,
  end_date: FIELD_LABELS.end_date,
  description: FIELD_LABELS.description,
  location: FIELD_LABELS.location,
  series: FIELD_LABELS.series_id,
  actions: 'Actions',
} as const

/** Auto-completion of the form from the hackathon's page. */
export const AUTOFILL_TEXTS = {
  action: 'Fill from page',
  running: 'Extracting hackathon data...',
  failed: 'Failed to extract hackathon data',
  filled: (fields: string[]) => `Filled from the page: ${fields.join(', ')}.`,
  nothingToFill: 'Nothing to fill: the page adds nothing to what is already there.',
} as const

/** The form's attendance and time zone fields, and what the date fields say about their zone. */
export const WHERE_WHEN_FORM_TEXTS = {
  notSet: 'Not set',
  timezonePlaceholder: 'Search by city: Berlin, Kolkata…',
  clearTimezone: 'Clear the time zone',
  showTimezones: 'Show the time zones',
  moreTimezones: (count: number) => `${count} more: type more of the name to find them.`,
  noTimezoneMatch: 'No time zone matches. Try the city the zone is named after, such as Berlin.',
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
  /** Under a location that names no known city, while no coordinates are given. */
  notPlaced:
    'No known city matches this location, so the hackathon will not be on the map or in "Near me" unless the location names a city (such as "Hall 2, Berlin, Germany") or its coordinates are given below.',
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
  backTo: {
    home: 'Back to all hackathons',
    series: 'Back to the series',
    saved: 'Back to saved hackathons',
    map: 'Back to the map',
  },
  related: 'Related hackathons',
  relatedLoading: 'Loading related hackathons...',
  relatedError: 'Related hackathons could not be loaded.',
  /** A listing whose organisers proved they control its site, and keep it. */
  keptByOrganizers: 'Kept by its organisers',
  /** The page's groups of facts, each under its heading. */
  groups: {
    when: 'When',
    where: 'Where',
    who: 'Who can go',
    cost: 'Cost and prizes',
    registration: 'Registration',
  },
} as const

/** What the form says of a fact typed wrong, in the API's terms. */
export const FORM_RULE_TEXTS = {
  range: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`,
  currency: 'Pick a currency from the list.',
  languages: 'Use two-letter language codes separated by commas, such as en, de.',
  tooMany: (label: string, max: number) => `${label}: at most ${max}.`,
  languagesHelp: 'Two-letter codes separated by commas, such as en, de',
  factsSummary: 'Themes, registration, prizes and who may take part',
  themeSearch: 'Find a theme',
  noTheme: 'No theme matches',
  yes: 'Yes',
  no: 'No',
} as const
