import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js'
import { type DatabaseHandle, openPglite, openPostgres } from './db/index.js'
import { PROJECT_ROOT } from './paths.js'
import { createFirstAdmin } from './services/first-admin.js'

const DIST_DIR = join(PROJECT_ROOT, 'dist')
const ENV_FILE = join(PROJECT_ROOT, '.env')

function fail(message: string): never {
  console.error(`Hackathons cannot start: ${message}`)
  process.exit(1)
}

/**
 * config -> database -> migrate -> seed -> listen; SIGINT/SIGTERM drain (readiness 503 for
 * DRAIN_SECONDS, then the requests under way), then close the database.
 */
export async function main(): Promise<void> {
  // A .env file beside package.json is read, but never overrides the real environment.
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE)
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  let unlock = () => {}
  let database: DatabaseHandle
  try {
    if (config.databaseUrl) {
      database = await openPostgres(config.databaseUrl)
    } else {
      unlock = lockDataDir(config.dataDir)
      database = await openPglite(join(config.dataDir, 'db'))
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    throw error
  }

  const seeded = await createFirstAdmin(database.db, config.firstSuperuser, config.firstSuperuserPassword)
  const logger = { level: config.logLevel }
  const listingChanges = await database.listingChanges()
  const app = await buildApp({ config, db: database.db, listingChanges, distDir: DIST_DIR, logger, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, shutting down`)
    const drainMs = config.drainSeconds * 1000
    const force = setTimeout(() => process.exit(1), drainMs + 10_000)
    force.unref()
    try {
      // Readiness answers 503 until the balancer has seen it and stopped routing here; requests that
      // still arrive meanwhile are answered in full. Then the server stops listening and finishes
      // the requests under way.
      app.readiness.draining = true
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
      await app.close()
      await listingChanges.stop()
      await database.close()
    } finally {
      unlock()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    unlock()
    fail((error as Error).message)
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'db')}`
  // The public address first: the one its links, calendars and e-mails use (FRONTEND_HOST). Then
  // where it listens, as host:port (an IPv6 address in brackets), the port chosen when PORT is 0.
  const listening = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  console.log(
    `Hackathons is running on ${config.frontendHost} (listening on ${listening}; ` +
      `admin: ${config.firstSuperuser}${seeded ? ', just created' : ''}; database: ${where})`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main()
}
