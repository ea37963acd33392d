import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  openPgliteClient,
  openPostgres,
  pgliteExtensions,
} from '../../server/db/index.js'
import { createAccessToken } from '../../server/services/security.js'
import { createThrowawayDatabase } from '../support/throwaway-postgres.js'
import { API, testConfig } from './helpers.js'

/**
 * Suggestions once mirrored the hackathon's columns (null: not proposed, '': cleared); they now
 * store one JSON object of the API's fields. These tests build a database as the migrations before
 * that change left it, fill it with suggestions of every kind, status and source, then let the
 * app migrate it and read each suggestion back through the API.
 */

/** The last migration before suggestions stored their changes as JSON. */
const LAST_COLUMN_MIGRATION = '0009_alerts'

/** A copy of the migrations folder that ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  expect(last).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

const IDS = {
  editor: '00000000-0000-4000-8000-000000000001',
  user: '00000000-0000-4000-8000-000000000002',
  series: '00000000-0000-4000-8000-000000000003',
  hackathon: '00000000-0000-4000-8000-000000000004',
  newPending: '00000000-0000-4000-8000-0000000000a1',
  newApproved: '00000000-0000-4000-8000-0000000000a2',
  newRejected: '00000000-0000-4000-8000-0000000000a3',
  updatePending: '00000000-0000-4000-8000-0000000000b1',
  updateClears: '00000000-0000-4000-8000-0000000000b2',
  updateApproved: '00000000-0000-4000-8000-0000000000b3',
  updateRejected: '00000000-0000-4000-8000-0000000000b4',
  linkWatch: '00000000-0000-4000-8000-0000000000c1',
  movedSite: '00000000-0000-4000-8000-0000000000c2',
} as const

/** Rows as the old schema held them, written with plain SQL since today's schema has no such columns. */
const OLD_ROWS = `
  insert into users (id, email, name, hashed_password, role) values
    ('${IDS.editor}', 'editor@example.com', 'Edna', 'x', ${ROLE.editor}),
    ('${IDS.user}', 'user@example.com', 'Uli', 'x', ${ROLE.user});
  insert into series (id, name) values ('${IDS.series}', 'Old Series');
  insert into hackathons (id, name, url, start_date, end_date, location, timezone, attendance_mode, latitude, longitude)
    values ('${IDS.hackathon}', 'Listed Hack', 'https://listed.example/', '2031-03-01T09:00:00Z',
      '2031-03-02T17:00:00Z', 'Berlin', 'Europe/Berlin', 'in_person', 52.52, 13.40);
  insert into suggestions (id, kind, hackathon_id, name, url, description, location, start_date, end_date, image,
      series_id, attendance_mode, timezone, latitude, longitude, status, source, seen_http_status,
      submitted_by_id, reviewed_by_id, reviewed_at, created_at) values
    ('${IDS.newPending}', 'new', null, 'New Hack', 'https://new.example/', 'Two days
of building', 'Munich', '2031-05-01T08:30:00+02:00', '2031-05-02T18:00:00Z', 'https://new.example/cover.png',
      '${IDS.series}', 'hybrid', 'Europe/Berlin', 48.137, 11.575, 'pending', 'user', null,
      '${IDS.user}', null, null, '2026-01-01T00:00:00Z'),
    ('${IDS.newApproved}', 'new', '${IDS.hackathon}', 'Listed Hack', 'https://listed.example/', null, null,
      '2031-03-01T09:00:00Z', '2031-03-02T17:00:00Z', null, null, null, null, null, null, 'approved', 'user', null,
      '${IDS.user}', '${IDS.editor}', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
    ('${IDS.newRejected}', 'new', null, 'Spam Hack', 'https://spam.example/', null, null,
      '2031-06-01T00:00:00Z', '2031-06-01T00:00:00Z', null, null, null, null, null, null, 'rejected', 'user', null,
      '${IDS.user}', '${IDS.editor}', '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z'),
    ('${IDS.updatePending}', 'update', '${IDS.hackathon}', 'Renamed Hack', null, null, 'Potsdam', null, null, null,
      null, 'online', null, 52.39886, 13.06566, 'pending', 'user', null,
      '${IDS.user}', null, null, '2026-01-04T00:00:00Z'),
    ('${IDS.updateClears}', 'update', '${IDS.hackathon}', null, null, '', '', null, null, '',
      null, '', '', null, null, 'pending', 'user', null,
      '${IDS.user}', null, null, '2026-01-05T00:00:00Z'),
    ('${IDS.updateApproved}', 'update', '${IDS.hackathon}', null, null, 'Now with food', null, null, null, null,
      null, null, null, null, null, 'approved', 'user', null,
      '${IDS.user}', '${IDS.editor}', '2026-01-06T00:00:00Z', '2026-01-06T00:00:00Z'),
    ('${IDS.updateRejected}', 'update', '${IDS.hackathon}', null, null, null, null, '2031-02-28T09:00:00Z', null, null,
      null, null, null, null, null, 'rejected', 'user', null,
      '${IDS.user}', '${IDS.editor}', '2026-01-07T00:00:00Z', '2026-01-07T00:00:00Z'),
    ('${IDS.linkWatch}', 'update', '${IDS.hackathon}', null, null, null, null, '2031-03-08T09:00:00Z',
      '2031-03-09T17:00:00Z', null, null, null, 'Europe/Paris', null, null, 'pending', 'link_watch', null,
      null, null, null, '2026-01-08T00:00:00Z'),
    ('${IDS.movedSite}', 'update', '${IDS.hackathon}', null, 'https://moved.example/', null, null, null, null, null,
      null, null, null, null, null, 'pending', 'link_watch', 301,
      null, null, null, '2026-01-09T00:00:00Z');
`

