/**
 * Bench data: SERIES series and N hackathons with realistic text lengths and the listing's facts,
 * inserted in batches straight through the server's own db layer (no HTTP, no per-row round trip).
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { type AttendanceMode, type Eligibility, TRAVEL_SUPPORT } from '../common/hackathon-fields.js'
import { THEME_SLUGS, type ThemeSlug } from '../common/themes.js'
import type { Database } from '../server/db/index.js'
import { hackathons, series } from '../server/db/schema.js'

export const SERIES = 50
const DAY = 86_400_000
const YEAR = 365 * DAY
/** Rows per INSERT: about 25 columns x 1000 rows stays below PostgreSQL's 65,535 parameters. */
const BATCH = 1000

/** A small deterministic generator, so every run seeds the same texts (not the same ids). */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const ADJECTIVES = ['Open', 'Green', 'Civic', 'Quantum', 'Northern', 'Coastal', 'Midnight', 'Global', 'Tiny', 'Urban']
const TOPICS = ['Climate', 'Health', 'Data', 'Space', 'Music', 'Fintech', 'Robotics', 'Education', 'Games', 'Mobility']
const KINDS = ['Hackathon', 'Hack Days', 'Jam', 'Buildathon', 'Code Sprint']
/** Where the hackathons are: a venue's place, zone, coordinates, languages and prize currency. */
interface Venue {
  location: string
  timezone: string | null
  coordinates: { latitude: number; longitude: number } | null
  languages: string[]
  currency: string
}
const VENUES: Venue[] = [
  venue('Berlin, Germany', 'Europe/Berlin', [52.52, 13.405], ['de', 'en'], 'EUR'),
  venue('Lisbon, Portugal', 'Europe/Lisbon', [38.722, -9.139], ['pt', 'en'], 'EUR'),
  venue('Toronto, Canada', 'America/Toronto', [43.653, -79.383], ['en', 'fr'], 'CAD'),
  venue('Nairobi, Kenya', 'Africa/Nairobi', [-1.286, 36.817], ['en', 'sw'], 'KES'),
  venue('Seoul, South Korea', 'Asia/Seoul', [37.566, 126.978], ['ko', 'en'], 'KRW'),
  venue('São Paulo, Brazil', 'America/Sao_Paulo', [-23.55, -46.633], ['pt'], 'BRL'),
  venue('Melbourne, Australia', 'Australia/Melbourne', [-37.814, 144.963], ['en'], 'AUD'),
  venue('Austin, Texas, United States', 'America/Chicago', [30.267, -97.743], ['en', 'es'], 'USD'),
  venue('Online', null, null, ['en'], 'USD'),
  venue('Helsinki, Finland', 'Europe/Helsinki', [60.17, 24.938], ['fi', 'en'], 'EUR'),
]
const ONLINE = 'Online'

function venue(
  location: string,
  timezone: string | null,
  coordinates: [number, number] | null,
  languages: string[],
  currency: string,
): Venue {
  return {
    location,
    timezone,
    coordinates: coordinates && { latitude: coordinates[0], longitude: coordinates[1] },
    languages,
    currency,
  }
}

/** Who may take part, as listings usually say it. */
const AUDIENCES: Eligibility[][] = [['everyone'], ['university'], ['university', 'high_school'], ['professionals']]
const WORDS =
  'build prototype team mentors prizes judges data open source api hardware design weekend students ' +
  'developers designers startups community workshop demo pitch sponsor challenge track sustainable ' +
  'accessible cloud mobile web machine learning city transport energy water food health learning'
const VOCABULARY = WORDS.split(' ')

