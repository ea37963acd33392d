import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, databaseLocation } from './config.js'
import { BackupError, checkBackup, restoreBackup, type TableCounts, writeBackup } from './db/backup.js'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js'
import { type DatabaseHandle, openPglite, openPostgres } from './db/index.js'
import { PROJECT_ROOT } from './paths.js'

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database to one file and back,
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db (server/db/backup.ts has the
 * format). On PGlite both take DATA_DIR's lock, so neither runs beside a server (nor a server beside
 * them); on PostgreSQL a backup reads one consistent snapshot while servers run.
 */

export type Command = 'backup' | 'restore'

const USAGE: Record<Command, string> = {
  backup: 'Usage: npm run backup -- FILE (writes the whole database to FILE)',
  restore: 'Usage: npm run restore -- FILE (loads FILE into an empty database)',
}

type Output = (line: string) => void

const describe = (counts: TableCounts) => {
  const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0)
  return `${Object.keys(counts).length} tables, ${total} rows (${counts.images ?? 0} images)`
}

/** Runs one command; answers the exit code. `env` is where DATABASE_URL and DATA_DIR come from. */
export async function runBackupCommand(
  command: Command,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: { out: Output; error: Output } = { out: console.log, error: console.error },
): Promise<number> {
  const [given, ...extra] = args
  if (!given || extra.length > 0) {
    print.error(USAGE[command])
    return 1
  }
  // `npm run` works in the project's folder; a relative FILE means the one the command was typed in.
  const file = resolve(env.INIT_CWD ?? process.cwd(), given)
  const refused = command === 'backup' ? 'Backup refused' : 'Restore refused'
  let unlock = () => {}
  let handle: DatabaseHandle | undefined
  try {
    const location = databaseLocation(env)
    // A file that cannot be restored is refused before the database is opened (or created).
    if (command === 'restore') await checkBackup(file)
    let where: string
    if (location.databaseUrl) {
      handle = await openPostgres(location.databaseUrl, { migrate: false })
      where = 'PostgreSQL'
    } else {
      unlock = lockDataDir(location.dataDir)
      const dir = join(location.dataDir, 'db')
      if (command === 'backup' && !existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No database in ${dir}`)
      handle = await openPglite(dir, { migrate: false })
      where = `PGlite in ${dir}`
    }
    if (command === 'backup') {
      const counts = await writeBackup(handle.db, file)
      print.out(`Backed up ${describe(counts)} from ${where} to ${file}`)
    } else {
      const counts = await restoreBackup(handle, file)
      print.out(`Restored ${describe(counts)} from ${file} into ${where}`)
    }
    return 0
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirLockedError || error instanceof ConfigError) {
      print.error(`${refused}: ${error.message}`)
    } else {
      // A failed query's driver error (a refused connection, say) says more than the query's text.
      const cause = (error as { cause?: unknown }).cause
      const message = cause instanceof Error ? cause.message : (error as Error).message
      print.error(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${message}`)
    }
    return 1
  } finally {
    await handle?.close().catch(() => {})
    unlock()
  }
}

/** The command line: `node build/server/backup-cli.js backup|restore FILE`, reading .env as the server does. */
export async function cli(argv: string[]): Promise<number> {
  const envFile = join(PROJECT_ROOT, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  const [command, ...args] = argv
  if (command !== 'backup' && command !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`)
    return 1
  }
  return runBackupCommand(command, args)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await cli(process.argv.slice(2))
}
