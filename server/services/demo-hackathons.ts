import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AttendanceMode, Eligibility } from '../../common/hackathon-fields.js'
import type { ThemeSlug } from '../../common/themes.js'
import { wallClock, wallClockToInstant } from '../../common/zoned-time.js'
import { DuplicateUrlError } from '../db/domain-errors.js'
import type { Database } from '../db/index.js'
import { hackathonsRepository, type NewHackathon } from '../db/repositories/hackathons.js'
import { seriesRepository } from '../db/repositories/series.js'
import { sourcesRepository } from '../db/repositories/sources.js'
import { PROJECT_ROOT } from '../paths.js'
import { locate } from './gazetteer.js'
import { importSource, itemsOf } from './sources/run.js'

/**
 * `npm run seed:demo`: about 30 varied hackathons with every listing fact in use, so a newcomer sees
 * the product as it is meant to look. Dates are days from the moment of seeding, so some are
 * upcoming, some running and some past, and registration deadlines fall on both sides of now.
 * Times are the venue's own (09:00 to 17:00 unless a hackathon says otherwise; online ones keep
 * the zone of their organisers), and a name that tells a season or a year tells the one its
 * computed start falls in.
 *
 * Each demo hackathon has its own address on the demo host: a run adds only the hackathons whose
 * address is not listed yet (and a series only when none of that name exists), so running it again
 * adds nothing. Their dates stay those of the first run.
 */

/** The host of every demo hackathon's address (a reserved name: nothing answers there). */
export const DEMO_HOST = 'demo.hackathons.example'

const SERIES = {
  spree: { name: 'Spree Hacks', description: 'A weekend of building by the river, twice a year in Berlin.' },
  climate: { name: 'Global Climate Jam', description: 'One weekend, every continent: build for the planet.' },
  students: { name: 'Campus Build Weekend', description: 'Student-run hackathons on campuses around the world.' },
} as const
type SeriesKey = keyof typeof SERIES

/** Where it takes place: a city (its zone), or online (the zone its organisers keep its hours in). */
type Venue = { city: string; zone: string; mode?: Exclude<AttendanceMode, 'online'> } | { online: true; zone: string }

/** What a name may say of its dates: the season (in the venue's hemisphere) or the year it starts in. */
interface StartFacts {
  season: Season
  year: number
}

interface DemoHackathon {
  slug: string
  /** Fixed, or made from when it starts, so that "Spring" never names a December edition. */
  name: string | ((start: StartFacts) => string)
  description: string
  /** Days from now to the start (negative: in the past) and how many days it lasts. */
  startIn: number
  days: number
  /** The venue's clock at the start and at the end, in whole hours: 9 and 17 unless given. */
  hours?: [start: number, end: number]
  venue: Venue
  series?: SeriesKey
  themes: ThemeSlug[]
  /** Days from now on which registration opens and closes. */
  registration?: { opensIn?: number; closesIn?: number }
  prize?: [amount: number, currency: string]
  free?: boolean
  travel?: 'none' | 'partial' | 'full'
  eligibility?: Eligibility[]
  minAge?: number
  beginners?: boolean
  teamSizeMax?: number
  languages?: string[]
}

const online = (zone: string): Venue => ({ online: true, zone })
const city = (name: string, zone: string, mode?: 'in_person' | 'hybrid'): Venue => ({ city: name, zone, mode })

const BERLIN = city('Berlin, Germany', 'Europe/Berlin')
const LONDON = city('London, United Kingdom', 'Europe/London')

