import {
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type OptionalField,
  SUGGESTIBLE_FIELDS,
  type SuggestibleField,
} from '../../common/hackathon-fields'
import type { HackathonPublic, SeriesPublic, SourcePublic, SuggestionPublic } from '../../src/client/types.gen'

/** A fixed id per entity kind and number, so tests can name rows without keeping them around. */
const id = (kind: string, n: number) => `00000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`

/** Every optional field of the field table unset, so a new field needs nothing here. */
const UNSET_FIELDS = Object.fromEntries(
  HACKATHON_FIELD_NAMES.filter((field) => !HACKATHON_FIELDS[field].required).map((field) => [field, null]),
)

/** A suggestion that proposes no field. */
const NOTHING_SUGGESTED = Object.fromEntries(SUGGESTIBLE_FIELDS.map((field) => [field, null]))

export function makeHackathon(n = 1, overrides: Partial<HackathonPublic> = {}): HackathonPublic {
  return {
    ...(UNSET_FIELDS as Pick<HackathonPublic, OptionalField>),
    id: id('a000', n),
    name: `Hackathon ${n}`,
    url: `https://example.com/${n}`,
    start_date: '2027-03-01T09:00:00.000Z',
    end_date: '2027-03-02T18:00:00.000Z',
    location: `City ${n}`,
    series: null,
    registration_status: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    link_status: 'unknown',
    link_checked_at: null,
    link_unreachable_since: null,
    archive_url: null,
    verified_organizer: false,
    ...overrides,
  }
}

export function makeSeries(n = 1, overrides: Partial<SeriesPublic> = {}): SeriesPublic {
  return {
    id: id('9000', n),
    name: `Series ${n}`,
    description: `About series ${n}`,
    hackathon_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** A pending suggestion of a new hackathon that sets nothing; overrides say what it proposes. */
export function makeSuggestion(n = 1, overrides: Partial<SuggestionPublic> = {}): SuggestionPublic {
  return {
    ...(NOTHING_SUGGESTED as Pick<SuggestionPublic, SuggestibleField>),
    id: id('b000', n),
    kind: 'new',
    first_from_account: false,
    hackathon_id: null,
    status: 'pending',
    source: 'user',
    seen_http_status: null,
    source_id: null,
    source_name: null,
    created_at: '2026-11-20T10:00:00.000Z',
    submitted_by: { id: id('c000', n), name: 'Grace Hopper', email: 'grace@example.com' },
    reviewed_by: null,
    reviewed_at: null,
    hackathon: null,
    hackathon_changed_at: null,
    possible_duplicates: [],
    ...overrides,
  }
}

/** An active iCalendar source that reviews, never run; overrides say what else it is. */
export function makeSource(n = 1, overrides: Partial<SourcePublic> = {}): SourcePublic {
  return {
    id: id('d000', n),
    name: `Source ${n}`,
    kind: 'ics',
    url: `https://calendar.example.com/${n}.ics`,
    series_id: null,
    series_name: null,
    trust: 'review',
    include: [],
    default_timezone: 'UTC',
    interval_hours: 6,
    status: 'active',
    last_run_at: null,
    last_ok_at: null,
    last_error: null,
    last_run: null,
    listing_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    created_by_id: null,
    ...overrides,
  }
}
