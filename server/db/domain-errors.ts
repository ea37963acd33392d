/**
 * What the data layer reports when it cannot do what it was asked. Repositories throw these (never
 * HTTP errors, never driver errors a caller would have to decode); the one error handler,
 * server/plugins/app/error-handler.ts, turns each into its HTTP answer. The message is the text the
 * client is shown as `{detail}`.
 */
export abstract class DomainError extends Error {}

/** The row to change is not there (any more): 404. */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError'
}

/** The change collides with the current state (a taken e-mail, a suggestion already reviewed): 409. */
export class ConflictError extends DomainError {
  override name = 'ConflictError'
}

/**
 * A field of the request names something that does not exist (a deleted series, unknown hackathons):
 * 422 in the `{detail: [{loc: ['body', field], msg, type}]}` shape of every validation error.
 */
export class InvalidReferenceError extends DomainError {
  override name = 'InvalidReferenceError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** The hackathon's address is already listed (compared by the database function hackathon_url_key): 409 with the listed one's id. */
export class DuplicateUrlError extends ConflictError {
  override name = 'DuplicateUrlError'
  constructor(
    readonly existingId: string,
    message: string,
  ) {
    super(message)
  }
}
