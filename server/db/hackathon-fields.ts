/**
 * The hackathons table's view of the field table (common/hackathon-fields.ts): a field's value as
 * the API writes and shows it (snake_case names, instants as ISO 8601 text), and the conversions
 * between those values and the table's columns. The API's schemas of the same values are built in
 * server/schemas/hackathon-fields.ts, typed by `FieldValue` below.
 */
import {
  type FieldColumn,
  type FieldType,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
  type HackathonFields,
  SUGGESTIBLE_FIELDS,
  unsetValueOf,
} from '../../common/hackathon-fields.js'
import type { hackathons } from './schema.js'

/** A value of a field of type `T`, as the API writes and shows it. */
export type FieldValue<T extends FieldType> = T extends {
  kind: 'choice'
  values: infer Values extends readonly string[]
}
  ? Values[number]
  : T extends { kind: 'choices'; values: infer Values extends readonly string[] }
    ? Values[number][]
    : T extends { kind: 'languages' }
      ? string[]
      : T extends { kind: 'number' | 'integer' }
        ? number
        : T extends { kind: 'boolean' }
          ? boolean
          : string

type ValueOf<F extends HackathonField> = FieldValue<HackathonFields[F]['type']>

/** A hackathon's fields as an answer shows them: null for an optional field left unset. */
export type PublicFields = {
  [F in HackathonField]: HackathonFields[F]['required'] extends true ? ValueOf<F> : ValueOf<F> | null
}

/** What a suggestion proposes, as it is stored: the values of the fields it sets, null for one it clears. */
export type SuggestedChangesValue = { [F in HackathonField]?: ValueOf<F> | null }

/** The values of the editable fields, by column; a write sets some of them. */
export type HackathonChanges = Partial<Pick<typeof hackathons.$inferInsert, FieldColumn>>

/** The hackathons table's values of the fields, by column. */
type FieldColumns = Required<HackathonChanges>

/** A field's value as the API writes it: dates as ISO strings in UTC, everything else as it is. */
function toApiValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/** A field's value as its column holds it, from the API's: a date-time becomes a Date, a cleared field its unset value. */
function toColumnValue(field: HackathonField, value: unknown): unknown {
  if (value === null) return unsetValueOf(field)
  return HACKATHON_FIELDS[field].type.kind === 'dateTime' && typeof value === 'string' ? new Date(value) : value
}

/** The fields of a stored hackathon as an answer shows them. */
export function publicFieldsOf(row: FieldColumns): PublicFields {
  return Object.fromEntries(
    HACKATHON_FIELD_NAMES.map((field) => [field, toApiValue(row[HACKATHON_FIELDS[field].column]) ?? null]),
  ) as PublicFields
}

/** The columns that API values of `fields` set, as a write to the hackathons table takes them. */
function columnsOf(fields: readonly HackathonField[], values: Partial<Record<HackathonField, unknown>>) {
  return Object.fromEntries(
    fields.flatMap((field) =>
      values[field] === undefined ? [] : [[HACKATHON_FIELDS[field].column, toColumnValue(field, values[field])]],
    ),
  ) as HackathonChanges
}

/** The columns a stored suggestion sets, as a write to the hackathons table takes them. */
export const columnChangesOf = (stored: SuggestedChangesValue): HackathonChanges =>
  columnsOf(SUGGESTIBLE_FIELDS, stored)

/** The columns that the API values of any fields set. */
export const columnValuesOf = (values: Partial<Record<HackathonField, unknown>>): HackathonChanges =>
  columnsOf(HACKATHON_FIELD_NAMES, values)

/** The API's values of the columns `changes` sets, as a suggestion stores them. */
export function storedChangesOf(changes: HackathonChanges): SuggestedChangesValue {
  const columns = changes as Record<string, unknown>
  return Object.fromEntries(
    SUGGESTIBLE_FIELDS.flatMap((field) => {
      const value = columns[HACKATHON_FIELDS[field].column]
      return value === undefined ? [] : [[field, toApiValue(value)]]
    }),
  ) as SuggestedChangesValue
}
