/**
 * Errors that carry their HTTP answer, thrown by routes, plugins and services (the data layer reports
 * its failures with the errors of db/domain-errors.ts, which the error handler answers).
 */
import { MESSAGES } from './messages.js'

/** An error whose message is safe to show the client as `{detail}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export interface FieldIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

/** A 422 about specific fields, answered in the same `{detail: [...]}` shape as schema validation. */
export class FieldValidationError extends HttpError {
  constructor(readonly issues: FieldIssue[]) {
    super(422, issues[0]?.msg ?? 'Validation Error')
  }
}

export const invalidField = (field: string, msg: string, type = 'value_error') =>
  new FieldValidationError([{ loc: ['body', field], msg, type }])

/** A 422 about one value anywhere in the request: `['query', 'near']`, `['body', 'filters', 'near']`. */
export const invalidAt = (loc: (string | number)[], msg: string) =>
  new FieldValidationError([{ loc, msg, type: 'value_error' }])

export const badRequest = (detail: string) => new HttpError(400, detail)
export const unauthorized = (detail: string = MESSAGES.invalidCredentials) => new HttpError(401, detail)
export const forbidden = (detail: string = MESSAGES.notEnoughPrivileges) => new HttpError(403, detail)
export const notFound = (detail: string) => new HttpError(404, detail)

/** A route whose contract is published before its behaviour is: 501, its message shown as is. */
export const notImplemented = () => new HttpError(501, MESSAGES.notImplemented)
