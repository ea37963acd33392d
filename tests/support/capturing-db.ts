import type { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import type { Pool } from 'pg'
import type { Database, DatabaseHandle } from '../../server/db/index.js'
import * as schema from '../../server/db/schema.js'

/** A statement as drizzle sent it, to be explained afterwards. */
export interface CapturedStatement {
  query: string
  params: unknown[]
}

/**
 * A drizzle instance on the same client as `handle` that records each statement it sends, so the
 * plans of the repositories' real SQL can be read (the query-plans test, the alerts bench).
 */
export async function capturingDb(handle: DatabaseHandle, captured: CapturedStatement[]): Promise<Database> {
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) }
  const client = (handle.db as unknown as { $client: unknown }).$client
  if (handle.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite')
    return drizzle({ client: client as PGlite, schema, logger }) as unknown as Database
  }
  const { drizzle } = await import('drizzle-orm/node-postgres')
  return drizzle({ client: client as Pool, schema, logger }) as unknown as Database
}
