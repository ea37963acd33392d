import { Type } from 'typebox'
import {
  type FACT_FILTER_KEYS,
  LANGUAGE_PATTERN,
  REGISTRATION_FILTERS,
  THEMES_PARAMETER_PATTERN,
  TRAVEL_FILTERS,
} from '../../common/fact-filters.js'
import { GEO, NEAR_PATTERN } from '../../common/geo.js'
import { ATTENDANCE_MODES, ELIGIBILITY, FACT_LIMITS } from '../../common/hackathon-fields.js'
import { HACKATHON_LIST_SORT_KEYS, HACKATHON_STATUSES, SORT_ORDERS } from '../../common/hackathon-list.js'
import { LIMITS, PATTERNS } from '../../common/limits.js'
import { archiveUrlOf, LINK_STATUSES } from '../../common/link-watch.js'
import { CLOSING_SOON_MS, REGISTRATION_STATUSES, registrationStatus } from '../../common/registration.js'
import { publicFieldsOf } from '../db/hackathon-fields.js'
import type { HackathonWithSeries, PossibleDuplicate } from '../db/repositories/hackathons.js'
import { DateTime, DayOrDateTime, ListOf, Nullable, Paging } from './common.js'
import { createProperties, publicProperties } from './hackathon-fields.js'
import { SpamGuardFields } from './spam-guard.js'

const COORDINATES_NOTE =
  'Without latitude and longitude, a hackathon that is not online is placed at the city its location names, when the server knows it.'

export const HackathonCreate = Type.Object(
  { ...createProperties, ...SpamGuardFields },
  {
    title: 'HackathonCreate',
    description: COORDINATES_NOTE,
  },
)

export const HackathonUpdate = Type.Partial(HackathonCreate, {
  title: 'HackathonUpdate',
  description: COORDINATES_NOTE,
})

export const SeriesRef = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String() },
  { title: 'SeriesRef' },
)

export const HackathonPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ...publicProperties,
    registration_status: Nullable(
      Type.Enum(REGISTRATION_STATUSES, {
        description: `From the clock: null without registration dates; closed after the deadline or the end; opens_soon before the opening; closing_soon within ${CLOSING_SOON_MS / 3_600_000} hours of the deadline; open otherwise`,
      }),
    ),
    series: Nullable(SeriesRef),
    distance_km: Type.Optional(
      Type.Number({
        description: 'Great-circle distance from `near` in km, one decimal (only when the list is given near)',
      }),
    ),
    created_at: DateTime,
    updated_at: DateTime,
    link_status: Type.Enum(LINK_STATUSES, {
      description:
        'What the link watch found at `url`: unknown before its first check, unreachable after three failures in a row',
    }),
    link_checked_at: Nullable(DateTime),
    link_unreachable_since: Nullable(DateTime),
    archive_url: Nullable(
      Type.String({ description: "The Wayback Machine's copy of `url`, only while the site is unreachable" }),
    ),
    verified_organizer: Type.Boolean({
      description:
        'Whether the listing is kept by its organisers, who proved they control its site (at least one of their accounts active)',
    }),
  },
  { title: 'HackathonPublic' },
)

export const HackathonsPublic = ListOf(HackathonPublic, 'HackathonsPublic')

/**
 * The filters by a listing's facts, which the list, the calendar, the feeds and the alerts all take.
 * `true` is the only value of a flag: leaving it out is what asks for every hackathon.
 */
export const FactFilterProperties = {
  themes: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: THEMES_PARAMETER_PATTERN,
      description: 'Comma-separated theme slugs (GET /themes/): hackathons with any of them',
    }),
  ),
  registration: Type.Optional(
    Type.Enum(REGISTRATION_FILTERS, {
      description: 'open: taking applications (open or closing_soon); closing_soon; opens_soon',
    }),
  ),
  eligibility: Type.Optional(
    Type.Enum(ELIGIBILITY, { description: 'Hackathons open to this audience, or to everyone' }),
  ),
  age: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: FACT_LIMITS.ageMax,
      description: 'Hackathons someone this old may join: no minimum age, or one at most this',
    }),
  ),
  free: Type.Optional(Type.Literal(true, { description: 'Only hackathons that cost nothing to attend' })),
  travel_support: Type.Optional(
    Type.Enum(TRAVEL_FILTERS, { description: 'partial: some or all travel paid; full: all of it' }),
  ),
  beginner_friendly: Type.Optional(Type.Literal(true, { description: 'Only beginner-friendly hackathons' })),
  language: Type.Optional(
    Type.String({ pattern: LANGUAGE_PATTERN, description: 'An ISO 639-1 code: hackathons held in this language' }),
  ),
  prizes: Type.Optional(Type.Literal(true, { description: 'Only hackathons with a prize above nothing' })),
} satisfies Record<(typeof FACT_FILTER_KEYS)[number], unknown>

