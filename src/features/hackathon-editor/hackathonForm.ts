import type { UseFormReturn } from 'react-hook-form'
import { isLatitude, isLongitude } from '../../../common/geo'
import {
  declarationOf,
  FIELD_LABELS,
  type FieldType,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
  type HackathonFields,
  unsetValueOf,
} from '../../../common/hackathon-fields'
import { LIMITS } from '../../../common/limits'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../../common/timezones'
import type {
  FindPossibleDuplicatesData,
  HackathonCompletion,
  HackathonCreate,
  HackathonPublic,
} from '../../client/types.gen'
import { fromLocalInput, toLocalInput, viewerTimeZone } from '../../lib/dates'
import {
  type FieldRules,
  isWebUrl,
  multiLineRules,
  requiredTextRules,
  singleLineRules,
  VALIDATION,
  webUrlRules,
} from '../../lib/validation'
import { FORM_RULE_TEXTS, WHERE_WHEN_FORM_TEXTS } from './texts'

/**
 * A field's value as its input holds it: a choice's value or '' while unset, the values ticked of a
 * list of choices, otherwise text (a yes-or-no as 'true', 'false' or '' while unknown; languages as
 * codes separated by commas).
 */
type FormValueOf<T extends FieldType> = T extends { kind: 'choice'; values: infer Values extends readonly string[] }
  ? Values[number] | ''
  : T extends { kind: 'choices'; values: infer Values extends readonly string[] }
    ? Values[number][]
    : string

/** The hackathon form's values: every field of the field table as its input holds it. */
export type HackathonFormValues = { [F in HackathonField]: FormValueOf<HackathonFields[F]['type']> }

/**
 * The zone the form's dates and times are in: the hackathon's once a known zone is typed, else the
 * editor's. The inputs hold wall-clock times, so changing the zone keeps what was typed and only
 * changes the instant it stands for.
 */
export function formZone(timezone: string | null | undefined): string {
  const zone = timezone?.trim()
  return zone && isTimeZone(zone) ? zone : viewerTimeZone()
}

/** A field's stored value as its input holds it; dates as wall-clock times in the form's zone. */
function formValueOf(type: FieldType, value: unknown, zone: string): string | string[] {
  if (type.kind === 'choices') return Array.isArray(value) ? value.map(String) : []
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.join(', ')
  return type.kind === 'dateTime' ? toLocalInput(String(value), zone) : String(value)
}

/** Languages typed as "en, de": the codes, lower case, each once. */
const languageCodes = (input: string) => [
  ...new Set(
    input
      .split(/[\s,;]+/)
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
  ),
]

/** The values a form opens with: a hackathon's, or what a suggestion proposes for one. */
export type HackathonPrefill = Partial<Pick<HackathonPublic, HackathonField>>

export function toFormValues(hackathon?: HackathonPrefill): HackathonFormValues {
  const zone = formZone(hackathon?.timezone)
  return Object.fromEntries(
    // A field with a value of its own while unset (cancelled: false) opens showing that value.
    HACKATHON_FIELD_NAMES.map((field) => [
      field,
      formValueOf(HACKATHON_FIELDS[field].type, hackathon?.[field] ?? unsetValueOf(field), zone),
    ]),
  ) as HackathonFormValues
}

/** The coordinates typed, or null while either is empty (the server then places it from the location). */
export function coordinatesOf(values: Pick<HackathonFormValues, 'latitude' | 'longitude'>) {
  const [latitude, longitude] = [values.latitude.trim(), values.longitude.trim()]
  if (!latitude || !longitude) return null
  return { latitude: Number(latitude), longitude: Number(longitude) }
}

/** A field's value as the API takes it: trimmed text, empty optional fields as null, dates in UTC. */
function bodyValueOf(field: HackathonField, input: string | string[], zone: string) {
  const { type, required } = declarationOf(field)
  if (Array.isArray(input)) return input.length > 0 ? input : null
  const text = input.trim()
  if (type.kind === 'dateTime') return fromLocalInput(input, zone) || (required ? '' : null)
  if (required) return text
  if (!text) return null
  switch (type.kind) {
    case 'number':
    case 'integer':
      return Number(text)
    case 'boolean':
      return text === 'true'
    case 'currency':
      return text.toUpperCase()
    case 'languages':
      return languageCodes(text)
    default:
      return text
  }
}

