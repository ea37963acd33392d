import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { API, createTestApp, seedHackathon, seedSeries, type TestContext, type TestUser } from './helpers.js'
import { requestFor, type Seeds } from './support/fuzz.js'
import { multipartBody, OPENAPI_OPERATIONS, pngBytes, quickUser } from './support/operations.js'

/**
 * Contract fuzzing: for every operation of openapi.json, requests generated from its schema and
 * against it, sent as a visitor and as an admin. Every answer is below 500 and in the `{detail}`
 * shape, and a refused write leaves the data exactly as it was.
 *
 * `npm test` runs a bounded number with a fixed seed; `npm run fuzz` runs many more with a random
 * seed and prints it, so `FUZZ_SEED=<seed> npm run fuzz` replays a failure.
 */

const FULL = process.env.FUZZ_MODE === 'full'
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : FULL ? Date.now() % 2 ** 31 : 20260101
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? (FULL ? 150 : 8))

let ctx: TestContext
let admin: TestUser
let seeds: Seeds

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await quickUser(ctx, ROLE.admin)
  const member = await quickUser(ctx, ROLE.user)
  const hackathon = await seedHackathon(ctx)
  const series = await seedSeries(ctx)
  const suggestion = await ctx.app.repos.suggestions.createPending(
    'update',
    hackathon.id,
    { name: 'Renamed' },
    member.user.id,
  )
  const image = multipartBody('file', 'a.png', 'image/png', await pngBytes())
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `${API}/utils/upload-image/`,
    payload: image.payload,
    headers: { ...image.headers, ...admin.headers },
  })
  seeds = {
    ids: [hackathon.id, series.id, suggestion.id, member.user.id, admin.user.id],
    emails: [member.user.email, admin.user.email],
    uploadNames: [(upload.json() as { image_url: string }).image_url.split('/').at(-1) ?? 'x.png'],
  }
})
afterAll(() => ctx?.close())

const TABLES = [
  'users',
  'hackathons',
  'series',
  'suggestions',
  'hackathon_organizers',
  'organizer_invitations',
] as const

/** A digest of every row of the product's tables: equal digests, equal data. */
async function snapshot(): Promise<string> {
  const parts: string[] = []
  for (const table of TABLES) {
    const result = (await ctx.database.db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from ${table} t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] }
    parts.push(`${table}:${result.rows[0]?.n}:${result.rows[0]?.h}`)
  }
  return parts.join(' ')
}

/** The answer the contract allows to a fuzzed request. */
function assertContract(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what} -> ${response.body.slice(0, 300)}`).toBeLessThan(500)
  if (response.statusCode < 400) return
  expect(response.headers['content-type'], what).toMatch(/^application\/json/)
  const body = response.json() as { detail: unknown }
  expect(Object.keys(body), what).toEqual(['detail'])
  if (typeof body.detail === 'string') return
  expect(Array.isArray(body.detail), what).toBe(true)
  for (const issue of body.detail as unknown[]) {
    expect(issue, what).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) })
  }
}

const describeRequest = (options: InjectOptions) => {
  const payload =
    typeof options.payload === 'string'
      ? options.payload
      : Buffer.isBuffer(options.payload)
        ? `<${options.payload.length} bytes>`
        : ''
  return `${options.method} ${options.url} ${JSON.stringify(options.headers ?? {})} ${payload.slice(0, 200)}`
}

describe('contract fuzzing', () => {
  it('answers every generated request below 500, in the {detail} shape, changing nothing when it refuses a write', async () => {
    console.log(
      `contract fuzzing: seed ${SEED} (replay with FUZZ_SEED=${SEED} npm run fuzz), ${RUNS_PER_OPERATION} runs per operation and caller`,
    )
    let requests = 0
    for (const [index, operation] of OPENAPI_OPERATIONS.entries()) {
      for (const caller of ['anonymous', 'admin'] as const) {
        await fc.assert(
          fc.asyncProperty(requestFor(operation, seeds), async (options) => {
            const write = operation.method !== 'get'
            const before = write ? await snapshot() : ''
            const response = await ctx.app.inject({
              ...options,
              url: `${options.url}`,
              headers: { ...options.headers, ...(caller === 'admin' && admin.headers) },
            })
            requests++
            const what = `${operation.operationId} as ${caller}: ${describeRequest(options)}`
            assertContract(response, what)
            if (write && response.statusCode >= 400)
              expect(await snapshot(), `refused write changed data: ${what}`).toBe(before)
          }),
          { seed: SEED + index * 2 + (caller === 'admin' ? 1 : 0), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        )
      }
    }
    console.log(
      `contract fuzzing: ${requests} requests over ${OPENAPI_OPERATIONS.length} operations, none answered 5xx`,
    )
  }, 600_000)
})
