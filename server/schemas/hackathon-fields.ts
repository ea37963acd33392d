/**
 * The API's view of the field table (common/hackathon-fields.ts): each field type's TypeBox schema
 * as a request writes it and as an answer shows it, and the conversions between the API's values
 * (snake_case, ISO dates) and the hackathons table's columns.
 */
import {
  type Static,
  type TArray,
  type TBoolean,
  type TEnum,
  type TInteger,
  type TLiteral,
  type TNull,
  type TNumber,
  type TOptional,
  type TSchema,
  type TString,
  type TUnion,
  Type,
} from 'typebox'
import {
  declarationOf,
  type FieldType,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
  type HackathonFields,
  SUGGESTIBLE_FIELDS,
} from '../../common/hackathon-fields.js'
import { PATTERNS } from '../../common/limits.js'
import type { HackathonChanges } from '../db/repositories/hackathons.js'
import { DateTime } from './common.js'

type Mutable<T extends readonly unknown[]> = [...T]

/** The schema an answer's value of type `T` follows. */
type ReadSchema<T extends FieldType> = T extends { kind: 'choice'; values: infer Values extends readonly string[] }
  ? TEnum<Mutable<Values>>
  : T extends { kind: 'choices'; values: infer Values extends readonly string[] }
    ? TArray<TEnum<Mutable<Values>>>
    : T extends { kind: 'languages' }
      ? TArray<TString>
      : T extends { kind: 'number' }
        ? TNumber
        : T extends { kind: 'integer' }
          ? TInteger
          : T extends { kind: 'boolean' }
            ? TBoolean
            : TString

/** The schema a request's value of type `T` is checked against: an image may also be ''. */
type WriteSchema<T extends FieldType> = T extends { kind: 'imageUrl' } ? TUnion<[TString, TLiteral<''>]> : ReadSchema<T>

type TypeOf<F extends HackathonField> = HackathonFields[F]['type']

/** An ISO 4217 code and an ISO 639-1 one, as the API checks them. */
const CURRENCY_PATTERN = '^[A-Z]{3}$'
const LANGUAGE_PATTERN = '^[a-z]{2}$'

const TEXT_PATTERNS = { name: PATTERNS.name, line: PATTERNS.singleLine, lines: PATTERNS.multiLine } as const

/** What a request may write into a field of type `type`, with the limits of the table. */
function writeSchema(type: FieldType, description?: string): TSchema {
  const documented = description ? { description } : {}
  switch (type.kind) {
    case 'text':
      return Type.String({
        ...(type.lines === 'name' ? { minLength: 1 } : {}),
        maxLength: type.max,
        pattern: TEXT_PATTERNS[type.lines],
        ...documented,
      })
    case 'webUrl':
      return Type.String({ maxLength: type.max, pattern: PATTERNS.webUrl, ...documented })
    case 'imageUrl':
      return Type.Union(
        [Type.String({ maxLength: type.max, pattern: PATTERNS.imageUrl }), Type.Literal('')],
        documented,
      )
    case 'dateTime':
      return DateTime
    case 'choice':
      return Type.Enum([...type.values], documented)
    case 'timeZone':
      return Type.String({ maxLength: type.max, pattern: PATTERNS.singleLine, ...documented })
    case 'number':
      return Type.Number({ minimum: type.min, maximum: type.max, ...documented })
    case 'integer':
      return Type.Integer({ minimum: type.min, maximum: type.max, ...documented })
    case 'boolean':
      return Type.Boolean(documented)
    case 'currency':
      return Type.String({ pattern: CURRENCY_PATTERN, ...documented })
    case 'choices':
      return Type.Array(Type.Enum([...type.values]), { maxItems: type.maxItems, uniqueItems: true, ...documented })
    case 'languages':
      return Type.Array(Type.String({ pattern: LANGUAGE_PATTERN }), {
        maxItems: type.maxItems,
        uniqueItems: true,
        ...documented,
      })
    case 'seriesId':
      return Type.String({ format: 'uuid', ...documented })
  }
}

