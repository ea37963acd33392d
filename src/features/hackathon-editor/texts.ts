import { perLocale } from '../../../common/i18n/active'
import { formatItems } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'

/** The hackathon form's own words: its titles, what a save did, the image upload and the series. */
export const HACKATHON_FORM_TEXTS = defineTexts('hackathonForm', {
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
  /** The image field's placeholder: an address typed in, or the Upload button beside it. */
  imagePlaceholder: 'https://… or upload a file',
  upload: 'Upload',
  /** The Upload button while the file is sent. */
  uploading: 'Uploading',
  /** The accessible name of the hidden file input the Upload button opens. */
  imageFile: 'Image file',
  uploadProgress: 'Upload progress',
  imagePreview: 'Image preview',
  noSeries: 'No series',
})

/** Auto-completion of the form from the hackathon's page. */
export const AUTOFILL_TEXTS = defineTexts('autofill', {
  action: 'Fill from page',
  running: 'Extracting hackathon data...',
  failed: 'Failed to extract hackathon data',
  /** `fields` lists the names of the fields filled: "Name, Start date, Location". */
  filled: withValues<{ fields: string }>('Filled from the page: {fields}.'),
  nothingToFill: 'Nothing to fill: the page adds nothing to what is already there.',
})

/** The form's attendance and time zone fields, and what the date fields say about their zone. */
export const WHERE_WHEN_FORM_TEXTS = defineTexts('whereWhenForm', {
  notSet: 'Not set',
  timezoneHelp:
    'Dates and times are read in this zone (empty: yours). Changing it keeps the times typed and reads them in the new zone.',
  /** A date field's label with the zone its time is read in: "Start date (Europe/Berlin)". */
  inZone: withValues<{ label: string; zone: string }>('{label} ({zone})'),
  coordinates: 'Coordinates',
  coordinatesHelp:
    'Where it is held, for the map and "Near me". Empty: placed at the city the location names, when it is known.',
  /** The location's city candidates, offered as the editor types: `place` is "Berlin, Germany". */
  placeAt: withValues<{ place: string }>('Place at {place}'),
  /** Where the hackathon is placed: `place` is a city ("Berlin, Germany") or its coordinates. */
  placedAt: withValues<{ place: string }>('Placed at {place}'),
  clearPlace: 'Clear the coordinates',
  /** Under a location that names no known city, while no coordinates are given. */
  notPlaced:
    'No known city matches this location, so the hackathon will not be on the map or in "Near me" unless the location names a city (such as "Hall 2, Berlin, Germany") or its coordinates are given below.',
  bothOrNeither: 'Give both latitude and longitude, or neither',
  latitudeRange: 'Latitude is from -90 to 90',
  longitudeRange: 'Longitude is from -180 to 180',
})

/** The form's warnings about a hackathon that may be listed already. */
export const DUPLICATE_TEXTS = defineTexts('duplicates', {
  /** Before the link to the hackathon listed under the same address. */
  sameUrlOf: 'This hackathon is already listed:',
  similar: 'Possible duplicate:',
  openListed: 'Open the listed hackathon',
})

/** What the form says of a fact typed wrong, in the API's terms. */
export const FORM_RULE_TEXTS = defineTexts('formRules', {
  /** `label` is the field's name. */
  required: withValues<{ label: string }>('{label} is required.'),
  /** `label` is the field's name, `max` its most characters. */
  tooLong: withValues<{ label: string; max: number }>('{label} must be less than {max} characters.'),
  /** `label` is the field's name. */
  range: withValues<{ label: string; min: number; max: number }>(
    '{label} must be a whole number from {min, number} to {max, number}.',
  ),
  currency: 'Pick a currency from the list.',
  languages: 'Use two-letter language codes separated by commas, such as en, de.',
  /** `label` is the field's name, `max` how many it takes. */
  tooMany: withValues<{ label: string; max: number }>('{label}: at most {max}.'),
  languagesHelp: 'Two-letter codes separated by commas, such as en, de',
  factsSummary: 'Themes, registration, prizes and who may take part',
  themeSearch: 'Find a theme',
  /** The theme search's accessible name: `field` is the name of the field it searches, "Themes". */
  themeSearchIn: withValues<{ field: string }>('Find a theme: {field}'),
  noTheme: 'No theme matches',
  /** A yes-or-no field's choice: `meaning` says what yes means for that field, "Yes: Free to attend". */
  yesMeaning: withValues<{ meaning: string }>('Yes: {meaning}'),
  /** A yes-or-no field's choice: `meaning` says what no means for that field. */
  noMeaning: withValues<{ meaning: string }>('No: {meaning}'),
  /** A currency in the prize currency's list: "EUR (Euro)". */
  currencyOption: withValues<{ code: string; name: string }>('{code} ({name})'),
})

/** What Fill from page filled: "Filled from the page: Name, Start date." */
export const filledFields = (fields: string[]) => AUTOFILL_TEXTS.filled({ fields: formatItems(fields) })

const currencyNames = perLocale((locales) => new Intl.DisplayNames(locales, { type: 'currency' }))

/** Every currency the runtime names, by code, with its name in the active language: the prize currency's options. */
export function currencyOptions(): { code: string; label: string }[] {
  const names = currencyNames()
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    label: FORM_RULE_TEXTS.currencyOption({ code, name: names.of(code) ?? code }),
  }))
}