/** What create and update send: every field of the form. */
export function toBody(values: HackathonFormValues): HackathonCreate {
  const zone = formZone(values.timezone)
  return Object.fromEntries(
    HACKATHON_FIELD_NAMES.map((field) => [field, bodyValueOf(field, values[field], zone)]),
  ) as unknown as HackathonCreate
}

/** A coordinate: empty with the other, or a number in its range given with the other. */
const coordinateRules = (
  other: () => string,
  inRange: (value: number) => boolean,
  rangeMessage: string,
): FieldRules => ({
  validate: (value: string) => {
    const text = value.trim()
    if (!text) return !other().trim() || WHERE_WHEN_FORM_TEXTS.bothOrNeither
    if (!inRange(Number(text))) return rangeMessage
    return !!other().trim() || WHERE_WHEN_FORM_TEXTS.bothOrNeither
  },
})

export const latitudeRules = (longitude: () => string) =>
  coordinateRules(longitude, isLatitude, WHERE_WHEN_FORM_TEXTS.latitudeRange)
export const longitudeRules = (latitude: () => string) =>
  coordinateRules(latitude, isLongitude, WHERE_WHEN_FORM_TEXTS.longitudeRange)

/** A currency code and a language code as the API accepts them. */
const CURRENCY_CODE = /^[A-Z]{3}$/
const LANGUAGE_CODE = /^[a-z]{2}$/

/**
 * The specification's words for some fields' rules, where they differ from the ones built from a
 * field's label (`Url is required.`; the image keeps its old limit's wording).
 */
function specMessages(field: HackathonField): { required?: string; max?: string } | undefined {
  switch (field) {
    case 'url':
      return { required: VALIDATION.urlRequired, max: VALIDATION.urlMax({ max: LIMITS.urlMax }) }
    case 'start_date':
      return { required: VALIDATION.startDateRequired }
    case 'end_date':
      return { required: VALIDATION.endDateRequired }
    case 'image':
      return { max: VALIDATION.imageMax }
    default:
      return undefined
  }
}

/**
 * A field's rules, from its type and limits: the same ones the API enforces. Made where the form
 * renders, so that their messages speak the language active then. The end date adds its order
 * after the start (endDateRules), coordinates their pair.
 */
export function hackathonRules(field: HackathonField): FieldRules {
  const { type, required, label } = declarationOf(field)
  const words = specMessages(field)
  const requiredMessage = required ? (words?.required ?? FORM_RULE_TEXTS.required({ label })) : false
  const maxMessage = (max: number) => words?.max ?? FORM_RULE_TEXTS.tooLong({ label, max })
  switch (type.kind) {
    case 'text':
      if (type.lines === 'lines') return multiLineRules(type.max, maxMessage(type.max))
      return requiredMessage
        ? requiredTextRules(requiredMessage, type.max, maxMessage(type.max))
        : singleLineRules(type.max, maxMessage(type.max))
    case 'webUrl':
      return webUrlRules(requiredMessage)
    case 'imageUrl':
      return singleLineRules(type.max, maxMessage(type.max))
    case 'timeZone':
      return {
        maxLength: { value: type.max, message: TIME_ZONE_MESSAGES.unknown },
        validate: (value: string) => !value.trim() || isTimeZone(value.trim()) || TIME_ZONE_MESSAGES.unknown,
      }
    case 'number':
    case 'integer':
      return {
        validate: (value: string) => {
          const number = Number(value.trim())
          const inRange = Number.isFinite(number) && number >= type.min && number <= type.max
          const whole = type.kind === 'number' || Number.isInteger(number)
          return !value.trim() || (inRange && whole) || FORM_RULE_TEXTS.range({ label, min: type.min, max: type.max })
        },
      }
    case 'currency':
      return {
        validate: (value: string) => !value.trim() || CURRENCY_CODE.test(value.trim()) || FORM_RULE_TEXTS.currency,
      }
    case 'languages':
      return {
        validate: (value: string) => {
          const codes = languageCodes(value)
          if (!codes.every((code) => LANGUAGE_CODE.test(code))) return FORM_RULE_TEXTS.languages
          return codes.length <= type.maxItems || FORM_RULE_TEXTS.tooMany({ label, max: type.maxItems })
        },
      }
    case 'choices':
      return {
        validate: (value: string[]) =>
          value.length <= type.maxItems || FORM_RULE_TEXTS.tooMany({ label, max: type.maxItems }),
      }
    default:
      return requiredMessage ? { required: requiredMessage } : {}
  }
}

