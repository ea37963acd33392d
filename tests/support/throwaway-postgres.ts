import { randomUUID } from 'node:crypto'

export interface ThrowawayDatabase {
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
 * A fresh, empty database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for
 * one test file or one benchmark run: nothing it writes meets another run's data.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`
  await run(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
