/**
 * A hackathon's editable fields, each declared once: its API name (the key), the column that stores
 * it, the type of its values with their limits, its label, whether a suggestion may change it and
 * whether the card shows it. The API's create, update, public and suggestion schemas, the changes a
 * write applies, a suggestion's stored changes, the form's values and rules and the suggestion diff
 * are all derived from this table (server/{schemas,db}/hackathon-fields.ts on the server,
 * src/entities/hackathon/fields.ts in the SPA).
 *
 * The types are plain data rather than TypeBox schemas because the SPA reads this table too, and
 * TypeBox would add about 20 KB (gzip) to every page; the server turns each type into its TypeBox
 * schema in one function.
 */
import { GEO } from './geo.js'
import { defineTexts } from './i18n/texts.js'
import { LIMITS } from './limits.js'
import { THEME_LABELS, THEME_SLUGS } from './themes.js'

/**
 * The shapes a field's value takes. Every field of one shape is read, checked, stored, shown and
 * typed into the form the same way, so a new field is one row below, not code.
 */
export type FieldType =
  /** Text: `name` is one line and not blank, `line` is one line, `lines` may hold line breaks. */
  | { kind: 'text'; lines: 'name' | 'line' | 'lines'; max: number }
  /** A web address (http or https). */
  | { kind: 'webUrl'; max: number }
  /** A web address or an image uploaded to this server. */
  | { kind: 'imageUrl'; max: number }
  /** An instant, written with its zone (ISO 8601) and stored in UTC. */
  | { kind: 'dateTime' }
  /** One of a few values, each with its label. */
  | { kind: 'choice'; values: readonly string[]; labels: Readonly<Record<string, string>> }
  /** An IANA time zone name, checked against the runtime's zones. */
  | { kind: 'timeZone'; max: number }
  /** A decimal number within a range. */
  | { kind: 'number'; min: number; max: number }
  /** A whole number within a range. */
  | { kind: 'integer'; min: number; max: number }
  /** Yes or no, each said in words. */
  | { kind: 'boolean'; yes: string; no: string }
  /** An ISO 4217 currency code: three capitals. */
  | { kind: 'currency' }
  /** Some of a few values, each with its label, without repeats. */
  | { kind: 'choices'; values: readonly string[]; labels: Readonly<Record<string, string>>; maxItems: number }
  /** ISO 639-1 language codes (two lower-case letters), without repeats. */
  | { kind: 'languages'; maxItems: number }
  /** The id of a series. */
  | { kind: 'seriesId' }

/** One row of the table. */
export interface FieldDeclaration {
  /** The property of the hackathons table (server/db/schema.ts) that stores it. */
  column: string
  type: FieldType
  /** As every screen names it: form labels, table columns, suggestion diffs. */
  label: string
  /** A hackathon always has it: create needs it and no write clears it. */
  required: boolean
  /** A suggestion (a user's, or the link watch's) may propose it. */
  suggestible: boolean
  /** The card shows it. */
  onCard: boolean
  /** What the API documentation says of it, where its name and type do not say enough. */
  description?: string
  /** What an optional field holds while unset: a write that clears it stores this instead of null. */
  unset?: boolean
}

/** How people take part (schema.org eventAttendanceMode): at the venue, online, or either. */
export const ATTENDANCE_MODES = ['in_person', 'online', 'hybrid'] as const
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number]

/** Each attendance mode as every screen and e-mail names it. */
export const ATTENDANCE_LABELS = defineTexts('attendanceModes', {
  in_person: 'In person',
  online: 'Online',
  hybrid: 'Hybrid',
} satisfies Record<AttendanceMode, string>)

/** Where a hackathon happens, as one line: its location, or "Online" for an online one without one. */
export function hackathonPlace(
  location: string | null | undefined,
  attendanceMode: AttendanceMode | null | undefined,
): string | undefined {
  return location?.trim() || (attendanceMode === 'online' ? ATTENDANCE_LABELS.online : undefined)
}