/** The end date is required and not before the start date. */
export const endDateRules = (startDate: () => string): FieldRules => ({
  ...hackathonRules('end_date'),
  validate: (value: string) => {
    const start = startDate()
    return !start || !value || value >= start || VALIDATION.endBeforeStart
  },
})

/**
 * The form fields a hackathon's page can fill, in the order the message names them, with the value
 * each takes from what was found; dates are read in `zone`, the one the form's dates are in.
 */
const FILLABLE = {
  name: (found) => found.name,
  description: (found) => found.description,
  start_date: (found, zone) => toLocalInput(found.start_date, zone),
  end_date: (found, zone) => toLocalInput(found.end_date, zone),
  location: (found) => found.location,
  attendance_mode: (found) => found.attendance_mode,
  timezone: (found) => (found.timezone && isTimeZone(found.timezone) ? found.timezone : null),
  latitude: (found) => found.latitude?.toString(),
  longitude: (found) => found.longitude?.toString(),
  image: (found) => found.image,
  themes: (found) => found.themes,
  registration_opens_at: (found, zone) => toLocalInput(found.registration_opens_at, zone),
  registration_deadline: (found, zone) => toLocalInput(found.registration_deadline, zone),
  free: (found) => found.free?.toString(),
  eligibility: (found) => found.eligibility,
  min_age: (found) => found.min_age?.toString(),
  languages: (found) => found.languages?.join(', '),
} satisfies Partial<
  Record<keyof HackathonFormValues, (found: HackathonCompletion, zone: string) => string | string[] | null | undefined>
>

type FillableField = keyof typeof FILLABLE

/** An input with nothing in it: no text, or no choice ticked. */
const isEmpty = (value: string | string[] | null | undefined) =>
  Array.isArray(value) ? value.length === 0 : !value?.trim()

/**
 * Fills only the fields that are still empty, so what the user typed is never overwritten, and
 * returns the labels of the fields it filled. Found dates are read in the zone the form will have:
 * the one typed, else the page's, else the editor's.
 */
export function fillEmptyFields(form: UseFormReturn<HackathonFormValues>, found: HackathonCompletion): string[] {
  const zone = formZone(form.getValues('timezone').trim() || FILLABLE.timezone(found))
  const filled: string[] = []
  for (const field of Object.keys(FILLABLE) as FillableField[]) {
    const value = FILLABLE[field](found, zone)
    if (isEmpty(value) || !isEmpty(form.getValues(field))) continue
    form.setValue(field, value as HackathonFormValues[FillableField], { shouldDirty: true, shouldValidate: true })
    filled.push(FIELD_LABELS[field])
  }
  return filled
}

/** What the duplicate check asks about (GET /hackathons/duplicates). */
export type DuplicateCheck = NonNullable<FindPossibleDuplicatesData['query']>

/**
 * The duplicate check for the form as filled so far: the address once it is a web address, the
 * name with the dates once there is a start, the hackathon itself left out when editing; null
 * while there is nothing to check.
 */
export function duplicateCheck(
  values: Pick<HackathonFormValues, 'url' | 'name' | 'start_date' | 'end_date' | 'timezone'>,
  exclude?: string,
): DuplicateCheck | null {
  const zone = formZone(values.timezone)
  const address = values.url.trim()
  const url = isWebUrl(address) && address.length <= LIMITS.urlMax ? address : undefined
  const name = values.name.trim().slice(0, LIMITS.nameMax)
  const start = fromLocalInput(values.start_date, zone)
  if (!url && !(name && start)) return null
  return {
    url,
    name: name && start ? name : undefined,
    start_date: start || undefined,
    end_date: fromLocalInput(values.end_date, zone) || undefined,
    exclude,
  }
}
