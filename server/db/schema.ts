import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { ALERT_FREQUENCIES, type AlertFilters } from '../../common/alerts.js'
import { API_TOKEN_SCOPES, API_TOKENS } from '../../common/api-tokens.js'
import { GEO } from '../../common/geo.js'
import { ATTENDANCE_MODES, TRAVEL_SUPPORT } from '../../common/hackathon-fields.js'
import { LIMITS } from '../../common/limits.js'
import { LINK_CHECK_OUTCOMES, LINK_STATUSES, SUGGESTION_SOURCES } from '../../common/link-watch.js'
import { type FieldChange, REVISION_SOURCES } from '../../common/revisions.js'
import { type RunReport, SOURCE_KINDS, SOURCE_LIMITS, SOURCE_STATUSES, SOURCE_TRUSTS } from '../../common/sources.js'
import { WEBHOOK_KINDS, WEBHOOKS, type WebhookEvent, type WebhookFilters } from '../../common/webhooks.js'

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
    // Every access token carries the version it was signed with; a password change or reset adds
    // one, so every session opened before it ends (the auth hook compares the two).
    tokenVersion: integer('token_version').notNull().default(0),
    // Whether the owner of `email` proved it by the mailed link (email_verifications). What belongs to
    // an address (its alerts) is the account's only while this holds; a new address starts false.
    emailVerified: boolean('email_verified').notNull().default(false),
    // Whether the owner wants an e-mail before the registration of a saved hackathon closes (Settings).
    deadlineReminders: boolean('deadline_reminders').notNull().default(true),
    // Whether the owner wants an e-mail when one of their suggestions is accepted or rejected (Settings).
    suggestionEmails: boolean('suggestion_emails').notNull().default(true),
    // The language the owner picked for the site (Settings, Appearance), kept for every browser they
    // sign in on; null until they pick one, when the site follows their browser.
    locale: varchar('locale', { length: 8 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
)

/**
 * A mailed e-mail verification link, kept only as the SHA-256 hash of its token, in the database so
 * every process reads the same: it works once, until `expires_at`, and only while the account's
 * address is still `email` (a later change of address leaves it dead).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: LIMITS.emailMax }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
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
    attendanceMode: varchar('attendance_mode', { length: 16, enum: ATTENDANCE_MODES }),
    // An IANA zone name (`Europe/Berlin`): the venue's clock, so dates can be shown as it reads them.
    timezone: varchar('timezone', { length: LIMITS.timezoneMax }),
    // Where it is held, in decimal degrees (WGS 84): both or neither; online hackathons have none.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    travelSupport: varchar('travel_support', { length: 8, enum: TRAVEL_SUPPORT }),
    // The facts a hacker decides by (common/hackathon-fields.ts): each null while unknown.
    themes: text('themes').array(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    prizeAmount: integer('prize_amount'),
    prizeCurrency: varchar('prize_currency', { length: 3 }),
    free: boolean('free'),
    eligibility: text('eligibility').array(),
    minAge: smallint('min_age'),
    beginnerFriendly: boolean('beginner_friendly'),
    teamSizeMax: smallint('team_size_max'),
    languages: text('languages').array(),
    // The event will not take place (a source said so, or an editor): still listed, out of alerts
    // and the upcoming count.
    cancelled: boolean('cancelled').notNull().default(false),
    // The address as duplicates are found, set from `url` by a trigger (hackathon_url_key() of
    // migration 0003); unique, so two requests adding the same page at once cannot both succeed.
    // Null only for a duplicate listed before duplicates were refused.
    urlKey: varchar('url_key', { length: LIMITS.urlMax }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Link watch (services/link-watch): what the last checks of `url` found. A trigger of the link
    // watch's migration (hackathon_url_changed) resets all of it when the URL changes, so a new
    // address starts unknown, without the old one's validators, and waits a day for its first check.
    linkStatus: varchar('link_status', { length: 16, enum: LINK_STATUSES }).notNull().default('unknown'),
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    linkUnreachableSince: timestamp('link_unreachable_since', { withTimezone: true }),
    /** Failed checks since the last ok one; blocked checks neither count nor reset it. */
    linkFailures: smallint('link_failures').notNull().default(0),
    linkFailingSince: timestamp('link_failing_since', { withTimezone: true }),
    linkEtag: varchar('link_etag', { length: 1024 }),
    linkLastModified: varchar('link_last_modified', { length: 128 }),
    linkContentHash: varchar('link_content_hash', { length: 64 }),
    linkUrlSetAt: timestamp('link_url_set_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process checking this link holds it until then; a process that dies lets it expire. */
    linkClaimedUntil: timestamp('link_claimed_until', { withTimezone: true }),
    /** The URL's host, lower case: requests are spaced per host (link_watch_hosts). */
    linkHost: varchar('link_host', { length: LIMITS.urlMax }).generatedAlwaysAs(
      sql`lower(substring(url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([[][^]]*[]]|[^/:?#]*)'))`,
    ),
  },
  (t) => [
    check('hackathons_link_status_check', sql`${t.linkStatus} in ('unknown', 'ok', 'unreachable')`),
    check('hackathons_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('hackathons_attendance_mode_check', sql`${t.attendanceMode} in ('in_person', 'online', 'hybrid')`),
    check('hackathons_travel_support_check', sql`${t.travelSupport} in ('none', 'partial', 'full')`),
    check('hackathons_prize_check', sql`(${t.prizeAmount} is null) = (${t.prizeCurrency} is null)`),
    check(
      'hackathons_registration_check',
      sql`${t.registrationOpensAt} <= ${t.registrationDeadline} and ${t.registrationDeadline} <= ${t.endDate}`,
    ),
    check(
      'hackathons_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between ${sql.raw(String(GEO.latitudeMin))} and ${sql.raw(String(GEO.latitudeMax))} and ${t.longitude} between ${sql.raw(String(GEO.longitudeMin))} and ${sql.raw(String(GEO.longitudeMax))}))`,
    ),
    uniqueIndex('hackathons_url_key_key').on(t.urlKey),
    // `near` narrows the rows to a latitude band (and, away from the poles, a longitude range)
    // through this index before the exact great-circle distance is computed.
    index('hackathons_coordinates_idx').on(t.latitude, t.longitude),
    // Every sort of GET /hackathons/ ends on id so pages never repeat or skip a row.
    index('hackathons_name_idx').on(t.name, t.id),
    index('hackathons_start_date_idx').on(t.startDate, t.id),
    index('hackathons_end_date_idx').on(t.endDate, t.id),
    index('hackathons_location_idx').on(t.location, t.id),
    // `sort_by=location&sort_order=desc` orders `location desc nulls last`: a backward scan of the
    // index above gives nulls first, so this order needs its own index.
    index('hackathons_location_desc_idx').on(t.location.desc().nullsLast(), t.id.desc()),
    index('hackathons_series_id_idx').on(t.seriesId),
    // The feeds of newly added hackathons read the newest first.
    index('hackathons_created_at_idx').on(t.createdAt, t.id),
    // The longest hackathon, read from the top of this index, bounds how far before now an upcoming
    // (not yet ended) hackathon can start: the upcoming feed scans start_date from there, not from
    // the first hackathon ever (see repositories/hackathons.ts).
    index('hackathons_duration_idx').on(sql`(${t.endDate} - ${t.startDate})`),
    // Search `q` (ILIKE '%term%' on each field) through trigram indexes instead of reading every row.
    index('hackathons_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('hackathons_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('hackathons_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    // The management table's filter of unreachable sites.
    index('hackathons_link_status_idx').on(t.linkStatus),
    // The facts' filters: any of some themes, an eligibility, a language; the deadline's order.
    index('hackathons_themes_idx').using('gin', t.themes),
    index('hackathons_eligibility_idx').using('gin', t.eligibility),
    index('hackathons_languages_idx').using('gin', t.languages),
    index('hackathons_registration_deadline_idx').on(t.registrationDeadline, t.id),
    // The visitor cache keeps a list until the next registration opens (read-path/README.md).
    index('hackathons_registration_opens_at_idx').on(t.registrationOpensAt),
    // The yes-or-no facts' filters select a few hackathons in a hundred: each is a partial index in
    // the feeds' order, so a filtered list and its count read only the hackathons that have it.
    index('hackathons_free_idx').on(t.startDate, t.id).where(sql`${t.free}`),
    index('hackathons_beginner_friendly_idx').on(t.startDate, t.id).where(sql`${t.beginnerFriendly}`),
    index('hackathons_prizes_idx').on(t.startDate, t.id).where(sql`${t.prizeAmount} > 0`),
    index('hackathons_travel_support_idx').on(t.travelSupport),
    index('hackathons_min_age_idx').on(t.minAge),
  ],
)

/**
 * Who keeps each hackathon's listing: accounts that proved control of its site (a claim), or that
 * one of its organisers (or a moderator) added. Their edits of it apply at once. Gone with the
 * hackathon or the account.
 */
export const hackathonOrganizers = pgTable(
  'hackathon_organizers',
  {
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who added this organiser; null for a claim proven by the site itself (or a deleted account). */
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hackathonId, t.userId] }), index('hackathon_organizers_user_id_idx').on(t.userId)],
)