/** Who may take part; `everyone` includes every other. */
export const ELIGIBILITY = ['everyone', 'university', 'high_school', 'professionals'] as const
export type Eligibility = (typeof ELIGIBILITY)[number]
export const ELIGIBILITY_LABELS = defineTexts('eligibility', {
  everyone: 'Everyone',
  university: 'University students',
  high_school: 'High-school students',
  professionals: 'Professionals',
} satisfies Record<Eligibility, string>)

/** The limits of the listing facts. */
export const FACT_LIMITS = {
  themesMax: 8,
  languagesMax: 5,
  prizeMax: 1_000_000_000,
  ageMax: 99,
  teamSizeMax: 50,
} as const

/** How much of a participant's travel the organisers pay. */
export const TRAVEL_SUPPORT = ['none', 'partial', 'full'] as const
const TRAVEL_SUPPORT_LABELS = defineTexts('travelSupport', {
  none: 'Not covered',
  partial: 'Partly covered',
  full: 'Fully covered',
} satisfies Record<(typeof TRAVEL_SUPPORT)[number], string>)

/**
 * Each field's label, by API name, as every screen names it: form labels, table columns,
 * suggestion diffs.
 */
export const FIELD_LABELS = defineTexts('hackathonFields', {
  name: 'Name',
  description: 'Description',
  /** The hackathon's own website. */
  url: 'URL',
  image: 'Image',
  start_date: 'Start Date',
  end_date: 'End Date',
  location: 'Location',
  series_id: 'Series',
  /** At the venue, online or either. */
  attendance_mode: 'Attendance',
  timezone: 'Time zone',
  latitude: 'Latitude',
  longitude: 'Longitude',
  travel_support: 'Travel support',
  themes: 'Themes',
  registration_opens_at: 'Registration opens',
  registration_deadline: 'Registration deadline',
  /** The prizes in all, a sum of money. */
  prize_amount: 'Prizes',
  prize_currency: 'Prize currency',
  /** Whether attending costs nothing. */
  free: 'Free',
  eligibility: 'Who may take part',
  min_age: 'Minimum age',
  beginner_friendly: 'Beginner-friendly',
  team_size_max: 'Maximum team size',
  languages: 'Languages',
  cancelled: 'Cancelled',
} satisfies Record<HackathonField, string>)

/** What each yes-or-no field's answers say, as a card's badge, a suggestion diff and the form's select word them. */
const YES_NO_TEXTS = defineTexts('hackathonYesNo', {
  free: { yes: 'Free to attend', no: 'Attending costs money' },
  beginner_friendly: { yes: 'Beginner-friendly', no: 'Not aimed at beginners' },
  /** The form's choice and the badge of a cancelled hackathon. */
  cancelled: { yes: 'Cancelled', no: 'Takes place' },
})

