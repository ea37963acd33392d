import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../server/db/index.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
  }
}

/**
 * Creating a PGlite database costs about 5 s, so it is created and migrated once; each test file
 * loads this dump into its own fresh in-memory instance instead.
 */
export default async function setup(project: TestProject) {
  const dir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'hackathons-tests')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `pglite-${process.pid}.tar.gz`)
  if (!process.env.TEST_DATABASE_URL) {
    const handle = await openPglite()
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
    await handle.close()
  }
  project.provide('pgliteDump', file)
}