/** Every suggestion's fields as the API showed them before the move: the move must not change one. */
const EXPECTED: Record<string, Record<string, unknown>> = {
  [IDS.newPending]: {
    kind: 'new',
    status: 'pending',
    source: 'user',
    name: 'New Hack',
    url: 'https://new.example/',
    description: 'Two days\nof building',
    location: 'Munich',
    start_date: '2031-05-01T06:30:00.000Z',
    end_date: '2031-05-02T18:00:00.000Z',
    image: 'https://new.example/cover.png',
    series_id: IDS.series,
    attendance_mode: 'hybrid',
    timezone: 'Europe/Berlin',
    latitude: 48.137,
    longitude: 11.575,
  },
  [IDS.newApproved]: {
    kind: 'new',
    status: 'approved',
    hackathon_id: IDS.hackathon,
    name: 'Listed Hack',
    url: 'https://listed.example/',
    description: null,
    start_date: '2031-03-01T09:00:00.000Z',
    end_date: '2031-03-02T17:00:00.000Z',
    series_id: null,
  },
  [IDS.newRejected]: { kind: 'new', status: 'rejected', name: 'Spam Hack', location: null },
  [IDS.updatePending]: {
    kind: 'update',
    status: 'pending',
    name: 'Renamed Hack',
    url: null,
    location: 'Potsdam',
    attendance_mode: 'online',
    timezone: null,
    latitude: 52.39886,
    longitude: 13.06566,
  },
  [IDS.updateClears]: {
    kind: 'update',
    status: 'pending',
    name: null,
    description: '',
    location: '',
    image: '',
    attendance_mode: '',
    timezone: '',
    latitude: null,
  },
  [IDS.updateApproved]: { kind: 'update', status: 'approved', description: 'Now with food', name: null },
  [IDS.updateRejected]: { kind: 'update', status: 'rejected', start_date: '2031-02-28T09:00:00.000Z', end_date: null },
  [IDS.linkWatch]: {
    kind: 'update',
    status: 'pending',
    source: 'link_watch',
    start_date: '2031-03-08T09:00:00.000Z',
    end_date: '2031-03-09T17:00:00.000Z',
    timezone: 'Europe/Paris',
    submitted_by: null,
  },
  [IDS.movedSite]: { status: 'pending', source: 'link_watch', url: 'https://moved.example/', seen_http_status: 301 },
}

interface OldDatabase {
  /** Runs SQL on the database as the old migrations left it. */
  exec(sql: string): Promise<void>
  /** Migrates it to today's schema and opens the app on it. */
  open(): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> }>
  /** Removes a throwaway server database once the app is closed. */
  drop?: () => Promise<void>
}

