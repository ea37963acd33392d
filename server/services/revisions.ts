import type { RestoreCheck } from '../db/repositories/revisions.js'
import { ConflictError } from '../domain-errors.js'
import { FieldValidationError } from '../errors.js'
import type { Repositories } from '../plugins/app/repositories.js'
import { assertConsistent } from './hackathons/changes.js'
import type { Caller } from './hackathons/index.js'

/**
 * Earlier values a revert restores are judged as an edit's would be, on the hackathon as it is: one
 * that does not fit the rest any more (an end before a start moved since) is a conflict with the
 * current state (409), not a fault of the request.
 */
const consistent: RestoreCheck = (changes, current) => {
  try {
    assertConsistent(changes, current)
  } catch (error) {
    if (error instanceof FieldValidationError) throw new ConflictError(error.message)
    throw error
  }
}

/** A moderator's reverts: of one revision, or of everything one user changed since a time. */
export function revisionsService(repos: Pick<Repositories, 'revisions'>) {
  return {
    revertOne: (revisionId: string, moderator: Caller) =>
      repos.revisions.revertOne(revisionId, moderator.id, consistent),
    revertUserSince: (userId: string, since: Date, moderator: Caller) =>
      repos.revisions.revertByAuthorSince(userId, since, moderator.id, consistent),
  }
}
