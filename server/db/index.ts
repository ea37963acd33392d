import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { PROJECT_ROOT } from '../paths.js'
import { type ListingChanges, pgliteListingChanges, postgresListingChanges } from './listing-changes.js'
import * as schema from './schema.js'

/** The one database type the app uses; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies the migrations of `folder` (all of this version's by default) that the database lacks. */
  migrate(folder?: string): Promise<void>
  /** Hears every committed change to what the public lists show, from any process. */
  listingChanges(): Promise<ListingChanges>
  /** Reports each query's duration in seconds from now on (metrics); a later listener replaces it. */
  onQuery(listener: (seconds: number) => void): void
  /** The connection pool's state, on PostgreSQL; PGlite has one connection and no pool. */
  poolStats?: () => PoolStats
  close(): Promise<void>
}

/** The connection pool's state at one moment. */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
  max: number
}

type AnyFunction = (...args: unknown[]) => unknown

/**
 * Wraps the named query methods of `target` so each call reports its duration, whether it answers
 * by promise or, as node-postgres's pool calls it, by a callback given last.
 */
function timeCalls(target: object, methods: string[], report: (seconds: number) => void): void {
  const methodsOf = target as Record<string, AnyFunction>
  for (const method of methods) {
    const original = methodsOf[method]?.bind(target)
    if (!original) continue
    methodsOf[method] = (...args: unknown[]) => {
      const started = performance.now()
      const done = () => report((performance.now() - started) / 1000)
      const last = args.at(-1)
      if (typeof last === 'function') {
        args[args.length - 1] = (...result: unknown[]) => {
          done()
          return (last as AnyFunction)(...result)
        }
        return original(...args)
      }
      const result = original(...args)
      if (result instanceof Promise) result.then(done, done)
      return result
    }
  }
}

// SQL and JSON, never compiled: read from the sources, whether this file runs from server/ or build/.
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations')

// Any constant shared by every process: the lock key that serialises migrations on PostgreSQL.
const MIGRATION_LOCK_KEY = 727_270_001

export interface OpenOptions {
  /** Whether to migrate at open (the default); the restore opens unmigrated and migrates in steps. */
  migrate?: boolean
}

/** Wraps an already opened PGlite (tests load one from a dump) and migrates it. */
export async function openPgliteClient(client: PGlite, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const db = drizzle({ client, schema })
  let listener: ((seconds: number) => void) | undefined
  const report = (seconds: number) => listener?.(seconds)
  const statements = ['query', 'exec']
  timeCalls(client, statements, report)
  // A transaction's statements run on the object it hands its callback, not on the client.
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) =>
    transaction((tx) => {
      timeCalls(tx, statements, report)
      return callback(tx)
    })
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder: folder }),
    listingChanges: () => pgliteListingChanges(client),
    onQuery: (next) => {
      listener = next
    },
    close: () => client.close(),
  }
  if (options.migrate !== false) await handle.migrate()
  return handle
}

/** The extensions the migrations need (pg_trgm for search); pass them to every PGlite.create. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  return { pg_trgm }
}

export async function openPglite(dataDir?: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite')
  return openPgliteClient(await PGlite.create(dataDir, { extensions: await pgliteExtensions() }), options)
}

/** Opens a node-postgres pool and migrates under an advisory lock, so two processes may start together. */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: 10 })
  // An idle connection the server drops (restart, failover, admin termination) is discarded by the
  // pool and replaced on the next query; unhandled, pg's 'error' event would crash the process.
  pool.on('error', () => {})
  let listener: ((seconds: number) => void) | undefined
  // Every query, the pool's own included, runs on one of its clients: each is timed from its creation.
  pool.on('connect', (client) => timeCalls(client, ['query'], (seconds) => listener?.(seconds)))
  const handle: DatabaseHandle = {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    async migrate(folder = MIGRATIONS_FOLDER) {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrate(drizzle({ client, schema }), { migrationsFolder: folder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    listingChanges: () => postgresListingChanges(url),
    onQuery: (next) => {
      listener = next
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    close: () => pool.end(),
  }
  if (options.migrate !== false) {
    try {
      await handle.migrate()
    } catch (error) {
      await pool.end()
      throw error
    }
  }
  return handle
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
