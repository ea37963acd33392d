/** What every result file records, and the small helpers the two benchmarks share. */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../server/paths.js'
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.js'

export const RESULTS_DIR = join(PROJECT_ROOT, 'bench', 'results')
/** The browser the bench drives; undefined means Playwright's own Chromium. */
export const CHROMIUM = CHROMIUM_PATH

function quiet(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')
      .at(-1) as string
  } catch {
    return null
  }
}

export function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium: CHROMIUM ? quiet(CHROMIUM, ['--version']) : "Playwright's Chromium",
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    branch: quiet('git', ['rev-parse', '--abbrev-ref', 'HEAD']),
    date: new Date().toISOString(),
  }
}

/** Writes bench/results/<kind>-<date>.json and returns its path. */
export function saveResult(kind: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '')
  const file = join(RESULTS_DIR, `${kind}-${stamp}.json`)
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  // In the project's own format, so `biome check .` stays clean once the file is committed.
  spawnSync(join(PROJECT_ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', file], { stdio: 'ignore' })
  return file
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`)
  return value
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** `value` against its target, with a verdict: "0.42 (target >= 0.5) MISS". */
export function verdict(ok: boolean | null): string {
  return ok === null ? 'n/a' : ok ? 'ok' : 'MISS'
}

export interface Target {
  figure: string
  value: number | string | boolean | null
  target: string
  ok: boolean | null
}

export function printTargets(targets: Target[]): void {
  const width = Math.max(...targets.map((t) => t.figure.length))
  for (const t of targets) {
    const value = typeof t.value === 'number' ? String(Math.round(t.value * 1000) / 1000) : String(t.value)
    console.log(`  ${t.figure.padEnd(width)}  ${value.padStart(10)}   target ${t.target.padEnd(16)} ${verdict(t.ok)}`)
  }
}