export const DEMO_HACKATHONS: readonly DemoHackathon[] = [
  {
    slug: 'spree-hacks-next',
    name: ({ season }) => `Spree Hacks ${season}`,
    description: 'Forty-eight hours of AI and data projects in a riverside loft, with mentors on hand all weekend.',
    startIn: 24,
    days: 2,
    venue: BERLIN,
    series: 'spree',
    themes: ['ai', 'data'],
    registration: { opensIn: -20, closesIn: 10 },
    prize: [10_000, 'EUR'],
    free: true,
    travel: 'partial',
    eligibility: ['everyone'],
    minAge: 18,
    beginners: true,
    teamSizeMax: 4,
    languages: ['en', 'de'],
  },
  {
    slug: 'spree-hacks-last',
    name: ({ season }) => `Spree Hacks ${season}`,
    description: 'The last edition: hardware, sensors and a lot of soldering.',
    startIn: -160,
    days: 2,
    venue: BERLIN,
    series: 'spree',
    themes: ['hardware', 'open-source'],
    registration: { opensIn: -220, closesIn: -170 },
    prize: [5_000, 'EUR'],
    free: true,
    travel: 'none',
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 5,
    languages: ['en', 'de'],
  },
  {
    slug: 'global-climate-jam',
    name: ({ year }) => `Global Climate Jam ${year}`,
    description: 'Teams on every continent build tools for cleaner energy, cities and farms over one weekend.',
    startIn: 40,
    days: 3,
    venue: online('UTC'),
    series: 'climate',
    themes: ['climate', 'social-good', 'data'],
    registration: { opensIn: -5, closesIn: 35 },
    prize: [25_000, 'USD'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 6,
    languages: ['en', 'es', 'fr'],
  },
  {
    slug: 'global-climate-jam-last-year',
    // A year and five days before the next: always another year in its name.
    name: ({ year }) => `Global Climate Jam ${year}`,
    description: "Last year's jam: 300 teams, 40 countries, one planet.",
    startIn: -330,
    days: 3,
    venue: online('UTC'),
    series: 'climate',
    themes: ['climate', 'social-good'],
    registration: { opensIn: -385, closesIn: -335 },
    prize: [20_000, 'USD'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    languages: ['en'],
  },
  {
    slug: 'climate-jam-nairobi',
    name: 'Global Climate Jam Nairobi',
    description: 'The Nairobi site of the Global Climate Jam, with solar and agriculture challenges.',
    startIn: 40,
    days: 3,
    venue: city('Nairobi, Kenya', 'Africa/Nairobi'),
    series: 'climate',
    themes: ['climate', 'hardware'],
    registration: { closesIn: 30 },
    prize: [500_000, 'KES'],
    free: true,
    travel: 'full',
    eligibility: ['university', 'professionals'],
    minAge: 18,
    teamSizeMax: 5,
    languages: ['en', 'sw'],
  },
  {
    slug: 'campus-build-toronto',
    name: 'Campus Build Weekend Toronto',
    description: 'A student hackathon with workshops for first-timers and free meals all weekend.',
    startIn: 12,
    days: 2,
    venue: city('Toronto, Canada', 'America/Toronto'),
    series: 'students',
    themes: ['education', 'mobile'],
    registration: { opensIn: -30, closesIn: 2 },
    prize: [3_000, 'CAD'],
    free: true,
    travel: 'partial',
    eligibility: ['university', 'high_school'],
    minAge: 16,
    beginners: true,
    teamSizeMax: 4,
    languages: ['en', 'fr'],
  },
  {
    slug: 'campus-build-bangalore',
    name: 'Campus Build Weekend Bangalore',
    description: 'Thirty-six hours of building on campus, open to every college in the city.',
    startIn: 55,
    days: 2,
    venue: city('Bangalore, India', 'Asia/Kolkata'),
    series: 'students',
    themes: ['ai', 'fintech', 'mobile'],
    registration: { opensIn: 5, closesIn: 45 },
    prize: [200_000, 'INR'],
    free: true,
    travel: 'partial',
    eligibility: ['university'],
    minAge: 17,
    beginners: true,
    teamSizeMax: 4,
    languages: ['en', 'hi'],
  },
  {
    slug: 'campus-build-sao-paulo',
    name: 'Campus Build Weekend São Paulo',
    description: 'Estudantes constroem projetos de educação e saúde em um fim de semana.',
    startIn: -45,
    days: 2,
    venue: city('São Paulo, Brazil', 'America/Sao_Paulo'),
    series: 'students',
    themes: ['education', 'health'],
    registration: { closesIn: -50 },
    prize: [15_000, 'BRL'],
    free: true,
    eligibility: ['university', 'high_school'],
    minAge: 16,
    beginners: true,
    teamSizeMax: 5,
    languages: ['pt'],
  },
  {
    slug: 'london-fintech-challenge',
    name: 'London Fintech Challenge',
    description: 'Build the next payments experience with open banking APIs from partner banks.',
    startIn: 18,
    days: 2,
    venue: LONDON,
    themes: ['fintech', 'security'],
    registration: { opensIn: -40, closesIn: 7 },
    prize: [15_000, 'GBP'],
    free: false,
    travel: 'none',
    eligibility: ['professionals'],
    minAge: 21,
    teamSizeMax: 5,
    languages: ['en'],
  },
  {
    slug: 'thames-health-hack',
    name: 'Thames Health Hack',
    description: 'Clinicians and developers pair up on problems from hospital wards.',
    startIn: 33,
    days: 2,
    venue: city('London, United Kingdom', 'Europe/London', 'hybrid'),
    themes: ['health', 'data'],
    registration: { closesIn: 25 },
    prize: [8_000, 'GBP'],
    free: true,
    travel: 'partial',
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 6,
    languages: ['en'],
  },
  {
    slug: 'paris-game-jam',
    name: 'Paris Game Jam',
    description: 'Un week-end pour créer un jeu, seul ou en équipe, du prototype à la démo.',
    startIn: 9,
    days: 3,
    venue: city('Paris, France', 'Europe/Paris'),
    themes: ['games'],
    registration: { opensIn: -60, closesIn: 1 },
    free: false,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 4,
    languages: ['fr', 'en'],
  },
  {
    slug: 'tokyo-robotics-weekend',
    name: 'Tokyo Robotics Weekend',
    description: 'Robot arms, drones and a final demo in front of industry judges.',
    startIn: 70,
    days: 2,
    venue: city('Tokyo, Japan', 'Asia/Tokyo'),
    themes: ['hardware', 'ai'],
    registration: { opensIn: 10, closesIn: 60 },
    prize: [3_000_000, 'JPY'],
    free: true,
    travel: 'full',
    eligibility: ['university', 'professionals'],
    minAge: 18,
    teamSizeMax: 4,
    languages: ['ja', 'en'],
  },
  {
    slug: 'bay-area-llm-hack',
    name: 'Bay Area LLM Hack',
    description: 'Build agents and tools on open models; GPU credits for every team.',
    startIn: 6,
    days: 2,
    venue: city('San Francisco, United States', 'America/Los_Angeles'),
    themes: ['ai', 'open-source'],
    registration: { opensIn: -25, closesIn: -1 },
    prize: [50_000, 'USD'],
    free: true,
    travel: 'none',
    eligibility: ['everyone'],
    minAge: 18,
    teamSizeMax: 4,
    languages: ['en'],
  },
  {
    slug: 'new-york-civic-hack',
    name: 'New York Civic Hack',
    description: 'Open city data, public services and the people who run them.',
    startIn: 27,
    days: 1,
    venue: city('New York City, United States', 'America/New_York'),
    themes: ['social-good', 'data'],
    registration: { closesIn: 20 },
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 5,
    languages: ['en', 'es'],
  },
  {
    slug: 'lagos-fintech-build',
    name: 'Lagos Fintech Build',
    description: 'Payments, lending and savings for the next hundred million users.',
    startIn: 48,
    days: 2,
    venue: city('Lagos, Nigeria', 'Africa/Lagos'),
    themes: ['fintech', 'mobile'],
    registration: { opensIn: -3, closesIn: 40 },
    prize: [5_000_000, 'NGN'],
    free: true,
    travel: 'partial',
    eligibility: ['everyone'],
    minAge: 18,
    beginners: true,
    teamSizeMax: 4,
    languages: ['en'],
  },
  {
    slug: 'sydney-space-apps',
    name: 'Sydney Space Apps',
    description: 'Satellite data challenges, from bushfire maps to reef health.',
    startIn: 62,
    days: 2,
    venue: city('Sydney, Australia', 'Australia/Sydney'),
    themes: ['space', 'climate', 'data'],
    registration: { opensIn: 2, closesIn: 55 },
    prize: [10_000, 'AUD'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 6,
    languages: ['en'],
  },
  {
    slug: 'amsterdam-open-source-days',
    name: 'Amsterdam Open Source Days',
    description: 'Contribute to the projects you use every day, with their maintainers in the room.',
    startIn: 15,
    days: 2,
    venue: city('Amsterdam, Netherlands', 'Europe/Amsterdam'),
    themes: ['open-source', 'security'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    languages: ['en', 'nl'],
  },
  {
    slug: 'singapore-smart-city',
    name: 'Singapore Smart City Hack',
    description: 'Mobility, housing and energy challenges set by the city’s agencies.',
    startIn: 38,
    days: 2,
    venue: city('Singapore', 'Asia/Singapore', 'hybrid'),
    themes: ['data', 'climate', 'mobile'],
    registration: { opensIn: -10, closesIn: 30 },
    prize: [20_000, 'SGD'],
    free: true,
    travel: 'full',
    eligibility: ['university', 'professionals'],
    minAge: 18,
    teamSizeMax: 5,
    languages: ['en', 'zh'],
  },
  {
    slug: 'mexico-city-edtech',
    name: 'Mexico City EdTech Hack',
    description: 'Herramientas para maestros y estudiantes, construidas en un fin de semana.',
    startIn: -12,
    days: 2,
    venue: city('Mexico City, Mexico', 'America/Mexico_City'),
    themes: ['education', 'social-good'],
    registration: { closesIn: -16 },
    prize: [100_000, 'MXN'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 5,
    languages: ['es'],
  },
  {
    slug: 'warsaw-security-ctf',
    name: 'Warsaw Security CTF',
    description: 'A capture-the-flag weekend: web, crypto, reversing and forensics.',
    startIn: 21,
    days: 2,
    venue: city('Warsaw, Poland', 'Europe/Warsaw'),
    themes: ['security'],
    registration: { opensIn: -14, closesIn: 14 },
    prize: [20_000, 'PLN'],
    free: false,
    eligibility: ['everyone'],
    minAge: 16,
    teamSizeMax: 3,
    languages: ['pl', 'en'],
  },
  {
    slug: 'madrid-health-datathon',
    name: 'Madrid Health Datathon',
    description: 'Anonymised hospital data, one weekend and a jury of doctors.',
    startIn: -75,
    days: 2,
    venue: city('Madrid, Spain', 'Europe/Madrid'),
    themes: ['health', 'data', 'ai'],
    registration: { closesIn: -80 },
    prize: [6_000, 'EUR'],
    free: true,
    travel: 'partial',
    eligibility: ['university', 'professionals'],
    minAge: 18,
    teamSizeMax: 4,
    languages: ['es', 'en'],
  },
  {
    slug: 'seoul-mobile-sprint',
    name: 'Seoul Mobile Sprint',
    description: 'Ship an app in 30 hours; device lab and design mentors included.',
    startIn: 85,
    days: 2,
    venue: city('Seoul, South Korea', 'Asia/Seoul'),
    themes: ['mobile', 'games'],
    registration: { opensIn: 20, closesIn: 75 },
    prize: [20_000_000, 'KRW'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 4,
    languages: ['ko', 'en'],
  },
  {
    slug: 'cape-town-ocean-hack',
    name: 'Cape Town Ocean Hack',
    description: 'Fisheries, coastlines and marine data from the Atlantic and Indian oceans.',
    startIn: 30,
    days: 2,
    venue: city('Cape Town, South Africa', 'Africa/Johannesburg'),
    themes: ['climate', 'data'],
    registration: { closesIn: 22 },
    prize: [80_000, 'ZAR'],
    free: true,
    travel: 'full',
    eligibility: ['university'],
    minAge: 18,
    teamSizeMax: 5,
    languages: ['en'],
  },
  {
    slug: 'zurich-quant-hack',
    name: 'Zurich Quant Hack',
    description: 'Risk models, market data and a trading simulation, judged by practitioners.',
    startIn: 44,
    days: 1,
    venue: city('Zurich, Switzerland', 'Europe/Zurich'),
    themes: ['fintech', 'ai'],
    registration: { opensIn: -7, closesIn: 37 },
    prize: [12_000, 'CHF'],
    free: false,
    travel: 'none',
    eligibility: ['professionals', 'university'],
    minAge: 20,
    teamSizeMax: 3,
    languages: ['en', 'de'],
  },
  {
    slug: 'web3-online-buildathon',
    name: 'Web3 Online Buildathon',
    description: 'Four weeks to build and ship a decentralised app, with weekly demo calls.',
    startIn: -3,
    days: 28,
    venue: online('America/New_York'),
    themes: ['web3', 'open-source'],
    registration: { opensIn: -30, closesIn: 10 },
    prize: [100_000, 'USD'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 5,
    languages: ['en'],
  },
  {
    slug: 'high-school-hack-online',
    name: 'High School Hack Online',
    description: 'A friendly first hackathon for teenagers, with mentors in every time zone.',
    startIn: 16,
    days: 2,
    venue: online('America/Chicago'),
    themes: ['education', 'games'],
    registration: { opensIn: -21, closesIn: 9 },
    free: true,
    eligibility: ['high_school'],
    minAge: 13,
    beginners: true,
    teamSizeMax: 4,
    languages: ['en', 'es'],
  },
  {
    slug: 'open-data-day-hack',
    name: 'Open Data Day Hack',
    description: 'Governments publish data; this weekend we make it useful.',
    startIn: -30,
    days: 1,
    venue: online('Europe/Brussels'),
    themes: ['data', 'social-good', 'open-source'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    languages: ['en', 'fr', 'de'],
  },
  {
    slug: 'space-apps-online',
    name: 'Space Apps Online',
    description: 'Challenges set by space agencies, solved from your living room.',
    startIn: 100,
    days: 2,
    venue: online('America/New_York'),
    themes: ['space', 'data'],
    registration: { opensIn: 30, closesIn: 95 },
    prize: [5_000, 'USD'],
    free: true,
    eligibility: ['everyone'],
    beginners: true,
    teamSizeMax: 6,
    languages: ['en'],
  },
  {
    slug: 'berlin-secure-code-night',
    name: 'Berlin Secure Code Night',
    description: 'An evening of finding and fixing vulnerabilities in real open-source code.',
    startIn: 4,
    days: 0,
    hours: [18, 23],
    venue: city('Berlin, Germany', 'Europe/Berlin', 'hybrid'),
    themes: ['security', 'open-source'],
    free: true,
    eligibility: ['everyone'],
    beginners: false,
    languages: ['de', 'en'],
  },
  {
    slug: 'medtech-makers-toronto',
    name: 'MedTech Makers Toronto',
    description: 'Build medical devices with clinicians, from prototype to pitch.',
    startIn: -200,
    days: 2,
    venue: city('Toronto, Canada', 'America/Toronto'),
    themes: ['health', 'hardware'],
    registration: { closesIn: -210 },
    prize: [7_500, 'CAD'],
    free: false,
    travel: 'partial',
    eligibility: ['professionals', 'university'],
    minAge: 18,
    teamSizeMax: 5,
    languages: ['en'],
  },
]

export type Season = 'Spring' | 'Summer' | 'Autumn' | 'Winter'
const NORTHERN_SEASONS: readonly Season[] = ['Winter', 'Spring', 'Summer', 'Autumn']

/** The season of a month (1 to 12) as people there name it: March to May is spring in the north, autumn in the south. */
export function seasonOf(month: number, southern: boolean): Season {
  const quarter = Math.floor((month % 12) / 3)
  return NORTHERN_SEASONS[southern ? (quarter + 2) % 4 : quarter] as Season
}

/** The instant the venue's clock reads `hour`:00, `days` days after its day at `now`. */
function venueTime(now: Date, days: number, hour: number, zone: string): Date {
  const today = wallClock(now, zone)
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days))
  return new Date(
    wallClockToInstant(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0 },
      zone,
    ),
  )
}

/** A demo hackathon as the hackathons table takes it. */
function valuesOf(demo: DemoHackathon, now: Date, seriesId: string | null): NewHackathon {
  const place = 'city' in demo.venue ? demo.venue : undefined
  const zone = demo.venue.zone
  const coordinates = place ? locate(place.city) : undefined
  const [startHour, endHour] = demo.hours ?? [9, 17]
  const start = venueTime(now, demo.startIn, startHour, zone)
  const startsOn = wallClock(start, zone)
  const name =
    typeof demo.name === 'string'
      ? demo.name
      : demo.name({ season: seasonOf(startsOn.month, (coordinates?.latitude ?? 0) < 0), year: startsOn.year })
  const registration = demo.registration
  return {
    name,
    description: demo.description,
    url: `https://${DEMO_HOST}/${demo.slug}`,
    startDate: start,
    endDate: venueTime(now, demo.startIn + demo.days, endHour, zone),
    location: place ? place.city : 'Online',
    attendanceMode: place ? (place.mode ?? 'in_person') : 'online',
    timezone: zone,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    seriesId,
    themes: demo.themes,
    registrationOpensAt: registration?.opensIn === undefined ? null : venueTime(now, registration.opensIn, 9, zone),
    registrationDeadline: registration?.closesIn === undefined ? null : venueTime(now, registration.closesIn, 23, zone),
    prizeAmount: demo.prize?.[0] ?? null,
    prizeCurrency: demo.prize?.[1] ?? null,
    free: demo.free ?? null,
    travelSupport: demo.travel ?? null,
    eligibility: demo.eligibility ?? null,
    minAge: demo.minAge ?? null,
    beginnerFriendly: demo.beginners ?? null,
    teamSizeMax: demo.teamSizeMax ?? null,
    languages: demo.languages ?? null,
  }
}

/** The demo hackathons as seeding at `now` lists them, without their series. */
export const demoHackathonValues = (now: Date): NewHackathon[] =>
  DEMO_HACKATHONS.map((demo) => valuesOf(demo, now, null))

/** The demo's source: a community calendar shipped with the project, read from disk (never fetched). */
export const DEMO_SOURCE = {
  name: 'Demo community calendar',
  url: `https://${DEMO_HOST}/community-calendar.ics`,
  file: join(PROJECT_ROOT, 'server', 'services', 'sources', 'demo-calendar.ics'),
} as const

/**
 * Adds the demo source, paused (its address answers nothing), and runs it once on the shipped file
 * through the same parser and pipeline as a fetched calendar, so its page shows a real report and
 * its events wait in the review queue "From Demo community calendar". Nothing when it is there.
 */
async function seedDemoSource(db: Database, now: Date): Promise<boolean> {
  const repo = sourcesRepository(db)
  if (await repo.findByUrl(DEMO_SOURCE.url)) return false
  const created = await repo.create({
    name: DEMO_SOURCE.name,
    kind: 'ics',
    url: DEMO_SOURCE.url,
    defaultTimezone: 'Europe/Amsterdam',
    status: 'paused',
  })
  const clock = { now: () => now, sleep: async () => {} }
  await importSource({ repos: { sources: repo }, clock }, created, async () => ({
    items: itemsOf(created, readFileSync(DEMO_SOURCE.file, 'utf8'), 'text/calendar', DEMO_SOURCE.url),
  }))
  return true
}

export interface DemoSeedOutcome {
  /** Hackathons added by this run. */
  added: number
  /** Demo hackathons already listed, left as they were. */
  kept: number
  /** Whether the demo source was added (false: it was there already). */
  sourceAdded: boolean
}

/** Lists the demo hackathons (and their series) that are not listed yet. */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoSeedOutcome> {
  const hackathons = hackathonsRepository(db)
  const seriesRepo = seriesRepository(db)
  const seriesIds = new Map<SeriesKey, string>()
  const seriesIdOf = async (key: SeriesKey) => {
    const known = seriesIds.get(key)
    if (known) return known
    const { name, description } = SERIES[key]
    const series = (await seriesRepo.findByName(name)) ?? (await seriesRepo.create({ name, description }))
    seriesIds.set(key, series.id)
    return series.id
  }
  const outcome: DemoSeedOutcome = { added: 0, kept: 0, sourceAdded: false }
  for (const demo of DEMO_HACKATHONS) {
    const seriesId = demo.series ? await seriesIdOf(demo.series) : null
    try {
      await hackathons.create(valuesOf(demo, now, seriesId), { source: 'create', authorId: null })
      outcome.added++
    } catch (error) {
      if (!(error instanceof DuplicateUrlError)) throw error
      outcome.kept++
    }
  }
  outcome.sourceAdded = await seedDemoSource(db, now)
  return outcome
}
