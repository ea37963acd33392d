import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.js'
import { type Command, runBackupCommand } from '../../server/backup-cli.js'
import { migrationJournal, migrationsFolderUpTo } from '../../server/db/backup.js'
import { lockDataDir } from '../../server/db/data-dir-lock.js'
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../../server/db/index.js'
import { imagesRepository } from '../../server/db/repositories/images.js'
import * as schema from '../../server/db/schema.js'
import { hashPassword } from '../../server/services/security.js'
import { sha256Hex } from '../../server/services/uploads.js'
import { createThrowawayDatabase } from '../support/throwaway-postgres.js'
import { API, logIn, type TestContext, testConfig } from './helpers.js'

/**
 * How long one of these tests may take. Each opens several PGlite databases, running every migration
 * in each, and some start the command line as a process of its own, which compiles the server
 * through tsx first: on a 2-core machine running another test suite beside this one, that alone
 * has taken over two minutes.
 */
const COMMAND_TIMEOUT_MS = 300_000

/**
 * `npm run backup` and `npm run restore`: a database with a row of every kind, written to one file
 * and loaded into an empty PGlite or PostgreSQL, comes back the same, row for row and byte for byte.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const serverUrl = process.env.TEST_DATABASE_URL
const PASSWORD = 'restored-password-1'

/** Tables whose rows hold this database's transaction ids: caches, left behind and refilled. */
const CLUSTER_LOCAL = ['hackathon_counts', 'hackathon_writes']

interface Place {
  kind: 'pglite' | 'postgres'
  /** What the commands read: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  env: NodeJS.ProcessEnv
  /** Opens it the way the server does (migrating). */
  open(): Promise<DatabaseHandle>
  remove(): Promise<void>
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function newPlace(kind: Place['kind']): Promise<Place> {
  let place: Place
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'hackathons-restore-'))
    place = {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openPglite(join(dataDir, 'db')),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  } else {
    const database = await createThrowawayDatabase(serverUrl as string, 'hackathons_restore')
    place = { kind, env: { DATABASE_URL: database.url }, open: () => openPostgres(database.url), remove: database.drop }
  }
  cleanups.push(place.remove)
  return place
}

const files = mkdtempSync(join(tmpdir(), 'hackathons-backups-'))
cleanups.push(async () => rmSync(files, { recursive: true, force: true }))
let fileCount = 0
const newFile = () => join(files, `backup-${++fileCount}.jsonl.gz`)

