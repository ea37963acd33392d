import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, databaseLocation } from './config.js'
import './languages.js'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js'
import { type DatabaseHandle, openPglite, openPostgres } from './db/index.js'
import { PROJECT_ROOT } from './paths.js'
import { DEMO_HACKATHONS, seedDemo } from './services/demo-hackathons.js'

type Output = (line: string) => void

/**
 * `npm run seed:demo`: lists the demo hackathons (services/demo-hackathons.ts) in the database the server
 * uses, PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db, migrating it first as
 * a start would. On PGlite it takes DATA_DIR's lock, so it does not run beside a server. Answers the
 * exit code.
 */
export async function runDemoSeed(
  env: NodeJS.ProcessEnv = process.env,
  print: { out: Output; error: Output } = { out: console.log, error: console.error },
): Promise<number> {
  let unlock = () => {}
  let handle: DatabaseHandle | undefined
  try {
    const location = databaseLocation(env)
    let where: string
    if (location.databaseUrl) {
      handle = await openPostgres(location.databaseUrl)
      where = 'PostgreSQL'
    } else {
      unlock = lockDataDir(location.dataDir)
      const dir = join(location.dataDir, 'db')
      handle = await openPglite(dir)
      where = `PGlite in ${dir}`
    }
    const { added, kept } = await seedDemo(handle.db)
    print.out(
      added > 0
        ? `Added ${added} demo hackathons to ${where}${kept > 0 ? ` (${kept} were there already)` : ''}`
        : `All ${DEMO_HACKATHONS.length} demo hackathons are in ${where} already: nothing added`,
    )
    return 0
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof ConfigError) {
      print.error(`Demo seed refused: ${error.message}`)
    } else {
      const cause = (error as { cause?: unknown }).cause
      print.error(`Demo seed failed: ${cause instanceof Error ? cause.message : (error as Error).message}`)
    }
    return 1
  } finally {
    await handle?.close().catch(() => {})
    unlock()
  }
}

/** The command line: `node build/server/demo-hackathons-cli.js`, reading .env as the server does. */
export async function cli(): Promise<number> {
  const envFile = join(PROJECT_ROOT, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  return runDemoSeed()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await cli()
}