export const HACKATHON_FIELDS = {
  name: {
    column: 'name',
    type: { kind: 'text', lines: 'name', max: LIMITS.nameMax },
    get label(): string {
      return FIELD_LABELS.name
    },
    required: true,
    suggestible: true,
    onCard: true,
  },
  description: {
    column: 'description',
    type: { kind: 'text', lines: 'lines', max: LIMITS.descriptionMax },
    get label(): string {
      return FIELD_LABELS.description
    },
    required: false,
    suggestible: true,
    onCard: true,
  },
  url: {
    column: 'url',
    type: { kind: 'webUrl', max: LIMITS.urlMax },
    get label(): string {
      return FIELD_LABELS.url
    },
    required: true,
    suggestible: true,
    onCard: true,
  },
  image: {
    column: 'image',
    type: { kind: 'imageUrl', max: LIMITS.imageMax },
    get label(): string {
      return FIELD_LABELS.image
    },
    required: false,
    suggestible: true,
    onCard: true,
  },
  start_date: {
    column: 'startDate',
    type: { kind: 'dateTime' },
    get label(): string {
      return FIELD_LABELS.start_date
    },
    required: true,
    suggestible: true,
    onCard: true,
  },
  end_date: {
    column: 'endDate',
    type: { kind: 'dateTime' },
    get label(): string {
      return FIELD_LABELS.end_date
    },
    required: true,
    suggestible: true,
    onCard: true,
  },
  location: {
    column: 'location',
    type: { kind: 'text', lines: 'line', max: LIMITS.locationMax },
    get label(): string {
      return FIELD_LABELS.location
    },
    required: false,
    suggestible: true,
    onCard: true,
  },
  series_id: {
    column: 'seriesId',
    type: { kind: 'seriesId' },
    get label(): string {
      return FIELD_LABELS.series_id
    },
    required: false,
    suggestible: true,
    onCard: true,
  },
  attendance_mode: {
    column: 'attendanceMode',
    type: { kind: 'choice', values: ATTENDANCE_MODES, labels: ATTENDANCE_LABELS },
    get label(): string {
      return FIELD_LABELS.attendance_mode
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: 'in_person: at the venue; online; hybrid: either',
  },
  timezone: {
    column: 'timezone',
    type: { kind: 'timeZone', max: LIMITS.timezoneMax },
    get label(): string {
      return FIELD_LABELS.timezone
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: "The venue's IANA time zone, such as Europe/Berlin (422 for a zone this server does not know)",
  },
  latitude: {
    column: 'latitude',
    type: { kind: 'number', min: GEO.latitudeMin, max: GEO.latitudeMax },
    get label(): string {
      return FIELD_LABELS.latitude
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'Decimal degrees north; given with longitude or not at all',
  },
  longitude: {
    column: 'longitude',
    type: { kind: 'number', min: GEO.longitudeMin, max: GEO.longitudeMax },
    get label(): string {
      return FIELD_LABELS.longitude
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'Decimal degrees east; given with latitude or not at all',
  },
  travel_support: {
    column: 'travelSupport',
    type: { kind: 'choice', values: TRAVEL_SUPPORT, labels: TRAVEL_SUPPORT_LABELS },
    get label(): string {
      return FIELD_LABELS.travel_support
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: "none, partial or full: how much of a participant's travel the organisers pay",
  },
  themes: {
    column: 'themes',
    type: { kind: 'choices', values: THEME_SLUGS, labels: THEME_LABELS, maxItems: FACT_LIMITS.themesMax },
    get label(): string {
      return FIELD_LABELS.themes
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: `Slugs of the theme vocabulary (GET /themes/), at most ${FACT_LIMITS.themesMax}, no repeats`,
  },
  registration_opens_at: {
    column: 'registrationOpensAt',
    type: { kind: 'dateTime' },
    get label(): string {
      return FIELD_LABELS.registration_opens_at
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'When registration opens; not after the deadline',
  },
  registration_deadline: {
    column: 'registrationDeadline',
    type: { kind: 'dateTime' },
    get label(): string {
      return FIELD_LABELS.registration_deadline
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'When registration closes; not after the end',
  },
  prize_amount: {
    column: 'prizeAmount',
    type: { kind: 'integer', min: 0, max: FACT_LIMITS.prizeMax },
    get label(): string {
      return FIELD_LABELS.prize_amount
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: 'The prizes in all, in prize_currency (given with it or not at all)',
  },
  prize_currency: {
    column: 'prizeCurrency',
    type: { kind: 'currency' },
    get label(): string {
      return FIELD_LABELS.prize_currency
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'ISO 4217 code of prize_amount, three capitals (given with it or not at all)',
  },
  free: {
    column: 'free',
    type: {
      kind: 'boolean',
      get yes(): string {
        return YES_NO_TEXTS.free.yes
      },
      get no(): string {
        return YES_NO_TEXTS.free.no
      },
    },
    get label(): string {
      return FIELD_LABELS.free
    },
    required: false,
    suggestible: true,
    onCard: true,
    description: 'true: attending costs nothing',
  },
  eligibility: {
    column: 'eligibility',
    type: { kind: 'choices', values: ELIGIBILITY, labels: ELIGIBILITY_LABELS, maxItems: ELIGIBILITY.length },
    get label(): string {
      return FIELD_LABELS.eligibility
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: 'everyone, university, high_school, professionals; no repeats',
  },
  min_age: {
    column: 'minAge',
    type: { kind: 'integer', min: 0, max: FACT_LIMITS.ageMax },
    get label(): string {
      return FIELD_LABELS.min_age
    },
    required: false,
    suggestible: true,
    onCard: false,
  },
  beginner_friendly: {
    column: 'beginnerFriendly',
    type: {
      kind: 'boolean',
      get yes(): string {
        return YES_NO_TEXTS.beginner_friendly.yes
      },
      get no(): string {
        return YES_NO_TEXTS.beginner_friendly.no
      },
    },
    get label(): string {
      return FIELD_LABELS.beginner_friendly
    },
    required: false,
    suggestible: true,
    onCard: true,
  },
  team_size_max: {
    column: 'teamSizeMax',
    type: { kind: 'integer', min: 1, max: FACT_LIMITS.teamSizeMax },
    get label(): string {
      return FIELD_LABELS.team_size_max
    },
    required: false,
    suggestible: true,
    onCard: false,
  },
  languages: {
    column: 'languages',
    type: { kind: 'languages', maxItems: FACT_LIMITS.languagesMax },
    get label(): string {
      return FIELD_LABELS.languages
    },
    required: false,
    suggestible: true,
    onCard: false,
    description: `ISO 639-1 codes (two lower-case letters), at most ${FACT_LIMITS.languagesMax}, no repeats`,
  },
  cancelled: {
    column: 'cancelled',
    type: {
      kind: 'boolean',
      get yes(): string {
        return YES_NO_TEXTS.cancelled.yes
      },
      get no(): string {
        return YES_NO_TEXTS.cancelled.no
      },
    },
    get label(): string {
      return FIELD_LABELS.cancelled
    },
    required: false,
    suggestible: true,
    // The card shows a badge of its own, only when it is cancelled.
    onCard: false,
    unset: false,
    description: 'true: the event will not take place; it stays listed, out of alerts and the upcoming count',
  },
} as const satisfies Record<string, FieldDeclaration>

export type HackathonFields = typeof HACKATHON_FIELDS
/** A field's API name. */
export type HackathonField = keyof HackathonFields
/** The column (a property of the hackathons table) that stores `F`. */
export type FieldColumn<F extends HackathonField = HackathonField> = HackathonFields[F]['column']

/** Every field, in the table's order: the order of forms, diffs and documents. */
export const HACKATHON_FIELD_NAMES = Object.keys(HACKATHON_FIELDS) as HackathonField[]

/** A field a hackathon may leave unset. */
export type OptionalField = {
  [F in HackathonField]: HackathonFields[F]['required'] extends true ? never : F
}[HackathonField]

/** A field a suggestion may propose. */
export type SuggestibleField = {
  [F in HackathonField]: HackathonFields[F]['suggestible'] extends true ? F : never
}[HackathonField]

/** The fields a suggestion may propose, in the table's order. */
export const SUGGESTIBLE_FIELDS = HACKATHON_FIELD_NAMES.filter(
  (field): field is SuggestibleField => HACKATHON_FIELDS[field].suggestible,
)

/** A field's row in the general shape every row has (its optional parts may be absent). */
export const declarationOf = (field: HackathonField): FieldDeclaration => HACKATHON_FIELDS[field]

/**
 * What a suggestion shows for a field it clears: '' for a text or a choice, [] for a list. Kinds
 * without one (numbers, yes-or-no, a series, a currency, which comes with its amount) cannot be
 * cleared by a suggestion, only changed.
 */
export function clearedValue(type: FieldType): '' | [] | undefined {
  switch (type.kind) {
    case 'text':
    case 'webUrl':
    case 'imageUrl':
    case 'choice':
    case 'timeZone':
      return ''
    case 'choices':
    case 'languages':
      return []
    default:
      return undefined
  }
}

/** What a write that clears `field` stores: its `unset` value, else null. */
export const unsetValueOf = (field: HackathonField): boolean | null => declarationOf(field).unset ?? null