/** How an answer shows a field of type `type`. */
export function readSchema(type: FieldType, description?: string): TSchema {
  const documented = description ? { description } : {}
  switch (type.kind) {
    case 'dateTime':
      return DateTime
    case 'choice':
      return Type.Enum([...type.values], documented)
    case 'number':
      return Type.Number(documented)
    case 'integer':
      return Type.Integer(documented)
    case 'boolean':
      return Type.Boolean(documented)
    case 'choices':
      return Type.Array(Type.Enum([...type.values]), documented)
    case 'languages':
      return Type.Array(Type.String(), documented)
    case 'seriesId':
      return Type.String({ format: 'uuid', ...documented })
    default:
      return Type.String(documented)
  }
}

/** Kinds whose values are not strings. */
const NOT_TEXT: ReadonlySet<FieldType['kind']> = new Set(['number', 'integer', 'boolean', 'choices', 'languages'])

/**
 * `schema` or null. A value that is not a string says so in one schema whose `type` lists both:
 * ajv, coercing types, tries the branches of a union in turn and would turn 0 and false into null
 * through a null branch (or null into 0 and false through the other), while a listed type that
 * matches is never coerced.
 */
function orNull(type: FieldType, schema: TSchema): TSchema {
  if (!NOT_TEXT.has(type.kind)) return Type.Union([schema, Type.Null()])
  const { type: valueType, ...rest } = schema as TSchema & { type: string }
  return Type.Unsafe({ ...rest, type: [valueType, 'null'] })
}

type CreateProperties = {
  [F in HackathonField]: HackathonFields[F]['required'] extends true
    ? WriteSchema<TypeOf<F>>
    : TOptional<TUnion<[WriteSchema<TypeOf<F>>, TNull]>>
}
type PublicProperties = {
  [F in HackathonField]: HackathonFields[F]['required'] extends true
    ? ReadSchema<TypeOf<F>>
    : TUnion<[ReadSchema<TypeOf<F>>, TNull]>
}

const REQUIRED_FIRST = [...HACKATHON_FIELD_NAMES].sort(
  (a, b) => Number(HACKATHON_FIELDS[b].required) - Number(HACKATHON_FIELDS[a].required),
)

/** The properties of a create body: the required fields first, then the optional ones (null clears). */
export const createProperties = Object.fromEntries(
  REQUIRED_FIRST.map((field) => {
    const { type, required, description } = declarationOf(field)
    const schema = writeSchema(type, description)
    return [field, required ? schema : Type.Optional(orNull(type, schema))]
  }),
) as unknown as CreateProperties

/** The fields of a hackathon as an answer shows them. */
export const publicProperties = Object.fromEntries(
  HACKATHON_FIELD_NAMES.map((field) => {
    const { type, required, description } = declarationOf(field)
    const schema = readSchema(type, description)
    return [field, required ? schema : Type.Union([schema, Type.Null()])]
  }),
) as unknown as PublicProperties

/** The hackathons table's values of the fields, by column. */
type FieldColumns = Required<HackathonChanges>

/** A field's value as the API writes it: dates as ISO strings in UTC, everything else as it is. */
function toApiValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/** A field's value as its column holds it, from the API's: a date-time becomes a Date. */
function toColumnValue(field: HackathonField, value: unknown): unknown {
  return HACKATHON_FIELDS[field].type.kind === 'dateTime' && typeof value === 'string' ? new Date(value) : value
}

/** The fields of a stored hackathon as an answer shows them. */
export function publicFieldsOf(row: FieldColumns) {
  return Object.fromEntries(
    HACKATHON_FIELD_NAMES.map((field) => [field, toApiValue(row[HACKATHON_FIELDS[field].column]) ?? null]),
  ) as { [F in HackathonField]: Static<PublicProperties[F]> }
}

/**
 * What a suggestion proposes, as it is stored and read back: the API's values of the fields it
 * sets, null for one it clears, each checked as an update's would be.
 */
export const SuggestedChanges = Type.Partial(
  Type.Object(Object.fromEntries(SUGGESTIBLE_FIELDS.map((field) => [field, createProperties[field]]))),
  { additionalProperties: false },
)
export type SuggestedChangesValue = { [F in HackathonField]?: Static<PublicProperties[F]> | null }

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

/**
 * Any fields' values as a write may set them (null clears an optional one, never a required one):
 * what a revert restores is checked against it, since a limit may have tightened since.
 */
export const FieldValues = Type.Partial(Type.Object(createProperties), { additionalProperties: false })

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