/** Runs a command in this process, as `npm run` would with `env`; answers its exit code and output. */
async function run(command: Command, file: string, env: NodeJS.ProcessEnv) {
  const lines: string[] = []
  const print = { out: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
  const code = await runBackupCommand(command, [file], { ...env, INIT_CWD: files }, print)
  return { code, output: lines.join('\n') }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The names of the database's tables (schema public). */
async function tableNames(db: Database): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((row) => row.name)
}

/**
 * Every row of every table as PostgreSQL prints it (every column, generated ones too), in UTC, in
 * primary-key order: two databases holding the same data give the same text, to the microsecond.
 */
async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`)
    const result: Record<string, string[]> = {}
    for (const table of await tableNames(tx)) {
      const rows = rowsOf<{ line: string }>(
        await tx.execute(sql.raw(`select row_to_json(t)::text as line from "${table}" t order by 1`)),
      )
      result[table] = rows.map((row) => row.line)
    }
    return result
  })
}

const image = async () => {
  const bytes = await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer()
  return { name: `${sha256Hex(bytes)}.png`, contentType: 'image/png', sha256: sha256Hex(bytes), bytes }
}

/** A row in every table, with the awkward values: nulls, quotes, line breaks, non-ASCII, microseconds, bytes. */
async function fill(db: Database) {
  const { users, series, hackathons, suggestions, alerts, alertDeliveries } = schema
  const picture = await image()
  // Every byte value, and more than one fetch's worth of images.
  const blob = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1_500_000)])
  const images = imagesRepository(db)
  await images.save(picture)
  await images.save({
    name: `${sha256Hex(blob)}.webp`,
    contentType: 'image/webp',
    sha256: sha256Hex(blob),
    bytes: blob,
  })
  for (let i = 0; i < 10; i++) await images.save(await image())

  const [admin, plain] = await db
    .insert(users)
    .values([
      {
        email: 'admin@restore.example',
        name: 'Ädmin "Quoted"\nLine',
        hashedPassword: await hashPassword(PASSWORD),
        role: 10,
        emailVerified: true,
        tokenVersion: 3,
      },
      {
        email: 'Plain@Restore.example',
        name: null,
        hashedPassword: await hashPassword('another-one-22'),
        isActive: false,
      },
    ])
    .returning()
  if (!admin || !plain) throw new Error('users not created')
  await db.insert(schema.emailVerifications).values({
    tokenHash: 'a'.repeat(64),
    userId: plain.id,
    email: plain.email,
    expiresAt: new Date('2031-01-01T00:00:00Z'),
  })
  const [berlin] = await db
    .insert(series)
    .values({ name: 'Berlin 🐻', description: "It's\ttabbed\nand \\ escaped" })
    .returning()
  const [full, bare] = await db
    .insert(hackathons)
    .values([
      {
        name: 'Full Hack',
        description: 'Every field',
        url: 'https://full.example/2031',
        image: `/api/v1/uploads/${picture.name}`,
        startDate: new Date('2031-03-01T09:00:00Z'),
        endDate: new Date('2031-03-02T18:00:00Z'),
        location: 'Berlin, Germany',
        seriesId: berlin?.id,
        attendanceMode: 'hybrid',
        timezone: 'Europe/Berlin',
        latitude: 52.520008,
        longitude: 13.404954,
        travelSupport: 'partial',
        createdById: admin.id,
        linkStatus: 'unreachable',
        linkFailures: 3,
        linkEtag: 'W/"x-1"',
        linkLastModified: 'Tue, 01 Mar 2031 09:00:00 GMT',
        linkContentHash: 'b'.repeat(64),
      },
      {
        name: 'Bare Hack',
        url: 'https://bare.example/',
        startDate: new Date('2020-01-01T00:00:00Z'),
        endDate: new Date('2020-01-01T00:00:00Z'),
      },
    ])
    .returning()
  if (!full || !bare) throw new Error('hackathons not created')
  // Microseconds, which a JavaScript Date cannot hold.
  await db.execute(
    sql`update hackathons set link_checked_at = '2031-02-01 10:11:12.345678+00', link_unreachable_since = '2031-01-30 00:00:00.000001+00' where id = ${full.id}`,
  )
  await db.insert(schema.linkChecks).values({
    hackathonId: full.id,
    checkedAt: new Date('2031-02-01T10:11:12Z'),
    outcome: 'failed',
    httpStatus: 503,
    finalUrl: 'https://full.example/2031?a=1&b=2',
  })
  await db.insert(schema.linkWatchHosts).values({
    host: 'full.example',
    robotsTxt: 'User-agent: *\nDisallow: /private\n',
    robotsFetchedAt: new Date('2031-02-01T00:00:00Z'),
  })
  await db.insert(schema.linkWatchProposals).values({ hackathonId: full.id, proposalKey: 'c'.repeat(64) })
  await db
    .insert(schema.rateLimits)
    .values({ key: 'login-address:10.0.0.1', hits: 4, expiresAt: new Date('2031-01-01T00:00:00Z') })
  const [approved] = await db
    .insert(suggestions)
    .values([
      {
        kind: 'update',
        hackathonId: full.id,
        changes: { location: null, name: 'Renamed' },
        status: 'approved',
        source: 'link_watch',
        seenHttpStatus: 301,
        reviewedById: admin.id,
        reviewedAt: new Date('2031-02-02T00:00:00Z'),
      },
    ])
    .returning()
  await db.insert(schema.hackathonRevisions).values([
    {
      hackathonId: full.id,
      source: 'create',
      authorId: admin.id,
      changes: { name: { from: null, to: 'Full Hack' }, themes: { from: null, to: ['ai', 'data'] } },
    },
    {
      hackathonId: full.id,
      source: 'link_watch',
      reviewerId: admin.id,
      suggestionId: approved?.id,
      changes: { location: { from: 'Berlin, "Mitte"\nGermany', to: null } },
    },
  ])
  await db.insert(suggestions).values([
    {
      kind: 'new',
      changes: { name: 'Suggested', url: 'https://suggested.example/', nested: { list: [1, 2.5, 'três', null] } },
      submittedById: plain.id,
    },
  ])
  await db.insert(alerts).values({
    email: 'follower@restore.example',
    frequency: 'weekly',
    filters: { q: 'berlin', attendance_mode: 'hybrid', radius_km: 50 },
    timezone: 'Asia/Kolkata',
    confirmedAt: new Date('2031-01-05T00:00:00Z'),
  })
  await db.insert(alertDeliveries).values({
    email: 'follower@restore.example',
    frequency: 'weekly',
    period: '2031-01-06',
    cutoff: new Date('2031-01-06T02:30:00Z'),
    attempts: 2,
    lastError: 'refused: "mailbox full"',
    retryAt: new Date('2031-01-06T03:00:00Z'),
  })
  await db.insert(schema.savedHackathons).values([
    { userId: plain.id, hackathonId: full.id },
    { userId: admin.id, hackathonId: bare.id },
  ])
  await db.insert(schema.savedCalendars).values({ userId: plain.id, nonce: 'd'.repeat(64), tokenHash: 'e'.repeat(64) })
  await db.insert(schema.deadlineReminders).values({
    userId: plain.id,
    hackathonId: full.id,
    deadline: new Date('2031-02-25T23:59:00Z'),
    attempts: 1,
    sentAt: new Date('2031-02-22T23:59:30Z'),
  })
  await db.insert(schema.hackathonOrganizers).values([
    { hackathonId: full.id, userId: admin.id, addedById: null },
    { hackathonId: full.id, userId: plain.id, addedById: admin.id },
  ])
  await db.insert(schema.organizerInvitations).values({
    tokenHash: 'b'.repeat(64),
    hackathonId: bare.id,
    email: 'Invited "Co-organiser"@Restore.example',
    invitedById: null,
    expiresAt: new Date('2031-01-08T00:00:00.123456Z'),
  })
  const [source] = await db
    .insert(schema.sources)
    .values({
      name: 'Community "calendar", Ghent',
      kind: 'ics',
      url: 'https://calendar.restore.example/events.ics',
      seriesId: berlin?.id,
      include: ['hack', 'jam'],
      defaultTimezone: 'Europe/Brussels',
      intervalHours: 12,
      status: 'failing',
      failures: 3,
      lastRunAt: new Date('2031-01-05T06:00:00.123456Z'),
      lastError: 'The calendar answered 503',
      lastRun: { seen: 2, created: 0, updated: 1, suggested: 0, unchanged: 0, skipped: [], error: null },
      etag: 'W/"abc"',
      createdById: admin.id,
    })
    .returning()
  if (!source) throw new Error('no source')
  await db.insert(schema.sourceItems).values({
    sourceId: source.id,
    itemId: 'uid-1@calendar.restore.example',
    contentHash: 'f'.repeat(64),
    hackathonId: full.id,
    rejectedHash: '0'.repeat(64),
  })
  await db.insert(schema.apiTokens).values({
    userId: plain.id,
    name: 'Restore bot',
    scope: 'read',
    tokenHash: '2'.repeat(64),
    createdAt: new Date('2031-01-05T06:00:00.123456Z'),
    expiresAt: new Date('2031-04-05T06:00:00Z'),
    lastUsedAt: new Date('2031-01-06T07:00:00Z'),
  })
  const [webhook] = await db
    .insert(schema.webhooks)
    .values({
      userId: plain.id,
      url: 'https://hooks.restore.example/hackathons',
      kind: 'standard',
      filters: { themes: 'ai', attendance_mode: 'online' },
      events: ['hackathon.created', 'hackathon.updated'],
      secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
      consecutiveFailures: 1,
      createdAt: new Date('2031-01-05T06:00:00.123456Z'),
    })
    .returning()
  if (!webhook) throw new Error('no webhook')
  await db.insert(schema.webhookHackathons).values({ webhookId: webhook.id, hackathonId: full.id })
  const [message] = await db
    .insert(schema.webhookMessages)
    .values({
      type: 'hackathon.updated',
      data: { hackathon: { id: full.id, name: 'Ünïcode – “quoted” Hack' }, changed: ['name'] },
      occurredAt: new Date('2031-01-05T06:00:01.654321Z'),
    })
    .returning()
  if (!message) throw new Error('no webhook message')
  const [event] = await db
    .insert(schema.webhookEvents)
    .values({
      webhookId: webhook.id,
      messageId: message.id,
      type: 'hackathon.updated',
      dedupeKey: `updated:${full.id}:1`,
      attempts: 1,
      retryAt: new Date('2031-01-05T06:01:01Z'),
      lastError: 'The receiver answered 503',
    })
    .returning()
  if (!event) throw new Error('no webhook event')
  await db.insert(schema.webhookDeliveries).values({
    webhookId: webhook.id,
    eventId: event.id,
    event: 'hackathon.updated',
    attempt: 1,
    statusCode: 503,
    error: 'The receiver answered 503',
    durationMs: 42,
  })
  await db
    .insert(schema.usedChallenges)
    .values({ signature: '1'.repeat(64), expiresAt: new Date('2031-01-05T06:10:00Z') })
  await db.execute(sql`insert into hackathon_counts (filter, snapshot, count) values ('all', pg_current_snapshot(), 2)`)
}

async function openApp(place: Place) {
  const handle = await place.open()
  const app = await buildApp({ config: testConfig(), db: handle.db })
  await app.ready()
  const ctx: TestContext = { app, config: app.config, database: handle, close: async () => {} }
  return {
    ctx,
    async close() {
      await app.close()
      await handle.close()
    },
  }
}

const directions = [
  ['pglite', 'pglite'],
  ...(serverUrl
    ? ([
        ['pglite', 'postgres'],
        ['postgres', 'pglite'],
      ] as const)
    : []),
] as const

describe.each(directions)('a backup of %s restored into an empty %s', (from, to) => {
  it(
    'holds every row of every table, the same to the byte, and the restored site works',
    async () => {
      const source = await newPlace(from)
      const original = await source.open()
      let before: Record<string, string[]>
      try {
        await fill(original.db)
        before = await contents(original.db)
      } finally {
        await original.close()
      }
      // The fixture covers every table: a new table fails here until it gets a row above.
      for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0)

      const file = newFile()
      const backup = await run('backup', file, source.env)
      expect(backup.output).toMatch(/^Backed up \d+ tables, \d+ rows \(12 images\) from /)
      expect(backup.code).toBe(0)
      const target = await newPlace(to)
      const restore = await run('restore', file, target.env)
      expect(restore.output).toMatch(/^Restored \d+ tables, \d+ rows \(12 images\) from /)
      expect(restore.code).toBe(0)

      const site = await openApp(target)
      try {
        const after = await contents(site.ctx.database.db)
        expect(Object.keys(after)).toEqual(Object.keys(before))
        for (const table of Object.keys(before)) {
          if (CLUSTER_LOCAL.includes(table)) continue
          expect(after[table]?.length, table).toBe(before[table]?.length)
          expect(after[table], table).toEqual(before[table])
        }

        // The restored site: the admin logs in, the image is served, the list is counted afresh.
        expect((await logIn(site.ctx, 'admin@restore.example', PASSWORD)).statusCode).toBe(200)
        const list = await site.ctx.app.inject({ url: `${API}/hackathons/` })
        expect(list.json()).toMatchObject({ count: 2 })
        const page = await site.ctx.app.inject({ url: `${API}/hackathons/?status=upcoming` })
        const listed = (page.json() as { data: { name: string; image: string }[] }).data
        expect(listed.map((hackathon) => hackathon.name)).toEqual(['Full Hack'])
        const served = await site.ctx.app.inject({ url: listed[0]?.image as string })
        expect(served.statusCode).toBe(200)
        expect(served.headers['content-type']).toBe('image/png')
        // The triggers are on again: a second listing of a restored address is refused as a duplicate.
        const [duplicate] = await Promise.allSettled([
          site.ctx.app.repos.hackathons.create(
            {
              name: 'Again',
              url: 'https://FULL.example/2031',
              startDate: new Date('2031-03-01T09:00:00Z'),
              endDate: new Date('2031-03-02T09:00:00Z'),
            },
            { source: 'create', authorId: null },
          ),
        ])
        expect(duplicate?.status).toBe('rejected')
      } finally {
        await site.close()
      }
    },
    COMMAND_TIMEOUT_MS,
  )
})

/** A copy of a backup whose series line declares `rows` rows, whatever follows it. */
function withSeriesRows(file: string, rows: number): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
  const at = lines.findIndex((line) => line.startsWith('{"table":"series"'))
  lines[at] = JSON.stringify({ ...JSON.parse(lines[at] as string), rows })
  const changed = newFile()
  writeFileSync(changed, gzipSync(lines.join('\n')))
  return changed
}

/** A small source database with its backup file. */
async function smallBackup() {
  const source = await newPlace('pglite')
  const handle = await source.open()
  try {
    await handle.db.insert(schema.series).values({ name: 'Only series' })
  } finally {
    await handle.close()
  }
  const file = newFile()
  expect((await run('backup', file, source.env)).code).toBe(0)
  return { source, file }
}

describe('restore refuses', () => {
  it(
    'a database that is not empty, and leaves it as it was',
    async () => {
      const { file } = await smallBackup()
      const target = await newPlace('pglite')
      const handle = await target.open()
      await handle.db.insert(schema.series).values({ name: 'Already here' })
      await handle.close()
      const restore = await run('restore', file, target.env)
      expect(restore.code).toBe(1)
      expect(restore.output).toBe('Restore refused: The database is not empty: restore only into a new, empty database')
      const after = await target.open()
      try {
        expect((await after.db.select().from(schema.series)).map((row) => row.name)).toEqual(['Already here'])
      } finally {
        await after.close()
      }
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    'a backup from a newer version (a later migration), touching nothing',
    async () => {
      const { file } = await smallBackup()
      const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
      const header = JSON.parse(lines[0] as string)
      const last = migrationJournal().at(-1) as { when: number }
      header.migration = { tag: '9999_from_the_future', when: last.when + 1000 }
      lines[0] = JSON.stringify(header)
      const future = newFile()
      writeFileSync(future, gzipSync(lines.join('\n')))
      const target = await newPlace('pglite')
      const restore = await run('restore', future, target.env)
      expect(restore.code).toBe(1)
      expect(restore.output).toMatch(
        /^Restore refused: The backup was made by a newer version of Hackathons \(migration 9999_from_the_future;/,
      )
      // Refused before the database was opened: DATA_DIR holds no database at all.
      expect(existsSync(join(target.env.DATA_DIR as string, 'db'))).toBe(false)
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    'a file cut short, leaving the database empty so a whole file restores afterwards',
    async () => {
      const { file } = await smallBackup()
      const whole = readFileSync(file)
      const cut = newFile()
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)))
      const target = await newPlace('pglite')
      const refused = await run('restore', cut, target.env)
      expect(refused.code).toBe(1)
      expect(refused.output).toMatch(/^Restore refused: .*(is not a complete backup|is cut short)/)
      const restored = await run('restore', file, target.env)
      expect(restored.output).toMatch(/^Restored /)
      expect(restored.code).toBe(0)
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    "a table's line declaring more rows than follow it, leaving the database empty so the whole file restores",
    async () => {
      const { file } = await smallBackup()
      const inflated = withSeriesRows(file, 3)
      const target = await newPlace('pglite')
      expect(await run('restore', inflated, target.env)).toEqual({
        code: 1,
        output: `Restore refused: ${inflated} is cut short or damaged: table series should hold 3 rows, but 1 follow its line`,
      })
      // Restore accepts only an empty database: nothing of the refused file was kept.
      const restored = await run('restore', file, target.env)
      expect(restored.output).toMatch(/^Restored /)
      expect(restored.code).toBe(0)
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    "a table's line declaring fewer rows than follow it",
    async () => {
      const { file } = await smallBackup()
      const deflated = withSeriesRows(file, 0)
      const target = await newPlace('pglite')
      expect(await run('restore', deflated, target.env)).toEqual({
        code: 1,
        output: `Restore refused: ${deflated} is damaged: a table holds more rows than its line declares`,
      })
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    'a file that is not a backup',
    async () => {
      const notes = newFile()
      writeFileSync(notes, gzipSync('{"hello":"world"}\n'))
      const target = await newPlace('pglite')
      expect(await run('restore', notes, target.env)).toEqual({
        code: 1,
        output: `Restore refused: ${notes} is not a Hackathons backup`,
      })
      expect(await run('restore', join(files, 'missing.gz'), target.env)).toEqual({
        code: 1,
        output: `Restore refused: No file ${join(files, 'missing.gz')}`,
      })
    },
    COMMAND_TIMEOUT_MS,
  )
})

/** The command line as npm runs it (server/backup-cli.ts through tsx), in a process of its own. */
function commandLine(command: Command, file: string, env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...rest } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup-cli.ts', command, file], {
    cwd: ROOT,
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output.trim() })),
  )
}

describe('on PGlite, a DATA_DIR a running server holds', () => {
  it(
    'is refused by both commands',
    async () => {
      const { source, file } = await smallBackup()
      const target = await newPlace('pglite')
      // This test's process holds the locks, as a server would.
      const unlockSource = lockDataDir(source.env.DATA_DIR as string)
      const unlockTarget = lockDataDir(target.env.DATA_DIR as string)
      try {
        const backup = await commandLine('backup', newFile(), source.env)
        expect(backup.output).toMatch(/^Backup refused: DATA_DIR .* is in use by another server \(pid \d+\)/)
        expect(backup.code).toBe(1)
        const restore = await commandLine('restore', file, target.env)
        expect(restore.output).toMatch(/^Restore refused: DATA_DIR .* is in use by another server \(pid \d+\)/)
        expect(restore.code).toBe(1)
      } finally {
        unlockSource()
        unlockTarget()
      }
      // Once the server is gone, the same command line works.
      const restore = await commandLine('restore', file, target.env)
      expect(restore.output).toMatch(/^Restored \d+ tables, 1 rows \(0 images\) from /)
      expect(restore.code).toBe(0)
    },
    COMMAND_TIMEOUT_MS,
  )
})

describe('a backup made by an earlier version (an older migration level)', () => {
  it(
    'is restored at its level, then migrated to this version',
    async () => {
      const journal = migrationJournal()
      const older = migrationsFolderUpTo(journal.length - 1)
      const source = await newPlace('pglite')
      const handle = await openPglite(join(source.env.DATA_DIR as string, 'db'), { migrate: false })
      try {
        await handle.migrate(older.folder)
        await handle.db.execute(sql`insert into series (name) values ('From the past')`)
      } finally {
        older.remove()
        await handle.close()
      }
      const file = newFile()
      expect((await run('backup', file, source.env)).code).toBe(0)
      const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0] as string)
      expect(header.migration.tag).toBe(journal.at(-2)?.tag)

      const target = await newPlace('pglite')
      expect((await run('restore', file, target.env)).code).toBe(0)
      const restored = await target.open()
      try {
        expect((await restored.db.select().from(schema.series)).map((row) => row.name)).toEqual(['From the past'])
        const [applied] = rowsOf<{ count: number }>(
          await restored.db.execute(sql.raw('select count(*)::int as count from drizzle.__drizzle_migrations')),
        )
        expect(applied?.count).toBe(journal.length)
      } finally {
        await restored.close()
      }
    },
    COMMAND_TIMEOUT_MS,
  )
})
