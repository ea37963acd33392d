import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminToken,
  type BenchDatabase,
  pgliteDatabase,
  postgresDatabase,
  type RunningServer,
  startServer,
} from '../../bench/server.js'
import { compileServerOnce } from './support/compiled-server.js'

/**
 * Crash safety: the real production server (`node build/server/main.js`) is SIGKILLed while
 * hackathon creates stream in over HTTP, then restarted on the same data. Every create it answered
 * 201 must be there, and nothing it never acknowledged, except the requests still in flight at the
 * kill (their answer never arrived: they may or may not have committed; they are counted apart).
 *
 * CI runs 1 round per database (PGlite; PostgreSQL when TEST_DATABASE_URL is set);
 * `npm run test:crash` runs CRASH_ROUNDS (default 5) and prints what each round lost.
 * After the kill, PGlite's DATA_DIR keeps a stale server.lock naming a dead pid: the restart must
 * take it over.
 */
const ROUNDS = Math.max(1, Number(process.env.CRASH_ROUNDS ?? 1))
/** Creates in flight at any moment. */
const IN_FLIGHT = 8

beforeAll(compileServerOnce, 180_000)

interface RoundResult {
  acknowledged: number
  lost: string[]
  unexpected: string[]
  inFlight: number
  inFlightPresent: number
  refused: number
}

async function listNames(url: string): Promise<Set<string>> {
  const names = new Set<string>()
  for (let skip = 0; ; skip += 1000) {
    const response = await fetch(`${url}/api/v1/hackathons/?limit=1000&skip=${skip}`)
    if (!response.ok) throw new Error(`list answered ${response.status}`)
    const page = (await response.json()) as { data: { name: string }[]; count: number }
    for (const row of page.data) names.add(row.name)
    if (page.data.length < 1000) return names
  }
}

async function crashRound(database: BenchDatabase, round: number): Promise<RoundResult> {
  let server: RunningServer | undefined = await startServer(database.env)
  try {
    const token = await adminToken(server.url)
    const state = new Map<string, 'in flight' | 'acknowledged' | 'refused'>()
    let stop = false
    let next = 0
    const first = server
    const exited = new Promise<void>((resolve) => first.process.once('exit', () => resolve()))

    const worker = async () => {
      while (!stop) {
        const id = next++
        const name = `Crash ${round}-${id}`
        state.set(name, 'in flight')
        try {
          const response = await fetch(`${first.url}/api/v1/hackathons/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              name,
              url: `https://crash-${round}-${id}.example/`,
              start_date: '2031-05-01T09:00:00Z',
              end_date: '2031-05-02T18:00:00Z',
            }),
          })
          await response.arrayBuffer()
          state.set(name, response.status === 201 ? 'acknowledged' : 'refused')
        } catch {
          // No answer: the kill came first. It stays "in flight".
          return
        }
      }
    }
    const workers = Array.from({ length: IN_FLIGHT }, worker)
    // Kill once a few hundred creates have been acknowledged, at a moment that varies per round.
    const killAfter = 100 + Math.floor(Math.random() * 300)
    while ([...state.values()].filter((s) => s === 'acknowledged').length < killAfter) {
      if (first.process.exitCode !== null) throw new Error('the server exited before the kill')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    first.process.kill('SIGKILL')
    await exited
    stop = true
    await Promise.all(workers)

    server = await startServer(database.env)
    const present = await listNames(server.url)
    const result: RoundResult = {
      acknowledged: 0,
      lost: [],
      unexpected: [],
      inFlight: 0,
      inFlightPresent: 0,
      refused: 0,
    }
    for (const [name, status] of state) {
      if (status === 'acknowledged') {
        result.acknowledged++
        if (!present.has(name)) result.lost.push(name)
      } else if (status === 'in flight') {
        result.inFlight++
        if (present.has(name)) result.inFlightPresent++
      } else {
        result.refused++
        if (present.has(name)) result.unexpected.push(name)
      }
    }
    for (const name of present) if (!state.has(name)) result.unexpected.push(name)
    return result
  } finally {
    await server?.stop()
  }
}

const databases: [string, () => Promise<BenchDatabase>][] = [['PGlite', async () => pgliteDatabase()]]
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) databases.push(['PostgreSQL', () => postgresDatabase(serverUrl)])

describe.each(databases)('a SIGKILL mid-stream on %s', (kind, makeDatabase) => {
  const results: RoundResult[] = []

  afterAll(() => {
    const lost = results.reduce((sum, r) => sum + r.lost.length, 0)
    console.log(`${kind}: ${results.length} crash rounds, acknowledged writes lost: ${lost}`)
  })

  it(
    `loses no acknowledged create and invents none (${ROUNDS} round${ROUNDS === 1 ? '' : 's'})`,
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        // A fresh database each round, so the log-in rate limit (one log-in per start) never binds.
        const database = await makeDatabase()
        try {
          const result = await crashRound(database, round)
          results.push(result)
          console.log(
            `${kind} round ${round}: ${result.acknowledged} acknowledged, ${result.lost.length} lost; ` +
              `${result.inFlight} in flight at the kill (${result.inFlightPresent} present); ` +
              `${result.refused} refused; ${result.unexpected.length} unexpected`,
          )
          expect(result.lost, 'acknowledged creates missing after the restart').toEqual([])
          expect(result.unexpected, 'hackathons never acknowledged nor in flight').toEqual([])
          expect(result.refused, 'creates answered other than 201').toBe(0)
          expect(result.acknowledged).toBeGreaterThan(0)
        } finally {
          await database.drop()
        }
      }
    },
    ROUNDS * 180_000,
  )
})
