import { randomUUID } from 'node:crypto'

export interface ThrowawayDatabase {
  /** The database's name, unique to this run: another run on the same server never picks it. */
  name: string
  /** The new database's URL on the same server. */
  url: string
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>
}

async function run(connectionString: string, sql: string) {
  const { Client } = await import('pg')
  const client = new Client({ connectionString })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for one test
 * file or one benchmark run: nothing it writes meets another run's data. Empty, or a copy of the
 * database named `template` (which nobody may be connected to while it is copied).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`
  await run(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
