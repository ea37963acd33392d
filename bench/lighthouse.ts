/**
 * Lighthouse's own view of a page: its mobile scores and metrics, from its default configuration
 * (a phone's screen, simulated slow 4G and a 4x slower CPU), driven from Node against the bench's
 * production server. Each run has its own Chromium with a fresh profile, so no run starts with
 * another's cache, service worker or storage.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js'
import { CHROMIUM, median } from './report.js'

/** The categories scored; Lighthouse's other ones are not part of the targets. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** Lighthouse's metrics reported beside the scores, by audit id. */
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  siMs: 'speed-index',
} as const
type Metric = keyof typeof METRICS

export interface LighthouseRun {
  /** 0 to 100, as Lighthouse's report shows them. */
  scores: Record<Category, number>
  metrics: Record<Metric, number>
  /** Audits of the scored categories that did not pass, outside performance (which is a weighted sum). */
  failed: string[]
}

export interface LighthouseFigures {
  /** The runs that completed. */
  runs: number
  /** Each figure's median over the completed runs, taken figure by figure. */
  scores: Record<Category, number>
  metrics: Record<Metric, number>
  /** Every audit that failed in at least one run. */
  failed: string[]
  /** Why each run that did not complete failed. */
  errors: string[]
  all: LighthouseRun[]
}

const STARTUP_TIMEOUT_MS = 30_000

/**
 * What Lighthouse needs of the browser beyond the bench's usual flags (chrome-launcher's defaults
 * for it): one document per navigation in the same frame, or Lighthouse's trace loses the
 * navigation's start (NO_NAVSTART); and no throttling of timers or renderers the browser deems in
 * the background, which a headless window may seem to be.
 */
const LIGHTHOUSE_ARGS = [
  '--disable-features=RenderDocument',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
]

/**
 * Headless Chromium listening for DevTools on a port it picks, with a new profile directory. It
 * writes the port to DevToolsActivePort in that directory once it listens.
 */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'hackathons-lighthouse-'))
  const child: ChildProcess = spawn(
    CHROMIUM ?? chromium.executablePath(),
    [
      '--headless',
      ...CHROMIUM_ARGS,
      ...LIGHTHOUSE_ARGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    // A process group of its own: stopping it stops its helper processes too, which otherwise go
    // on writing to the profile while it is being removed.
    { stdio: 'ignore', detached: true },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => setTimeout(done, 200))
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    })
  const portFile = join(profile, 'DevToolsActivePort')
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  while (Date.now() < deadline && child.exitCode === null) {
    const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0
    if (port > 0) return { port, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`Chromium did not open its DevTools port within ${STARTUP_TIMEOUT_MS / 1000} s`)
}

/** One Lighthouse run of `url`, mobile, in a Chromium of its own. */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const browser = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    ) as Record<Category, number>
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>
    const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}/${ref.id}`),
    )
    return { scores, metrics, failed }
  } finally {
    await browser.stop()
  }
}

/**
 * `runs` Lighthouse runs of `url`, one after another, and their medians. A run Lighthouse cannot
 * complete (it reports a failed page load now and then on this busy machine) is logged and counted
 * in `errors`, and the medians are of the runs that completed: none completed, no figures.
 */
export async function lighthouseFigures(
  url: string,
  runs: number,
  log: (outcome: LighthouseRun | Error, index: number) => void,
): Promise<LighthouseFigures> {
  const all: LighthouseRun[] = []
  const errors: string[] = []
  for (let i = 0; i < runs; i++) {
    const outcome = await lighthouseRun(url).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    )
    if (outcome instanceof Error) errors.push(outcome.message)
    else all.push(outcome)
    log(outcome, i)
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(all.map((run) => run.scores[id]))])) as Record<
    Category,
    number
  >
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((key) => [key, median(all.map((run) => run.metrics[key]))]),
  ) as Record<Metric, number>
  return {
    runs: all.length,
    scores,
    metrics,
    failed: [...new Set(all.flatMap((run) => run.failed))].sort(),
    errors,
    all,
  }
}
