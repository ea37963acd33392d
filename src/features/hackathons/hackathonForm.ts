import type { UseFormReturn } from 'react-hook-form'
import { LIMITS } from '../../../common/limits'
import type { HackathonCompletion, HackathonCreate, HackathonPublic } from '../../client/types.gen'
import { fromLocalInput, toLocalInput } from '../../lib/dates'
import { type FieldRules, maxLength, requiredTextRules, VALIDATION, webUrlRules } from '../../lib/validation'
import { HACKATHON_FIELDS } from './texts'

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
}

export function toFormValues(hackathon?: HackathonPublic): HackathonFormValues {
  return {
    name: hackathon?.name ?? '',
    url: hackathon?.url ?? '',
    description: hackathon?.description ?? '',
    image: hackathon?.image ?? '',
    start_date: toLocalInput(hackathon?.start_date),
    end_date: toLocalInput(hackathon?.end_date),
    location: hackathon?.location ?? '',
    series_id: hackathon?.series_id ?? '',
  }
}

/** What create and update send: trimmed text, empty optional fields as null, dates in UTC. */
export function toBody(values: HackathonFormValues): HackathonCreate {
  const optional = (value: string) => value.trim() || null
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    description: optional(values.description),
    image: optional(values.image),
    start_date: fromLocalInput(values.start_date),
    end_date: fromLocalInput(values.end_date),
    location: optional(values.location),
    series_id: values.series_id || null,
  }
}

/** Each field's rules, built from the limits the API enforces. */
export const HACKATHON_RULES = {
  name: requiredTextRules(VALIDATION.nameRequired, LIMITS.nameMax, VALIDATION.nameMax),
  url: webUrlRules(VALIDATION.urlRequired),
  description: maxLength(LIMITS.descriptionMax, VALIDATION.descriptionMax),
  start_date: { required: VALIDATION.startDateRequired },
  location: maxLength(LIMITS.locationMax, VALIDATION.locationMax),
  image: maxLength(LIMITS.imageMax, VALIDATION.imageMax),
} satisfies Partial<Record<keyof HackathonFormValues, FieldRules>>

/** The end date is required and not before the start date. */
export const endDateRules = (startDate: () => string): FieldRules => ({
  required: VALIDATION.endDateRequired,
  validate: (value: string) => {
    const start = startDate()
    return !start || !value || value >= start || VALIDATION.endBeforeStart
  },
})

/** The form fields a hackathon's page can fill, with the value each takes from what was found. */
const FILLABLE = {
  name: (found) => found.name,
  description: (found) => found.description,
  start_date: (found) => toLocalInput(found.start_date),
  end_date: (found) => toLocalInput(found.end_date),
  location: (found) => found.location,
  image: (found) => found.image,
} satisfies Partial<Record<keyof HackathonFormValues, (found: HackathonCompletion) => string | null | undefined>>

type FillableField = keyof typeof FILLABLE

/**
 * Fills only the fields that are still empty, so what the user typed is never overwritten, and
 * returns the labels of the fields it filled.
 */
export function fillEmptyFields(form: UseFormReturn<HackathonFormValues>, found: HackathonCompletion): string[] {
  const filled: string[] = []
  for (const field of Object.keys(FILLABLE) as FillableField[]) {
    const value = FILLABLE[field](found)?.trim()
    if (!value || form.getValues(field).trim()) continue
    form.setValue(field, value, { shouldDirty: true, shouldValidate: true })
    filled.push(HACKATHON_FIELDS[field])
  }
  return filled
}
