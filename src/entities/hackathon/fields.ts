import {
  declarationOf,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
} from '../../../common/hackathon-fields'
import type { HackathonPublic } from '../../client/types.gen'

/**
 * The fields the card, the public page and the form lay out themselves (the name as a heading, the
 * dates as a schedule, the location with its map link...). Every other field of the table is shown
 * by its type: as a fact in words on the page and, when the table says so, on the card, and as an
 * input of its type in the form, so a new field needs no change to any of them.
 */
const PLACED_FIELDS: ReadonlySet<HackathonField> = new Set<HackathonField>([
  'name',
  'description',
  'url',
  'image',
  'start_date',
  'end_date',
  'location',
  'series_id',
  'attendance_mode',
  'timezone',
  'latitude',
  'longitude',
])

/** The fields shown by their type, in the table's order. */
export const FACT_FIELDS = HACKATHON_FIELD_NAMES.filter((field) => !PLACED_FIELDS.has(field))

/** Those of them the card shows. */
export const CARD_FACT_FIELDS = FACT_FIELDS.filter((field) => HACKATHON_FIELDS[field].onCard)

/** A fact of a hackathon: the field it comes from and what it says, "Travel support: Fully covered". */
export interface HackathonFact {
  field: HackathonField
  text: string
}

/** What `value` of `field` says in words, or null when it says nothing (unset). */
export function factText(field: HackathonField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const { type, label } = declarationOf(field)
  const shown = type.kind === 'choice' ? (type.labels[String(value)] ?? String(value)) : String(value)
  return `${label}: ${shown}`
}

/** The facts of `fields` the hackathon states, in the table's order. */
export function hackathonFacts(hackathon: HackathonPublic, fields: readonly HackathonField[]): HackathonFact[] {
  return fields.flatMap((field) => {
    const text = factText(field, hackathon[field])
    return text === null ? [] : [{ field, text }]
  })
}