export const HackathonsQuery = Type.Object({
  ...Paging,
  sort_by: Type.Optional(
    Type.Enum(HACKATHON_LIST_SORT_KEYS, {
      default: 'name',
      description:
        'distance: nearest first (needs near); registration_deadline: deadlines still ahead, soonest first, then the rest by start date',
    }),
  ),
  sort_order: Type.Optional(Type.Enum(SORT_ORDERS, { default: 'asc' })),
  series: Type.Optional(Type.String({ format: 'uuid', description: 'Only the hackathons of this series' })),
  status: Type.Optional(Type.Enum(HACKATHON_STATUSES, { description: 'upcoming: not yet ended; past: ended' })),
  q: Type.Optional(
    Type.String({
      maxLength: LIMITS.searchMax,
      pattern: PATTERNS.singleLine,
      description: 'Case-insensitive text search in name, description and location',
    }),
  ),
  attendance_mode: Type.Optional(Type.Enum(ATTENDANCE_MODES, { description: 'Only hackathons held this way' })),
  link_status: Type.Optional(Type.Enum(LINK_STATUSES, { description: 'Only hackathons whose site is in this state' })),
  start_from: Type.Optional(DayOrDateTime('Only hackathons starting at or after this day (UTC) or instant')),
  start_to: Type.Optional(
    DayOrDateTime('Only hackathons starting at or before this day (UTC, the whole day) or instant'),
  ),
  placed: Type.Optional(Type.Boolean({ description: 'true: only hackathons with coordinates (the map)' })),
  near: Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: NEAR_PATTERN,
      description: 'LAT,LON in decimal degrees: only hackathons placed within radius_km of it, each with distance_km',
    }),
  ),
  radius_km: Type.Optional(
    Type.Number({
      minimum: GEO.radiusMinKm,
      maximum: GEO.radiusMaxKm,
      description: `With near: the radius in km (default ${GEO.defaultRadiusKm})`,
    }),
  ),
  ...FactFilterProperties,
})

/** A 409 of a hackathon write: the address is listed already, as `existing_id`. */
export const DuplicateHackathonError = Type.Object(
  {
    detail: Type.String(),
    existing_id: Type.Optional(Type.String({ format: 'uuid', description: 'The hackathon listed under this address' })),
  },
  { title: 'DuplicateHackathonError' },
)

export const DuplicatesQuery = Type.Object({
  url: Type.Optional(createProperties.url),
  name: Type.Optional(Type.String({ maxLength: LIMITS.nameMax })),
  start_date: Type.Optional(DateTime),
  end_date: Type.Optional(DateTime),
  exclude: Type.Optional(Type.String({ format: 'uuid', description: 'The hackathon being edited' })),
})

export const HackathonRef = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    url: Type.String(),
    start_date: DateTime,
    end_date: DateTime,
  },
  { title: 'HackathonRef' },
)

export const PossibleDuplicates = Type.Object(
  {
    same_url: Nullable(HackathonRef),
    similar: Type.Array(HackathonRef, { description: 'Similar names with overlapping dates, most alike first' }),
  },
  { title: 'PossibleDuplicates' },
)

export function toHackathonRef(row: PossibleDuplicate) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
  }
}

export function toHackathonPublic(row: HackathonWithSeries & { distanceKm?: number }) {
  return {
    id: row.id,
    ...publicFieldsOf(row),
    registration_status: registrationStatus(
      { end: row.endDate, opensAt: row.registrationOpensAt, deadline: row.registrationDeadline },
      new Date(),
    ),
    series: row.seriesId && row.seriesName !== null ? { id: row.seriesId, name: row.seriesName } : null,
    ...(row.distanceKm === undefined ? {} : { distance_km: Math.round(row.distanceKm * 10) / 10 }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    link_status: row.linkStatus,
    link_checked_at: row.linkCheckedAt?.toISOString() ?? null,
    link_unreachable_since: row.linkUnreachableSince?.toISOString() ?? null,
    archive_url: row.linkStatus === 'unreachable' ? archiveUrlOf(row.url) : null,
    verified_organizer: row.verifiedOrganizer,
  }
}
