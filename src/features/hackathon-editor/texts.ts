import { ALREADY_LISTED } from '../../../common/hackathon-list'

/** The hackathon form's own words: its titles, what a save did, the image upload and the series. */
export const HACKATHON_FORM_TEXTS = {
  addTitle: 'Add Hackathon',
  editTitle: 'Edit Hackathon',
  created: 'Hackathon created successfully.',
  updated: 'Hackathon updated successfully.',
  submittedForReview: 'Thank you! Your suggestion was submitted for review.',
  /** Under the form's title for a user (role 0), whose save the server keeps for review. */
  reviewNote: 'An editor reviews what you send before it appears on the site.',
  submitForReview: 'Submit for review',
  uploadFailed: 'Failed to upload image',
  uploadHint: 'JPEG, PNG, GIF, WebP or AVIF, at most 5 MB',
  uploadNotImage: 'Please choose an image file.',
  uploadTooLarge: 'The image must be at most 5 MB.',
  noSeries: 'No series',
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