/**
 * Invitations to organise a hackathon, each mailed as a single-use link: the database keeps only
 * its token's SHA-256 hash, so a copy of the table invites nobody. Stored for whatever address an
 * organiser names, so inviting takes the same work whether or not an account has it; only an
 * account whose verified address it is can accept.
 */
export const organizerInvitations = pgTable(
  'organizer_invitations',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: LIMITS.emailMax }).notNull(),
    /** Who invited; null once that account is deleted (the invitation still holds). */
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('organizer_invitations_hackathon_id_idx').on(t.hackathonId),
    index('organizer_invitations_invited_by_id_idx').on(t.invitedById),
    index('organizer_invitations_expires_at_idx').on(t.expiresAt),
  ],
)

/** Every link check, newest kept (LINK_WATCH.historyPerHackathon per hackathon). */
export const linkChecks = pgTable(
  'link_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    outcome: varchar('outcome', { length: 16, enum: LINK_CHECK_OUTCOMES }).notNull(),
    httpStatus: smallint('http_status'),
    finalUrl: varchar('final_url', { length: LIMITS.pageUrlMax }),
    etag: varchar('etag', { length: 1024 }),
    lastModified: varchar('last_modified', { length: 128 }),
    contentHash: varchar('content_hash', { length: 64 }),
  },
  (t) => [
    check('link_checks_outcome_check', sql`${t.outcome} in ('ok', 'not_modified', 'failed', 'blocked', 'moved')`),
    index('link_checks_hackathon_idx').on(t.hackathonId, t.checkedAt),
  ],
)

