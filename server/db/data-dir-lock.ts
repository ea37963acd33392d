import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

/** What identifies one run of a process: its pid alone is reused (pid 1 after a container restart). */
interface Owner {
  pid: number
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), where /proc exists. */
  start?: string
  /** The kernel's boot id: a start time only means something within one boot. */
  boot?: string
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses). */
function startTime(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`)
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

const bootId = () => readOrUndefined('/proc/sys/kernel/random/boot_id')

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseOwner(text: string): Owner | undefined {
  // The older format, a bare pid: it counts only while that pid runs node.
  if (/^\d+$/.test(text)) {
    const pid = Number(text)
    const command = readOrUndefined(`/proc/${pid}/cmdline`)
    return command === undefined || command.includes('node') ? { pid } : undefined
  }
  try {
    const owner = JSON.parse(text) as Owner
    return Number.isInteger(owner.pid) ? owner : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the lock's owner still runs: the pid is alive and, where /proc tells, it is the same
 * process (same boot, same start time), not another that reused the pid. A lock that cannot be
 * read is stale.
 */
function ownerRuns(owner: Owner | undefined): boolean {
  if (!owner || owner.pid === process.pid || !isRunning(owner.pid)) return false
  if (owner.start === undefined) return true // no /proc where it was written: the pid is all we have
  return owner.boot === bootId() && owner.start === startTime(owner.pid)
}

/**
 * PGlite does nothing to stop two processes from opening (and corrupting) one directory, so the
 * server takes this lock first. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'server.lock')
  const me: Owner = { pid: process.pid, start: startTime(process.pid), boot: bootId() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = parseOwner(readOrUndefined(file) ?? '')
      if (owner && ownerRuns(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another server (pid ${owner.pid}); stop it or choose another DATA_DIR`,
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(`DATA_DIR ${dataDir} could not be locked`)
}
