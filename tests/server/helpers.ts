import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { LightMyRequestResponse } from 'fastify'
import { expect, inject } from 'vitest'
import type { Locale } from '../../common/i18n/locales.js'
import { ROLE, ROLES, type Role } from '../../common/roles.js'
import { type App, type AppDeps, buildApp } from '../../server/app.js'
import { API_PREFIX, type Config, loadConfig } from '../../server/config.js'
import { type DatabaseHandle, openPgliteClient, openPostgres, pgliteExtensions } from '../../server/db/index.js'
import type { ListingChanges } from '../../server/db/listing-changes.js'
import type { NewHackathon } from '../../server/db/repositories/hackathons.js'
import type { UserRow } from '../../server/db/schema.js'
import type { Clock } from '../../server/services/clock.js'
import { createAccessToken, hashPassword } from '../../server/services/security.js'
import { createThrowawayDatabase } from '../support/throwaway-postgres.js'

/**
 * What the server tests share: a throwaway app on a throwaway database, users of each role with a
 * token, seeded rows, and the assertions every API test makes the same way.
 */

export const API = API_PREFIX
export const TEST_SECRET = 'test-secret-key-that-is-long-enough-0123456789'
export const TEST_PASSWORD = 'correct-horse-battery'

/**
 * A throwaway database: PGlite loaded from the migrated dump of global-setup, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from global-setup's migrated template
 * and dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const dump = new Blob([readFileSync(inject('pgliteDump'))])
    return openPgliteClient(await PGlite.create({ loadDataDir: dump, extensions: await pgliteExtensions() }))
  }
  const database = await createThrowawayDatabase(serverUrl, 'hackathons_test', { template: inject('postgresTemplate') })
  const handle = await openPostgres(database.url)
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close()
      await database.drop()
    },
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ SECRET_KEY: TEST_SECRET, DATA_DIR: join(tmpdir(), `hackathons-test-${randomUUID()}`) }),
    // The schedule would check seeded sites in the background; tests run checks themselves.
    linkWatch: false,
    // Requests to one host are spaced by the link watch; tests about the spacing set their own.
    linkWatchHostDelayS: 0,
    // The digests' schedule would send in the background; tests send them with POST /alerts/run.
    alerts: false,
    // The sources' schedule would read them in the background; tests run them themselves.
    sources: false,
    // The webhooks' schedules would match and deliver in the background; tests run them themselves.
    webhooks: false,
    ...overrides,
  }
}

export interface TestContext {
  app: App
  config: Config
  /** `url` is set on PostgreSQL, so a test may open a second pool on the same database. */
  database: DatabaseHandle & { url?: string }
  close(): Promise<void>
}

/** The app on a throwaway database; `deps` adds what a test injects (a clock, say). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'config' | 'db'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase()
  const config = testConfig(overrides)
  const app = await buildApp({ config, db: database.db, ...deps })
  await app.ready()
  return {
    app,
    config,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export interface TestUser {
  user: UserRow
  password: string
  token: string
  headers: { authorization: string }
}

let counter = 0

/**
 * Argon2 is slow on purpose (tens of milliseconds a hash, more on a busy machine) and the suite
 * creates hundreds of users, most with the same password: each password is hashed once per file.
 * A stored hash is a hash all the same, so logging in with it checks what it checks in production.
 */
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  let hashed = hashes.get(password)
  if (!hashed) {
    hashed = hashPassword(password)
    hashes.set(password, hashed)
  }
  return hashed
}

/** Creates a user straight in the database and signs a token for it (no log-in rate limit involved). */
export async function createUser(
  ctx: TestContext,
  options: {
    role?: Role
    email?: string
    name?: string | null
    isActive?: boolean
    password?: string
    /** Whether the account proved its address; true unless a test is about an unverified one. */
    emailVerified?: boolean
    /** The language the account picked; none unless a test is about one. */
    locale?: Locale
  } = {},
): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD
  const user = await ctx.app.repos.users.create({
    email: options.email ?? `user${++counter}-${randomUUID().slice(0, 8)}@example.com`,
    name: options.name === undefined ? `User ${counter}` : options.name,
    hashedPassword: await hashOnce(password),
    role: options.role ?? ROLE.user,
    isActive: options.isActive ?? true,
    emailVerified: options.emailVerified ?? true,
    locale: options.locale ?? null,
  })
  const token = await createAccessToken(user.id, ctx.config.secretKey, 60)
  return { user, password, token, headers: { authorization: `Bearer ${token}` } }
}

