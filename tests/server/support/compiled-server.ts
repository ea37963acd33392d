import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { PROJECT_ROOT } from '../../../server/paths.js'

const TSC = join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
const BUILD = join(PROJECT_ROOT, 'build')
/** Held while one test file compiles; holds that process's pid. */
const LOCK = join(BUILD, '.compiling')
/** Names the test run whose compile build/ holds. */
const STAMP = join(BUILD, '.compiled-for-run')

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Whether the lock was left by a process that died while compiling. */
function staleLock(): boolean {
  try {
    return !alive(Number(readFileSync(join(LOCK, 'pid'), 'utf8')))
  } catch {
    // Taken a moment ago, its pid not yet written.
    return false
  }
}

const compiledRun = () => {
  try {
    return readFileSync(STAMP, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * Compiles the server into build/, what `npm start` runs, once per test run, so the tests that start
 * it run the code under test and not an older build. Those test files run beside each other: one
 * compiles while the others wait, instead of starting node on files a compiler is still writing.
 */
export async function compileServerOnce(): Promise<void> {
  const run = inject('testRun')
  mkdirSync(BUILD, { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      if (staleLock()) rmSync(LOCK, { recursive: true, force: true })
      else await sleep(200)
    }
  }
  try {
    writeFileSync(join(LOCK, 'pid'), String(process.pid))
    if (compiledRun() === run) return
    execFileSync(process.execPath, [TSC, '-p', 'tsconfig.build.json'], { cwd: PROJECT_ROOT, stdio: 'inherit' })
    writeFileSync(STAMP, run)
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}
