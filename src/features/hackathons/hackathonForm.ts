import type { UseFormReturn } from 'react-hook-form'
import { isLatitude, isLongitude } from '../../../common/geo'
import type { AttendanceMode } from '../../../common/hackathons'
import { LIMITS } from '../../../common/limits'
import { isTimeZone, UNKNOWN_TIME_ZONE } from '../../../common/timezones'
import type {
  FindPossibleDuplicatesData,
  HackathonCompletion,
  HackathonCreate,
  HackathonPublic,
} from '../../client/types.gen'
import { HACKATHON_FIELDS, WHERE_WHEN_FIELDS } from '../../entities/hackathon/texts'
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
import { WHERE_WHEN_FORM_TEXTS } from './texts'

/** The hackathon form's values: every field as the text its input holds. */
export interface HackathonFormValues {
  name: string
  url: string
  description: string
  image: string
  start_date: string
  end_date: string
  location: string
  series_id: string
  /** '' while not set. */
  attendance_mode: AttendanceMode | ''
  timezone: string
  /** Decimal degrees as typed; both or neither. */
  latitude: string
  longitude: string
}

/** Every field's label: the form's, and the names auto-completion gives the fields it filled. */
export const FORM_LABELS = { ...HACKATHON_FIELDS, ...WHERE_WHEN_FIELDS }

/**
 * The zone the form's dates and times are in: the hackathon's once a known zone is typed, else the
 * editor's. The inputs hold wall-clock times, so changing the zone keeps what was typed and only
 * changes the instant it stands for.
 */
export function formZone(timezone: string | null | undefined): string {
  const zone = timezone?.trim()
  return zone && isTimeZone(zone) ? zone : viewerTimeZone()
}

export function toFormValues(hackathon?: HackathonPublic): HackathonFormValues {
  const zone = formZone(hackathon?.timezone)
  return {
    name: hackathon?.name ?? '',
    url: hackathon?.url ?? '',
    description: hackathon?.description ?? '',
    image: hackathon?.image ?? '',
    start_date: toLocalInput(hackathon?.start_date, zone),
    end_date: toLocalInput(hackathon?.end_date, zone),
    location: hackathon?.location ?? '',
    series_id: hackathon?.series_id ?? '',
    attendance_mode: hackathon?.attendance_mode ?? '',
    timezone: hackathon?.timezone ?? '',
    latitude: hackathon?.latitude == null ? '' : String(hackathon.latitude),
    longitude: hackathon?.longitude == null ? '' : String(hackathon.longitude),
  }
}

/** The coordinates typed, or null while either is empty (the server then places it from the location). */
export function coordinatesOf(values: Pick<HackathonFormValues, 'latitude' | 'longitude'>) {
  const [latitude, longitude] = [values.latitude.trim(), values.longitude.trim()]
  if (!latitude || !longitude) return null
  return { latitude: Number(latitude), longitude: Number(longitude) }
}

/** What create and update send: trimmed text, empty optional fields as null, dates in UTC. */
export function toBody(values: HackathonFormValues): HackathonCreate {
  const optional = (value: string) => value.trim() || null
  const zone = formZone(values.timezone)
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    description: optional(values.description),
    image: optional(values.image),
    start_date: fromLocalInput(values.start_date, zone),
    end_date: fromLocalInput(values.end_date, zone),
    location: optional(values.location),
    series_id: values.series_id || null,
    attendance_mode: values.attendance_mode || null,
    timezone: optional(values.timezone),
    ...(coordinatesOf(values) ?? { latitude: null, longitude: null }),
  }
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

/** Each field's rules, built from the limits the API enforces. */
export const HACKATHON_RULES = {
  name: requiredTextRules(VALIDATION.nameRequired, LIMITS.nameMax, VALIDATION.nameMax),
  url: webUrlRules(VALIDATION.urlRequired),
  description: multiLineRules(LIMITS.descriptionMax, VALIDATION.descriptionMax),
  start_date: { required: VALIDATION.startDateRequired },
  location: singleLineRules(LIMITS.locationMax, VALIDATION.locationMax),
  image: singleLineRules(LIMITS.imageMax, VALIDATION.imageMax),
  timezone: {
    maxLength: { value: LIMITS.timezoneMax, message: UNKNOWN_TIME_ZONE },
    validate: (value: string) => !value.trim() || isTimeZone(value.trim()) || UNKNOWN_TIME_ZONE,
  },
} satisfies Partial<Record<keyof HackathonFormValues, FieldRules>>

/** The end date is required and not before the start date. */
export const endDateRules = (startDate: () => string): FieldRules => ({
  required: VALIDATION.endDateRequired,
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
} satisfies Partial<
  Record<keyof HackathonFormValues, (found: HackathonCompletion, zone: string) => string | null | undefined>
>

type FillableField = keyof typeof FILLABLE

/**
 * Fills only the fields that are still empty, so what the user typed is never overwritten, and
 * returns the labels of the fields it filled. Found dates are read in the zone the form will have:
 * the one typed, else the page's, else the editor's.
 */
export function fillEmptyFields(form: UseFormReturn<HackathonFormValues>, found: HackathonCompletion): string[] {
  const zone = formZone(form.getValues('timezone').trim() || FILLABLE.timezone(found))
  const filled: string[] = []
  for (const field of Object.keys(FILLABLE) as FillableField[]) {
    const value = FILLABLE[field](found, zone)?.trim()
    if (!value || form.getValues(field).trim()) continue
    form.setValue(field, value as HackathonFormValues[FillableField], { shouldDirty: true, shouldValidate: true })
    filled.push(FORM_LABELS[field])
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
