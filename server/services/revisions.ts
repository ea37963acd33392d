import type { Repositories } from '../db/repositories/index.js'
import { revertRules } from './hackathons/changes.js'
import type { Caller } from './hackathons/index.js'

/**
 * A moderator's reverts: of one revision, or of everything one user changed since a time. Earlier
 * values are judged as an edit's would be, on the hackathon as it is: one that does not fit the
 * rest any more (an end before a start moved since) is a conflict with the current state (409), not
 * a fault of the request.
 */
export function revisionsService(repos: Pick<Repositories, 'revisions'>) {
  return {
    revertOne: (revisionId: string, moderator: Caller) =>
      repos.revisions.revertOne(revisionId, moderator.id, revertRules),
    revertUserSince: (userId: string, since: Date, moderator: Caller) =>
      repos.revisions.revertByAuthorSince(userId, since, moderator.id, revertRules),
  }
}
