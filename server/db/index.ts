import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { PROJECT_ROOT } from '../paths.js'
import { type ListingChanges, pgliteListingChanges, postgresListingChanges } from '../read-path/listing-changes.js'
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
  close(): Promise<void>
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
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder: folder }),
    listingChanges: () => pgliteListingChanges(client),
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
