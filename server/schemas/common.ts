import { type TSchema, Type } from 'typebox'
import { PAGING } from '../../common/limits.js'

// A `title` names a shared schema: the OpenAPI document turns each one into a component.

export const HTTPError = Type.Object({ detail: Type.String() }, { title: 'HTTPError' })

export const ValidationError = Type.Object(
  {
    loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
    msg: Type.String(),
    type: Type.String(),
  },
  { title: 'ValidationError' },
)

export const HTTPValidationError = Type.Object(
  { detail: Type.Array(ValidationError) },
  { title: 'HTTPValidationError' },
)

export const Message = Type.Object({ message: Type.String() }, { title: 'Message' })

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

// Optional in the contract (clients may omit them); ajv fills in the defaults before a handler runs.
export const Paging = {
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: PAGING.maxSkip, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxLimit, default: PAGING.defaultLimit })),
}

/** The page a list query asks for: `skip` defaults to 0, `limit` to 100 (at most 1000). */
export const pageOf = (query: { skip?: number; limit?: number }) => ({
  skip: query.skip ?? 0,
  limit: query.limit ?? PAGING.defaultLimit,
})

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const DateTime = Type.String({ format: 'date-time' })

/**
 * The instants a `date-time` may name: from 1970 to the end of 9999 in UTC. PostgreSQL's timestamptz
 * and JS Date both hold them exactly, and each prints back as the same four-digit-year ISO string.
 */
export const DATE_TIME_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(10000, 0, 1) - 1 } as const

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|([+-])(\d{2}):(\d{2}))$/i

/** Why a well-formed `date-time` or `date` is still refused, as the 422 says it after the field's name. */
export const DATE_TIME_MESSAGES = {
  notReal: 'is not a real date and time (no such day, hour, second or UTC offset)',
  outOfRange: 'must be between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z',
  dateOutOfRange: 'must be between 1970-01-01 and 9999-12-31',
} as const

/** What is wrong with a `date-time`: not RFC 3339 at all, no real instant, or one outside DATE_TIME_RANGE. */
export type DateTimeProblem = 'malformed' | 'notReal' | 'outOfRange'

/**
 * The one check of every `date-time` the API reads (it replaces ajv-formats' `date-time`, see
 * `dateTimeFormat`): an RFC 3339 date and time with a zone that names a real instant (no 30 February,
 * no leap second 60, an offset within ±23:59) inside DATE_TIME_RANGE once converted to UTC, and that
 * `new Date()` reads as the same instant. Answers what is wrong, or undefined when nothing is; the
 * error handler turns the answer into the 422's words, so a date before 1970 is not called malformed.
 */
export function dateTimeProblem(value: string): DateTimeProblem | undefined {
  const match = RFC3339.exec(value)
  if (!match) return 'malformed'
  const [, y, mo, d, h, mi, s, fraction, zone, sign, oh, om] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return 'notReal'
  if (hour > 23 || minute > 59 || second > 59) return 'notReal'
  let offsetMinutes = 0
  if (zone?.toUpperCase() !== 'Z') {
    if (Number(oh) > 23 || Number(om) > 59) return 'notReal'
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om))
  }
  const local = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not read years 0..99 as 1900..1999.
  local.setUTCFullYear(year, month - 1, day)
  local.setUTCHours(hour, minute, second, Math.floor(Number(`0${fraction ?? ''}`) * 1000))
  const time = local.getTime() - offsetMinutes * 60_000
  if (!(time >= DATE_TIME_RANGE.min && time <= DATE_TIME_RANGE.max)) return 'outOfRange'
  return new Date(value).getTime() === time ? undefined : 'notReal'
}

/** Whether the API accepts a `date-time` (see dateTimeProblem). */
export const isStorableDateTime = (value: string): boolean => dateTimeProblem(value) === undefined

/** What is wrong with a calendar date (`2026-12-02`), judged by its first instant in UTC. */
export const dateProblem = (value: string): DateTimeProblem | undefined =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateTimeProblem(`${value}T00:00:00Z`) : 'malformed'

const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/** Registers `isStorableDateTime` as ajv's `date-time` format (buildApp passes it to ajv's onCreate). */
export const dateTimeFormat = { type: 'string', validate: isStorableDateTime } as const

/** A calendar date (`2026-12-02`) whose day, from its first instant in UTC, is storable as above. */
export const dateFormat = { type: 'string', validate: (value: string) => dateProblem(value) === undefined } as const

/** A day (`2026-12-02`, meaning that day in UTC) or an instant (`2026-12-02T09:00:00+01:00`). */
export const DayOrDateTime = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), DateTime], { description })

/**
 * The instant a range bound names: an instant as given; a day from its first millisecond in UTC, or,
 * as the end of an inclusive range, to its last.
 */
export function rangeBound(value: string, end: 'from' | 'to'): Date {
  if (value.includes('T') || value.includes('t')) return new Date(value)
  return new Date(`${value}T${end === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`)
}

/** A `{data, count}` list, where count is the total matching the query, not the page length. */
export const ListOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object({ data: Type.Array(item), count: Type.Integer() }, { title })

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 501 | 503

/** Response schemas for the error statuses a route may answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, s === 422 ? HTTPValidationError : HTTPError])) as {
    [K in S]: K extends 422 ? typeof HTTPValidationError : typeof HTTPError
  }
}