/** Who calls: a visitor without a token, or a signed-in user of a role. */
export type Actor = 'anonymous' | Role
export const ACTORS: Actor[] = ['anonymous', ...ROLES]

/** One signed-in user of each role, for the "who may call what" tables. */
export async function usersByRole(ctx: TestContext): Promise<Map<Role, TestUser>> {
  const users = new Map<Role, TestUser>()
  for (const role of ROLES) users.set(role, await createUser(ctx, { role }))
  return users
}

/**
 * A valid body for POST /hackathons/ with an address of its own (an address already listed is
 * refused as a duplicate); each test overrides what it is about.
 */
export const hackathonBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Hack',
  url: `https://hackathon.example/${randomUUID()}`,
  start_date: '2031-03-01T09:00:00Z',
  end_date: '2031-03-02T18:00:00Z',
  ...overrides,
})

/** A hackathon write as `as`: POST creates, PUT or PATCH with an id changes. */
export const sendHackathon = (
  ctx: TestContext,
  method: 'POST' | 'PUT' | 'PATCH',
  payload: Record<string, unknown>,
  as: TestUser,
  id = '',
) => ctx.app.inject({ method, url: `${API}/hackathons/${id}`, headers: as.headers, payload })

/** A hackathon straight in the database; each test overrides what it is about. */
export const seedHackathon = (ctx: TestContext, values: Partial<NewHackathon> = {}) =>
  ctx.app.repos.hackathons.create(
    {
      name: 'Seeded Hack',
      // Each seeded hackathon has its own address: a listed address is refused as a duplicate.
      url: `https://seeded.example/${randomUUID()}`,
      startDate: new Date('2030-01-01T10:00:00Z'),
      endDate: new Date('2030-01-02T10:00:00Z'),
      ...values,
    },
    { source: 'create', authorId: values.createdById ?? null },
  )

/** A series straight in the database. */
export const seedSeries = (ctx: TestContext, name = 'Seeded Series', description: string | null = null) =>
  ctx.app.repos.series.create({ name, description })

/** A 422 in the `{detail: [{loc, msg, type}]}` shape every validation error has, with an issue at `loc`. */
export function expectValidationError(response: LightMyRequestResponse, loc: (string | number)[]) {
  expect(response.statusCode, response.body).toBe(422)
  const { detail } = response.json() as { detail: unknown }
  expect(Array.isArray(detail)).toBe(true)
  for (const issue of detail as unknown[]) {
    expect(issue).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) })
  }
  expect((detail as { loc: unknown }[]).map((issue) => issue.loc)).toContainEqual(loc)
}

/** POST /login/access-token as the log-in form sends it. */
export function logIn(ctx: TestContext, username: string, password: string, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    ...(ip && { remoteAddress: ip }),
  })
}

/** A clock the test moves; its waits move it too, and are recorded. */
export function testClock(start = new Date()) {
  let now = start.getTime()
  const sleeps: number[] = []
  const clock: Clock & { advance(ms: number): void; set(date: Date): void; sleeps: number[] } = {
    now: () => new Date(now),
    sleep: async (ms) => {
      sleeps.push(ms)
      if (ms > 0) now += ms
    },
    advance: (ms) => {
      now += ms
    },
    set: (date) => {
      now = date.getTime()
    },
    sleeps,
  }
  return clock
}

/** Resolves at the next change `changes` hears. */
export const nextChange = (changes: ListingChanges) => new Promise<void>((resolve) => changes.onChange(resolve))

/**
 * Makes a write and waits until `changes` has heard of it. On PostgreSQL the notification arrives on
 * another connection a moment after the commit; a test that waits for each write's own never takes an
 * earlier write's late notification, which empties the visitor cache, for something it did itself.
 */
export async function heardAfter<T>(changes: ListingChanges, write: () => Promise<T>): Promise<T> {
  const heard = nextChange(changes)
  const result = await write()
  await heard
  return result
}