/**
 * One row per host the link watch visits, shared by every process: its cached robots.txt and the
 * earliest instant the next request to it may start, so requests to one host stay spaced.
 */
export const linkWatchHosts = pgTable('link_watch_hosts', {
  host: varchar('host', { length: LIMITS.urlMax }).primaryKey(),
  /** Null with a fetch time: the host has no usable robots.txt, so everything is allowed. */
  robotsTxt: text('robots_txt'),
  robotsFetchedAt: timestamp('robots_fetched_at', { withTimezone: true }),
  nextRequestAt: timestamp('next_request_at', { withTimezone: true }),
  /** When the last request to the host ended: the next one waits the delay from there, however late it ran. */
  lastRequestAt: timestamp('last_request_at', { withTimezone: true }),
})

/**
 * Every change the link watch ever proposed for a hackathon (a digest of its fields and values).
 * Kept apart from suggestions, which editors may delete once reviewed: a rejected proposal stays
 * here, so it is never filed again.
 */
export const linkWatchProposals = pgTable(
  'link_watch_proposals',
  {
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    proposalKey: varchar('proposal_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hackathonId, t.proposalKey] })],
)

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })
const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' })

/**
 * The transactions that wrote to hackathons (a statement trigger of migration 0001 inserts the
 * writer's id; distinct transactions insert distinct rows, so writers never wait on each other).
 * A cached count is stale once a transaction listed here is visible now but was not in the
 * count's snapshot. Rows older than every cached snapshot are deleted as counts are recomputed.
 */
