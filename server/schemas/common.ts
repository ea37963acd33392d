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
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxLimit, default: PAGING.defaultLimit })),
}

/** The page a list query asks for: `skip` defaults to 0, `limit` to 100 (at most 1000). */
export const pageOf = (query: { skip?: number; limit?: number }) => ({
  skip: query.skip ?? 0,
  limit: query.limit ?? PAGING.defaultLimit,
})

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const DateTime = Type.String({ format: 'date-time' })

/** A `{data, count}` list, where count is the total matching the query, not the page length. */
export const ListOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object({ data: Type.Array(item), count: Type.Integer() }, { title })

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

/** Response schemas for the error statuses a route may answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, s === 422 ? HTTPValidationError : HTTPError])) as {
    [K in S]: K extends 422 ? typeof HTTPValidationError : typeof HTTPError
  }
}
