import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../server/db/index.js'
import { createThrowawayDatabase } from '../support/throwaway-postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, gzipped, that each test file loads (PGlite runs). */
    pgliteDump: string
    /** The migrated database each test file's database is copied from (TEST_DATABASE_URL runs). */
    postgresTemplate: string
    /** This run's own name: the compiled server is compiled once per run (support/compiled-server.ts). */
    testRun: string
  }
}

/**
 * Migrating a new database costs seconds, more so with test files running beside each other, so it
 * is done once per run: each test file loads a dump of a migrated PGlite into its own in-memory
 * instance or, on PostgreSQL, gets a copy of a migrated template database. The template's name is
 * unique to this run, so two runs on one PostgreSQL server neither share nor drop each other's.
 */
export default async function setup(project: TestProject) {
  project.provide('testRun', randomUUID())
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'hackathons_template')
    try {
      // Closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
      await (await openPostgres(template.url)).close()
    } catch (error) {
      await template.drop()
      throw error
    }
    project.provide('postgresTemplate', template.name)
    return () => template.drop()
  }
  const dir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'hackathons-tests')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `pglite-${randomUUID()}.tar.gz`)
  const handle = await openPglite()
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
  await handle.close()
  project.provide('pgliteDump', file)
  return () => rmSync(file, { force: true })
}
