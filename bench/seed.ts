/**
 * Bench data: SERIES series and N hackathons with realistic text lengths, inserted in batches
 * straight through the server's own db layer (no HTTP, no per-row round trip).
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Database } from '../server/db/index.js'
import { hackathons, series } from '../server/db/schema.js'

export const SERIES = 50
const DAY = 86_400_000
const YEAR = 365 * DAY
/** Rows per INSERT: 10 columns x 1000 rows stays far below PostgreSQL's 65,535 parameters. */
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
const CITIES = [
  'Berlin, Germany',
  'Lisbon, Portugal',
  'Toronto, Canada',
  'Nairobi, Kenya',
  'Seoul, South Korea',
  'São Paulo, Brazil',
  'Melbourne, Australia',
  'Austin, Texas, United States',
  'Online',
  'Helsinki, Finland',
]
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

export interface SeedResult {
  seriesIds: string[]
  /** The id of one hackathon in the middle of the set, for GET /hackathons/{id}. */
  sampleHackathonId: string
  seconds: number
}

/**
 * Inserts SERIES series and `count` hackathons. Start dates are spread evenly over ten years
 * centred on now (so about half end after now: "upcoming"); one in four belongs to a series;
 * two in three have a location.
 */
export async function seedHackathons(db: Database, count: number, log = (_line: string) => {}): Promise<SeedResult> {
  const startedAt = performance.now()
  const next = random(20_240_601)
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
  let sampleHackathonId = ''
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, j) => {
      const i = offset + j
      // Shuffled a little so start dates and insertion order do not coincide exactly.
      const start = Math.round(first + i * step + (next() - 0.5) * step)
      const id = randomUUID()
      if (i === middle) sampleHackathonId = id
      return {
        id,
        name: hackathonName(next, i),
        description: description(next),
        url: `https://hackathons.example.org/${i}/${Math.floor(next() * 1e9).toString(36)}`,
        startDate: new Date(start),
        endDate: new Date(start + (1 + Math.floor(next() * 3)) * DAY),
        location: i % 3 === 0 ? null : (CITIES[i % CITIES.length] ?? null),
        seriesId: i % 4 === 0 ? (seriesIds[i % SERIES] ?? null) : null,
      }
    })
    await db.insert(hackathons).values(rows)
    if ((offset / BATCH) % 20 === 19) log(`  ${offset + rows.length} rows...`)
  }
  return { seriesIds, sampleHackathonId, seconds: (performance.now() - startedAt) / 1000 }
}
