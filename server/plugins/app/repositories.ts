import fp from 'fastify-plugin'
import type { Database } from '../../db/index.js'
import {
  type AlertsRepository,
  alertsRepository,
  type EmailVerificationsRepository,
  emailVerificationsRepository,
  type HackathonsRepository,
  hackathonsRepository,
  type ImagesRepository,
  imagesRepository,
  type OrganizerInvitationsRepository,
  type OrganizersRepository,
  organizerInvitationsRepository,
  organizersRepository,
  type RelatedRepository,
  type RemindersRepository,
  type RevisionsRepository,
  relatedRepository,
  remindersRepository,
  revisionsRepository,
  type SavedRepository,
  type SeriesRepository,
  type SuggestionsRepository,
  savedRepository,
  seriesRepository,
  suggestionsRepository,
  type UsersRepository,
  usersRepository,
} from '../../db/repositories/index.js'

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
  suggestions: SuggestionsRepository
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    repos: Repositories
  }
}

/** The data layer: routes reach the database only through these repositories (see their index). */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db)
    app.decorate('repos', {
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
      suggestions: suggestionsRepository(db),
    })
  },
  { name: 'repositories' },
)
