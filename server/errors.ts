import { ALREADY_LISTED } from '../common/hackathons.js'
import { UNKNOWN_TIME_ZONE } from '../common/timezones.js'

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

/** Every fixed error text of the API, so tests and routes quote the same words. */
export const MESSAGES = {
  placeNotFound: 'No place is known near there',
  invalidCredentials: 'Could not validate credentials',
  notEnoughPrivileges: "The user doesn't have enough privileges",
  incorrectLogin: 'Incorrect email or password',
  inactiveUser: 'Inactive user',
  invalidToken: 'Invalid token',
  incorrectPassword: 'Incorrect password',
  samePassword: 'New password cannot be the same as the current one',
  emailTaken: 'The user with this email already exists in the system',
  registrationClosed: 'Open user registration is forbidden on this server',
  adminSelfDelete: 'Super users are not allowed to delete themselves',
  userNotFound: 'User not found',
  recoverySent: 'If that account exists, a password recovery e-mail has been sent',
  passwordUpdated: 'Password updated successfully',
  userDeleted: 'User deleted successfully',
  testEmailSent: 'Test email sent',
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  draining: 'The server is shutting down',
  tooManyRequests: 'Too many requests, please try again later',
  hackathonNotFound: 'Hackathon not found',
  seriesNotFound: 'Series not found',
  unknownSeries: 'Series not found',
  unknownHackathons: 'Some hackathons do not exist',
  endBeforeStart: 'End date must be on or after the start date',
  registrationOpensAfterDeadline: 'Registration must open before its deadline',
  registrationDeadlineAfterEnd: 'The registration deadline must not be after the end',
  prizeBothOrNeither: 'Give the prize amount and its currency together, or neither',
  hackathonRulesBroken: 'The hackathon changed meanwhile: with this change its fields would no longer fit together',
  suggestionNotFound: 'Suggestion not found',
  suggestionNotPending: 'This suggestion has already been reviewed',
  suggestionHackathonGone: 'The hackathon of this suggestion no longer exists',
  suggestionInvalid: 'This suggestion cannot be applied: it lacks a field every hackathon needs',
  suggestionSeriesGone: 'This suggestion cannot be applied: the series it names no longer exists',
  suggestionOutdated: 'This suggestion cannot be applied: it holds a value the hackathon fields no longer accept',
  uploadMissing: 'Send the image in the multipart field "file"',
  uploadEmpty: 'The file is empty',
  uploadTooLarge: 'The file is larger than 5 MB',
  uploadNotFound: 'Image not found',
  passwordsDoNotMatch: 'The passwords do not match',
  lastAdmin: 'The last active admin cannot be demoted, deactivated or deleted',
  nothingToSuggest: 'The suggestion changes nothing',
  fieldRequired: 'Field required',
  revisionNotFound: 'Revision not found',
  revertCreation: 'A creation cannot be reverted: delete the hackathon instead',
  revertNothing: 'Nothing to revert: the hackathon already has these values',
  revertInvalid: 'This revision cannot be reverted: the hackathon would not be valid with its earlier values',
  revertSeriesGone: 'This revision cannot be reverted: the series it restores no longer exists',
  urlTaken: ALREADY_LISTED,
  unknownTimezone: UNKNOWN_TIME_ZONE,
  hackathonDeleted: 'The hackathon was deleted successfully',
  seriesDeleted: 'Series deleted successfully',
} as const
