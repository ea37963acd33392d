/**
 * The data layer: routes and services reach the database only through these repositories.
 *
 * How a repository reports an outcome, the same in every file:
 * - A read that finds nothing (`findById`, `findByEmail`, ...) answers `undefined`: absence is an
 *   answer to a question, and the caller decides what it means (a 404, or "no such account").
 * - A write that cannot do what it was asked throws a domain error from server/db/domain-errors.ts:
 *   `NotFoundError` when the row is gone, `ConflictError` when the change collides with the current
 *   state (a taken e-mail, a suggestion already reviewed), `InvalidReferenceError` when a field names
 *   something that does not exist. The message is the text the client is shown.
 * - PostgreSQL's refusals (unique, foreign key and check violations) are read in one place,
 *   server/db/pg-errors.ts, and turned into those errors here; no caller sees a driver error code.
 * Anything else (a lost connection, a bug) is thrown as it came and answers 500.
 */
import type { Database } from '../index.js'
import { type AlertsRepository, alertsRepository } from './alerts.js'
import { type EmailVerificationsRepository, emailVerificationsRepository } from './email-verifications.js'
import { type HackathonsRepository, hackathonsRepository } from './hackathons.js'
import { type ImagesRepository, imagesRepository } from './images.js'
import { type OrganizerInvitationsRepository, organizerInvitationsRepository } from './organizer-invitations.js'
import { type OrganizersRepository, organizersRepository } from './organizers.js'
import { type RelatedRepository, relatedRepository } from './related.js'
import { type RemindersRepository, remindersRepository } from './reminders.js'
import { type RevisionsRepository, revisionsRepository } from './revisions.js'
import { type SavedRepository, savedRepository } from './saved.js'
import { type SeriesRepository, seriesRepository } from './series.js'
import { type SourcesRepository, sourcesRepository } from './sources.js'
import { type SuggestionsRepository, suggestionsRepository } from './suggestions.js'
import { type UsedChallengesRepository, usedChallengesRepository } from './used-challenges.js'
import { type UsersRepository, usersRepository } from './users.js'
import { type WebhooksRepository, webhooksRepository } from './webhooks.js'

export { type AlertsRepository, alertsRepository } from './alerts.js'
export { type EmailVerificationsRepository, emailVerificationsRepository } from './email-verifications.js'
export { type HackathonsRepository, hackathonsRepository } from './hackathons.js'
export { type ImagesRepository, imagesRepository } from './images.js'
export {
  type InvitationUse,
  type OrganizerInvitationsRepository,
  organizerInvitationsRepository,
} from './organizer-invitations.js'
export { type OrganizerRef, type OrganizersRepository, organizersRepository } from './organizers.js'
export { RELATED, type RelatedRepository, type RelatedTo, relatedRepository } from './related.js'
export { type RemindersRepository, remindersRepository } from './reminders.js'
export { type RevisionsRepository, revisionsRepository } from './revisions.js'
export { type SavedRepository, savedRepository } from './saved.js'
export { type SeriesRepository, seriesRepository } from './series.js'
export { type SourcesRepository, sourcesRepository } from './sources.js'
export { type SuggestionsRepository, suggestionsRepository } from './suggestions.js'
export { type UsedChallengesRepository, usedChallengesRepository } from './used-challenges.js'
export { type UsersRepository, usersRepository } from './users.js'
export { type WebhooksRepository, webhooksRepository } from './webhooks.js'

/** Every repository, on one database: what the app gives its routes (`app.repos`) and its services. */
export interface Repositories {
  alerts: AlertsRepository
  emailVerifications: EmailVerificationsRepository
  users: UsersRepository
  hackathons: HackathonsRepository
  images: ImagesRepository
  related: RelatedRepository
  reminders: RemindersRepository
  organizers: OrganizersRepository
  organizerInvitations: OrganizerInvitationsRepository
  revisions: RevisionsRepository
  saved: SavedRepository
  series: SeriesRepository
  sources: SourcesRepository
  suggestions: SuggestionsRepository
  usedChallenges: UsedChallengesRepository
  webhooks: WebhooksRepository
}

export function createRepositories(db: Database): Repositories {
  return {
    alerts: alertsRepository(db),
    emailVerifications: emailVerificationsRepository(db),
    users: usersRepository(db),
    hackathons: hackathonsRepository(db),
    images: imagesRepository(db),
    reminders: remindersRepository(db),
    related: relatedRepository(db),
    organizers: organizersRepository(db),
    organizerInvitations: organizerInvitationsRepository(db),
    revisions: revisionsRepository(db),
    saved: savedRepository(db),
    series: seriesRepository(db),
    sources: sourcesRepository(db),
    suggestions: suggestionsRepository(db),
    usedChallenges: usedChallengesRepository(db),
    webhooks: webhooksRepository(db),
  }
}
