import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { LIMITS } from '../../common/limits.js'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: LIMITS.emailMax }).notNull(),
    name: varchar('name', { length: LIMITS.nameMax }),
    hashedPassword: varchar('hashed_password', { length: 255 }).notNull(),
    role: smallint('role').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
)

export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: LIMITS.nameMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('series_name_idx').on(t.name, t.id)],
)

export const hackathons = pgTable(
  'hackathons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: LIMITS.nameMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    url: varchar('url', { length: LIMITS.urlMax }).notNull(),
    image: varchar('image', { length: LIMITS.imageMax }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    location: varchar('location', { length: LIMITS.locationMax }),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hackathons_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // Every sort of GET /hackathons/ ends on id so pages never repeat or skip a row.
    index('hackathons_name_idx').on(t.name, t.id),
    index('hackathons_start_date_idx').on(t.startDate, t.id),
    index('hackathons_end_date_idx').on(t.endDate, t.id),
    index('hackathons_location_idx').on(t.location, t.id),
    index('hackathons_series_id_idx').on(t.seriesId),
  ],
)

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number]
export const SUGGESTION_KINDS = ['new', 'update'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A new-hackathon suggestion has no hackathon until it is approved; then it records the one created.
    kind: varchar('kind', { length: 8, enum: SUGGESTION_KINDS }).notNull(),
    hackathonId: uuid('hackathon_id').references(() => hackathons.id, { onDelete: 'cascade' }),
    // For an update suggestion, a null field means "unchanged".
    name: varchar('name', { length: LIMITS.nameMax }),
    url: varchar('url', { length: LIMITS.urlMax }),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    location: varchar('location', { length: LIMITS.locationMax }),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    image: varchar('image', { length: LIMITS.imageMax }),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16, enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('suggestions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('suggestions_kind_check', sql`${t.kind} in ('new', 'update')`),
    index('suggestions_kind_idx').on(t.kind),
    index('suggestions_created_at_idx').on(t.createdAt, t.id),
    index('suggestions_status_idx').on(t.status),
    index('suggestions_hackathon_id_idx').on(t.hackathonId),
    index('suggestions_submitted_by_id_idx').on(t.submittedById),
  ],
)

export type UserRow = typeof users.$inferSelect
export type SeriesRow = typeof series.$inferSelect
export type HackathonRow = typeof hackathons.$inferSelect
export type SuggestionRow = typeof suggestions.$inferSelect