/** The app on a database the migrations have brought up to date; closing it closes both. */
async function appOn(handle: DatabaseHandle) {
  const app = await buildApp({ config: testConfig(), db: handle.db })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await handle.close()
    },
  }
}

async function oldPglite(folder: string): Promise<OldDatabase> {
  const client = await PGlite.create({ extensions: await pgliteExtensions() })
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  await migrate(drizzle({ client }), { migrationsFolder: folder })
  return {
    exec: async (sql) => {
      await client.exec(sql)
    },
    async open() {
      return appOn(await openPgliteClient(client))
    },
  }
}

async function oldPostgres(serverUrl: string, folder: string): Promise<OldDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'hackathons_migration')
  const { Client } = await import('pg')
  const client = new Client({ connectionString: database.url })
  await client.connect()
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  await migrate(drizzle({ client }), { migrationsFolder: folder })
  return {
    exec: async (sql) => {
      await client.query(sql)
    },
    async open() {
      await client.end()
      return appOn(await openPostgres(database.url))
    },
    drop: () => database.drop(),
  }
}

describe('moving suggestions from mirrored columns to one JSON object', () => {
  let folder: string
  let app: Awaited<ReturnType<OldDatabase['open']>>['app']
  let teardown: () => Promise<void>
  let headers: { authorization: string }

  beforeAll(async () => {
    folder = migrationsUpTo(LAST_COLUMN_MIGRATION)
    const serverUrl = process.env.TEST_DATABASE_URL
    const old = serverUrl ? await oldPostgres(serverUrl, folder) : await oldPglite(folder)
    await old.exec(OLD_ROWS)
    const opened = await old.open()
    app = opened.app
    teardown = async () => {
      await opened.close()
      await old.drop?.()
    }
    const config = testConfig()
    headers = { authorization: `Bearer ${await createAccessToken(IDS.editor, config.secretKey, 60)}` }
  }, 60_000)

  afterAll(async () => {
    await teardown?.()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every suggestion, of every kind, status and source, with the same fields', async () => {
    const response = await app.inject({ method: 'GET', url: `${API}/suggestions/?limit=100`, headers })
    expect(response.statusCode, response.body).toBe(200)
    const { data, count } = response.json() as { data: Record<string, unknown>[]; count: number }
    expect(count).toBe(Object.keys(EXPECTED).length)
    for (const [id, fields] of Object.entries(EXPECTED)) {
      const suggestion = data.find((row) => row.id === id)
      expect(suggestion, id).toBeDefined()
      expect(suggestion, id).toMatchObject(fields)
    }
  })

  it('applies a moved update as it would have been applied before: only its fields, a cleared one cleared', async () => {
    for (const id of [IDS.updateClears, IDS.updatePending]) {
      const response = await app.inject({ method: 'POST', url: `${API}/suggestions/${id}/approve`, headers })
      expect(response.statusCode, response.body).toBe(200)
    }
    const hackathon = (await app.inject({ method: 'GET', url: `${API}/hackathons/${IDS.hackathon}` })).json() as Record<
      string,
      unknown
    >
    expect(hackathon).toMatchObject({
      name: 'Renamed Hack',
      url: 'https://listed.example/',
      location: 'Potsdam',
      description: null,
      attendance_mode: 'online',
      timezone: null,
      start_date: '2031-03-01T09:00:00.000Z',
    })
  })

  it('creates a moved new hackathon with every field it proposed', async () => {
    const response = await app.inject({ method: 'POST', url: `${API}/suggestions/${IDS.newPending}/approve`, headers })
    expect(response.statusCode, response.body).toBe(200)
    const created = (response.json() as { hackathon_id: string }).hackathon_id
    const hackathon = (await app.inject({ method: 'GET', url: `${API}/hackathons/${created}` })).json()
    expect(hackathon).toMatchObject({
      name: 'New Hack',
      description: 'Two days\nof building',
      start_date: '2031-05-01T06:30:00.000Z',
      series: { id: IDS.series, name: 'Old Series' },
      attendance_mode: 'hybrid',
      latitude: 48.137,
    })
  })
})