export const hackathonWrites = pgTable('hackathon_writes', {
  xid: xid8('xid').primaryKey(),
})

/**
 * Exact counts of GET /hackathons/ per filter (status and series, never a search), shared by every
 * process: a row holds while no write to hackathons has committed since its `snapshot`, and, for a
 * status filter, while no hackathon has ended since: `valid_from < now <= valid_until`.
 */
export const hackathonCounts = pgTable('hackathon_counts', {
  filter: text('filter').primaryKey(),
  snapshot: pgSnapshot('snapshot').notNull(),
  count: integer('count').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
})

/**
 * The request limits (services/rate-limits.ts): one row per key (the limit's name and the address,
 * account or user it counts), `hits` in the window that ends at `expires_at`. Held here so every
 * process of one database counts together; expired rows are reset on their next hit and swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
)

/** PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: the app always sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Uploaded images, in the database so every process serves every one at the same address
 * (`/api/v1/uploads/<name>`). `name` is the SHA-256 of `bytes` and the format's extension, so a
 * stored image never changes: its ETag is `sha256` and browsers may cache it for good.
 */
export const images = pgTable(
  'images',
  {
    name: varchar('name', { length: LIMITS.uploadNameMax }).primaryKey(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('images_size_check', sql`${t.size} = octet_length(${t.bytes})`)],
)

/**
 * A calendar or a page the site reads again on its interval (services/sources). A run is claimed
 * in the database (`claimed_until`), so with several processes each source runs once at a time;
 * `failures` counts failed runs in a row, and the third makes it `failing` (its creator is mailed).
 */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: SOURCE_LIMITS.nameMax }).notNull(),
    kind: varchar('kind', { length: 8, enum: SOURCE_KINDS }).notNull(),
    url: varchar('url', { length: SOURCE_LIMITS.urlMax }).notNull(),
    /** Its listings join this series. */
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    trust: varchar('trust', { length: 8, enum: SOURCE_TRUSTS }).notNull().default('review'),
    /** When not empty, only events whose name or description holds one of these words (any case). */
    include: text('include').array().notNull().default(sql`'{}'::text[]`),
    /** The IANA zone of floating times and all-day dates. */
    defaultTimezone: varchar('default_timezone', { length: LIMITS.timezoneMax }).notNull().default('UTC'),
    intervalHours: smallint('interval_hours').notNull().default(SOURCE_LIMITS.intervalDefaultHours),
    status: varchar('status', { length: 8, enum: SOURCE_STATUSES }).notNull().default('active'),
    failures: smallint('failures').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
    /** The report of its last run. */
    lastRun: jsonb('last_run').$type<RunReport>(),
    /** The validators of its last good answer, sent back so an unchanged source answers 304. */
    etag: varchar('etag', { length: 1024 }),
    lastModified: varchar('last_modified', { length: 128 }),
    /** A process running this source holds it until then; a process that dies lets it expire. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sources_kind_check', sql`${t.kind} in ('ics', 'jsonld')`),
    check('sources_trust_check', sql`${t.trust} in ('review', 'publish')`),
    check('sources_status_check', sql`${t.status} in ('active', 'paused', 'failing')`),
    check(
      'sources_interval_check',
      sql`${t.intervalHours} between ${sql.raw(String(SOURCE_LIMITS.intervalMinHours))} and ${sql.raw(String(SOURCE_LIMITS.intervalMaxHours))}`,
    ),
    // One source per address, compared as listings' addresses are (hackathon_url_key of migration 0003).
    uniqueIndex('sources_url_key').on(sql`hackathon_url_key(${t.url})`),
    index('sources_name_idx').on(t.name, t.id),
  ],
)

/**
 * Each item a source has given, by its own id: the hash of its mapped fields when last handled
 * (an unchanged item is a no-op), the listing it is (once created or matched), the suggestion
 * waiting for review, and the hash an editor rejected (never filed again until the item changes).
 */