function sentence(next: () => number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(VOCABULARY[Math.floor(next() * VOCABULARY.length)] ?? 'hack')
  const text = out.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/** 200 to 800 characters of sentences. */
function description(next: () => number): string {
  const target = 200 + Math.floor(next() * 600)
  let text = ''
  while (text.length < target) text += `${text ? ' ' : ''}${sentence(next, 6 + Math.floor(next() * 10))}`
  return text.slice(0, target)
}

/** 20 to 60 characters, unique thanks to the edition number (which `q=edition 42` finds). */
function hackathonName(next: () => number, i: number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T
  let name = `${pick(ADJECTIVES)} ${pick(TOPICS)} ${pick(KINDS)} edition ${i}`
  while (name.length < 20) name = `${pick(ADJECTIVES)} ${name}`
  return name.slice(0, 60)
}

/** The facts of a hackathon (the hackathons table's columns from attendance mode on). */
type Facts = Pick<
  typeof hackathons.$inferInsert,
  | 'attendanceMode'
  | 'timezone'
  | 'latitude'
  | 'longitude'
  | 'travelSupport'
  | 'themes'
  | 'registrationOpensAt'
  | 'registrationDeadline'
  | 'prizeAmount'
  | 'prizeCurrency'
  | 'free'
  | 'eligibility'
  | 'minAge'
  | 'beginnerFriendly'
  | 'teamSizeMax'
  | 'languages'
>

/**
 * The facts a listing gives, as real listings give them: each known for most hackathons and
 * unknown (null) for some, or for all of them when `complete`. Drawn from `next`, a generator of
 * their own, so the names and descriptions stay those of earlier runs.
 */
function facts(next: () => number, place: Venue | undefined, start: number, complete: boolean): Facts {
  const known = () => complete || next() < 0.8
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const mode: AttendanceMode | null =
    place?.location === ONLINE ? 'online' : place ? (next() < 0.7 ? 'in_person' : 'hybrid') : null
  const themes = new Set<ThemeSlug>()
  for (let n = 1 + Math.floor(next() * 3); themes.size < n; ) themes.add(pick(THEME_SLUGS))
  const deadline = start - (1 + Math.floor(next() * 14)) * DAY
  const registration = known()
  const prize = known()
  const free = next() < 0.85
  return {
    attendanceMode: mode,
    timezone: mode === 'online' ? null : (place?.timezone ?? null),
    latitude: mode === 'online' ? null : (place?.coordinates?.latitude ?? null),
    longitude: mode === 'online' ? null : (place?.coordinates?.longitude ?? null),
    travelSupport: mode === 'online' || !known() ? null : pick(TRAVEL_SUPPORT),
    themes: known() ? [...themes] : null,
    registrationOpensAt: registration ? new Date(deadline - (30 + Math.floor(next() * 60)) * DAY) : null,
    registrationDeadline: registration ? new Date(deadline) : null,
    prizeAmount: prize ? (1 + Math.floor(next() * 40)) * 500 : null,
    prizeCurrency: prize ? (place?.currency ?? 'USD') : null,
    free: known() ? free : null,
    eligibility: known() ? [...pick(AUDIENCES)] : null,
    minAge: known() ? pick([16, 18]) : null,
    beginnerFriendly: known() ? next() < 0.6 : null,
    teamSizeMax: known() ? 2 + Math.floor(next() * 5) : null,
    languages: known() ? (place?.languages ?? ['en']) : null,
  }
}

export interface SeedResult {
  seriesIds: string[]
  /** The id of one hackathon in the middle of the set, for GET /hackathons/{id}. */
  sampleHackathonId: string
  /** An upcoming hackathon in a series, at a venue, with every fact known: the page to measure. */
  completeHackathonId: string
  /** Its series. */
  completeSeriesId: string
  seconds: number
}

/**
 * Inserts SERIES series and `count` hackathons. Start dates are spread evenly over ten years
 * centred on now (so about half end after now: "upcoming"); one in four belongs to a series;
 * two in three have a location (one in ten of those is "Online"); each fact is known for about four
 * in five. The hackathon at 60% of the set (upcoming, about a year ahead) is in a series, in Berlin,
 * with every fact known.
 */
export async function seedHackathons(db: Database, count: number, log = (_line: string) => {}): Promise<SeedResult> {
  const startedAt = performance.now()
  const next = random(20_240_601)
  const nextFact = random(20_251_124)
  const seriesRows = await db
    .insert(series)
    .values(
      Array.from({ length: SERIES }, (_, i) => ({
        name: `${ADJECTIVES[i % ADJECTIVES.length]} ${TOPICS[Math.floor(i / ADJECTIVES.length) % TOPICS.length]} Series ${i}`,
        description: description(next),
      })),
    )
    .returning({ id: series.id })
  const seriesIds = seriesRows.map((row) => row.id)
  const now = Date.now()
  const first = now - 5 * YEAR
  const step = (10 * YEAR) / Math.max(1, count)
  const middle = Math.floor(count / 2)
  const complete = Math.min(count - 1, Math.ceil(count * 0.6))
  let sampleHackathonId = ''
  let completeHackathonId = ''
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, j) => {
      const i = offset + j
      // Shuffled a little so start dates and insertion order do not coincide exactly.
      const start = Math.round(first + i * step + (next() - 0.5) * step)
      const id = randomUUID()
      if (i === middle) sampleHackathonId = id
      if (i === complete) completeHackathonId = id
      const place = i === complete ? VENUES[0] : i % 3 === 0 ? undefined : VENUES[i % VENUES.length]
      return {
        id,
        name: hackathonName(next, i),
        description: description(next),
        url: `https://hackathons.example.org/${i}/${Math.floor(next() * 1e9).toString(36)}`,
        startDate: new Date(start),
        endDate: new Date(start + (1 + Math.floor(next() * 3)) * DAY),
        location: place?.location ?? null,
        seriesId: i % 4 === 0 || i === complete ? (seriesIds[i % SERIES] ?? null) : null,
        ...facts(nextFact, place, start, i === complete),
      }
    })
    await db.insert(hackathons).values(rows)
    if ((offset / BATCH) % 20 === 19) log(`  ${offset + rows.length} rows...`)
  }
  return {
    seriesIds,
    sampleHackathonId,
    completeHackathonId,
    completeSeriesId: seriesIds[complete % SERIES] ?? '',
    seconds: (performance.now() - startedAt) / 1000,
  }
}
