/**
 * The API's view of the field table (common/hackathon-fields.ts): each field type's TypeBox schema
 * as a request writes it and as an answer shows it. The values they describe, and their conversion
 * to and from the hackathons table's columns, are the data layer's (server/db/hackathon-fields.ts).
 */
import { type TNull, type TOptional, type TSchema, type TUnion, type TUnsafe, Type } from 'typebox'
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
import type { FieldValue } from '../db/hackathon-fields.js'
import { DateTime } from './common.js'

/** The schema of a field's values, typed as the data layer types them. */
type ValueSchema<F extends HackathonField> = TUnsafe<FieldValue<HackathonFields[F]['type']>>

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
    ? ValueSchema<F>
    : TOptional<TUnion<[ValueSchema<F>, TNull]>>
}
type PublicProperties = {
  [F in HackathonField]: HackathonFields[F]['required'] extends true ? ValueSchema<F> : TUnion<[ValueSchema<F>, TNull]>
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

/**
 * What a suggestion proposes, as it is stored and read back: the API's values of the fields it
 * sets, null for one it clears, each checked as an update's would be.
 */
export const SuggestedChanges = Type.Partial(
  Type.Object(Object.fromEntries(SUGGESTIBLE_FIELDS.map((field) => [field, createProperties[field]]))),
  { additionalProperties: false },
)

/**
 * Any fields' values as a write may set them (null clears an optional one, never a required one):
 * what a revert restores is checked against it, since a limit may have tightened since.
 */
export const FieldValues = Type.Partial(Type.Object(createProperties), { additionalProperties: false })