export const sourceItems = pgTable(
  'source_items',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    itemId: varchar('item_id', { length: SOURCE_LIMITS.itemIdMax }).notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    hackathonId: uuid('hackathon_id').references(() => hackathons.id, { onDelete: 'set null' }),
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    rejectedHash: varchar('rejected_hash', { length: 64 }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.itemId] }),
    index('source_items_hackathon_id_idx').on(t.hackathonId),
    index('source_items_suggestion_id_idx').on(t.suggestionId),
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
    /**
     * What the suggestion proposes, by API field name with the API's values (ISO dates): for an
     * update only the fields it changes, null for one it clears; for a new hackathon the fields it
     * sets. Checked against the update schema (SuggestedChanges) wherever it is read.
     */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 16, enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    source: varchar('source', { length: 16, enum: SUGGESTION_SOURCES }).notNull().default('user'),
    /** For a link-watch suggestion: the HTTP status its check saw (a moved site's redirect). */
    seenHttpStatus: smallint('seen_http_status'),
    /** For an imported suggestion: its source while it exists, and its name (kept after the source is deleted). */
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    sourceName: varchar('source_name', { length: SOURCE_LIMITS.nameMax }),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('suggestions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('suggestions_kind_check', sql`${t.kind} in ('new', 'update')`),
    check('suggestions_source_check', sql`${t.source} in ('user', 'link_watch', 'import')`),
    index('suggestions_kind_idx').on(t.kind),
    index('suggestions_created_at_idx').on(t.createdAt, t.id),
    index('suggestions_status_idx').on(t.status),
    index('suggestions_hackathon_id_idx').on(t.hackathonId),
    index('suggestions_submitted_by_id_idx').on(t.submittedById),
    // "Accept all from this source" reads a source's pending suggestions.
    index('suggestions_source_id_idx').on(t.sourceId, t.status),
  ],
)

/**
 * One change of a hackathon, appended in the transaction of the change itself: how it came about,
 * who wrote the values (the editor, or the person whose suggestion was approved; null for the link
 * watch or a deleted account), who approved them (for a suggestion), and each changed field's value
 * before and after, by API name (common/hackathon-fields.ts). A hackathon's revisions go with it:
 * a deleted hackathon has no page to show them on and nothing a revert could restore.
 */
export const hackathonRevisions = pgTable(
  'hackathon_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16, enum: REVISION_SOURCES }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approved suggestion that made this change, while it is kept. */
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    /** For a revert: the revision of the same hackathon whose earlier values it restored. */
    revertedId: uuid('reverted_id'),
    /** For an import: the source it came from while it exists, and its name (kept after the source is deleted). */
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    sourceName: varchar('source_name', { length: SOURCE_LIMITS.nameMax }),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    createdAt: createdAt(),
    /**
     * Set while the webhooks have not yet been told of this revision (the log is their outbox): due
     * from its commit on (-infinity, whatever a clock says), or, while a process is matching it, when
     * that claim lapses. Null once matched.
     */
    webhooksDueAt: timestamp('webhooks_due_at', { withTimezone: true }).default(sql`'-infinity'::timestamptz`),
  },
  (t) => [
    index('hackathon_revisions_webhooks_due_idx').on(t.webhooksDueAt).where(sql`${t.webhooksDueAt} is not null`),
    check(
      'hackathon_revisions_source_check',
      sql`${t.source} in ('create', 'edit', 'suggestion', 'link_watch', 'organiser', 'revert', 'import')`,
    ),
    index('hackathon_revisions_hackathon_idx').on(t.hackathonId, t.createdAt),
    index('hackathon_revisions_author_idx').on(t.authorId, t.createdAt),
  ],
)

/**
 * A saved search whose new hackathons are mailed to `email` (lower case) as a digest. It waits for
 * its owner to confirm it through the mailed token (kept only as a SHA-256 hash); `news_since` is
 * when its last digest was cut off (at first, when it was confirmed): the next one lists what was
 * listed after it.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: LIMITS.emailMax }).notNull(),
    frequency: varchar('frequency', { length: 8, enum: ALERT_FREQUENCIES }).notNull(),
    filters: jsonb('filters').$type<AlertFilters>().notNull(),
    /** The subscriber's IANA zone: the daily digest goes out in their morning. */
    timezone: varchar('timezone', { length: LIMITS.timezoneMax }).notNull().default('UTC'),
    /** The language the alert was made in, which its e-mails speak; null (made before languages) reads English. */
    locale: varchar('locale', { length: 8 }),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paused: boolean('paused').notNull().default(false),
    newsSince: timestamp('news_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
    check('alerts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('alerts_confirm_token_hash_key').on(t.confirmTokenHash),
    index('alerts_email_idx').on(t.email),
    // The schedule reads only the alerts that are live.
    index('alerts_live_idx').on(t.newsSince).where(sql`${t.confirmedAt} is not null and not ${t.paused}`),
    index('alerts_unconfirmed_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`),
  ],
)

/**
 * The columns of an e-mail sent once across every process (an alert digest, a deadline reminder):
 * a process claims it until `claimed_until`, a failed send is tried again from `retry_at`, and it
 * ends sent, or given up (`failed_at`) when the retries run out.
 */
const sentOnce = () => ({
  attempts: smallint('attempts').notNull().default(0),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: varchar('last_error', { length: 1000 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
})

/**
 * One digest: the mail to one address for one frequency and period (the subscriber's day, or the
 * Monday of their week). Unique, so however many processes look for due digests, one claims each;
 * `claimed_until` lets the digest of a process that died be claimed again; `cutoff` fixes what the
 * digest holds, so a retry sends the same news.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: LIMITS.emailMax }).notNull(),
    frequency: varchar('frequency', { length: 8, enum: ALERT_FREQUENCIES }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    // Given up when the retries run out: the digest's news is left for the next period.
    ...sentOnce(),
    hackathonCount: integer('hackathon_count'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_deliveries_digest_key').on(t.email, t.frequency, t.period)],
)

/**
 * The hackathons an account saved ("Save" on a card or a page): one row per account and hackathon,
 * gone with either. The account's list reads by user; a deleted hackathon's rows go by the index on
 * hackathon_id.
 */
export const savedHackathons = pgTable(
  'saved_hackathons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hackathonId] }),
    index('saved_hackathons_hackathon_id_idx').on(t.hackathonId),
  ],
)

/**
 * Personal API tokens: a script acts as its account with `Authorization: Bearer hk_…`. Only the
 * token's SHA-256 hash is kept (the token is shown once, when made), so a copy of the database opens
 * nothing; the auth hook finds a token by its hash on every request, so a deleted row (a revocation)
 * stops it at once in every process, and deleting the account deletes its tokens.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: API_TOKENS.nameMax }).notNull(),
    scope: varchar('scope', { length: 8, enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
)

/**
 * An account's private calendar of its saved hackathons. Its address carries a token that is never
 * stored: it is derived from the server's secret and `nonce` (services/saved-calendar.ts), and only
 * its SHA-256 hash is kept, to find the account by it. A new nonce (rotation) makes a new token, and
 * the old one finds nothing at once.
 */
export const savedCalendars = pgTable(
  'saved_calendars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_calendars_token_hash_key').on(t.tokenHash)],
)

/**
 * One deadline reminder: the mail to an account about one saved hackathon's registration deadline.
 * Unique per account, hackathon and deadline, so however many processes look for due reminders, one
 * claims each; `claimed_until` lets the reminder of a process that died be claimed again. The
 * deadline is part of the key because a deadline that moves may earn a new reminder
 * (db/repositories/reminders.ts states when).
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    ...sentOnce(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deadline_reminders_key').on(t.userId, t.hackathonId, t.deadline),
    index('deadline_reminders_hackathon_id_idx').on(t.hackathonId),
  ],
)

/**
 * A user's webhook: where to POST the events of hackathons matching `filters`. `secret` (standard
 * webhooks only) signs each body, so it is kept as it is; `consecutive_failures` counts failed
 * attempts since the last success, and at WEBHOOKS.failuresToPause the webhook is paused.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: WEBHOOKS.urlMax }).notNull(),
    kind: varchar('kind', { length: 16, enum: WEBHOOK_KINDS }).notNull(),
    filters: jsonb('filters').$type<WebhookFilters>().notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    secret: text('secret'),
    active: boolean('active').notNull().default(true),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_user_id_idx').on(t.userId, t.createdAt)],
)

/**
 * The hackathons a webhook knows of: those that matched its filters when it was made, and each one
 * that came to match since (its `hackathon.created` went out then). A hackathon is announced to a
 * webhook once: the primary key makes the second of two processes find it there.
 */
export const webhookHackathons = pgTable(
  'webhook_hackathons',
  {
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    hackathonId: uuid('hackathon_id')
      .notNull()
      .references(() => hackathons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.webhookId, t.hackathonId] }),
    index('webhook_hackathons_hackathon_id_idx').on(t.hackathonId),
  ],
)

/**
 * What happened to a hackathon, as every webhook told of it receives it: its type and the data as it
 * was then (the public object), written once however many webhooks it goes to.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 32 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_messages_occurred_at_idx').on(t.occurredAt)],
)

/**
 * One message to send to one webhook (its id is the `webhook-id` of every attempt). Unique per
 * webhook and `dedupe_key`, so a change matched twice (a process died mid-way) is queued once; its
 * attempts are claimed as every claimed send is.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    ...sentOnce(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_events_dedupe_key').on(t.webhookId, t.dedupeKey),
    index('webhook_events_message_id_idx').on(t.messageId),
    index('webhook_events_due_idx').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)

/** One attempt to deliver an event: what the receiver answered, or why there was no answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 32 }).notNull(),
    attempt: smallint('attempt').notNull(),
    statusCode: smallint('status_code'),
    error: varchar('error', { length: 1000 }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
)

export type UserRow = typeof users.$inferSelect
export type SeriesRow = typeof series.$inferSelect
export type HackathonRow = typeof hackathons.$inferSelect
export type SuggestionRow = typeof suggestions.$inferSelect
export type RevisionRow = typeof hackathonRevisions.$inferSelect
export type LinkCheckRow = typeof linkChecks.$inferSelect
export type AlertRow = typeof alerts.$inferSelect
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect
export type ImageRow = typeof images.$inferSelect
export type ApiTokenRow = typeof apiTokens.$inferSelect
export type SavedCalendarRow = typeof savedCalendars.$inferSelect
export type DeadlineReminderRow = typeof deadlineReminders.$inferSelect
export type HackathonOrganizerRow = typeof hackathonOrganizers.$inferSelect
export type SourceRow = typeof sources.$inferSelect
export type SourceItemRow = typeof sourceItems.$inferSelect
export type WebhookRow = typeof webhooks.$inferSelect
export type WebhookEventRow = typeof webhookEvents.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect

/**
 * The spam guard's solutions already used (their challenge's signature), kept until the challenge
 * expires, so a solution passes once across every process on the database; expired rows are
 * deleted by the spam guard's cleanup job.
 */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_challenges_expires_at_idx').on(t.expiresAt)],
)
