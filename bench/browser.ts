/**
 * In the browser: the homepage of the real production server (100 hackathons) loaded by Debian's
 * Chromium through Playwright, as a phone would: 390x844, CPU slowed down 4x, a fresh context
 * (empty cache) for each load, median of BENCH_LOADS loads. Then whether the answers are compressed
 * and cacheable (ETag, 304), and how long the /hackathons table takes to show its next page when
 * the Next page button was hovered first.
 */
import { gzipSync } from 'node:zlib'
import { type Browser, type BrowserContext, chromium, type Page, type Request } from '@playwright/test'
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js'
import { CHROMIUM, envNumber, machine, median, printTargets, saveResult, type Target } from './report.js'
import { seedHackathons } from './seed.js'
import { adminToken, pgliteDatabase, seeded, startServer } from './server.js'

const VIEWPORT = { width: 390, height: 844 }
const CARD_HEADING = 'article h3'
const KB = 1000

/**
 * Registered before the page's own scripts: the performance entries, and the moment the first
 * card heading enters the document (`cardsAt`, on the page's clock: ms since navigation start).
 */
const OBSERVERS = `(() => {
  const b = (window.__bench = { lcp: [], longtasks: [], shifts: [], cardsAt: null })
  const watch = (type, push) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true }) } catch {}
  }
  watch('largest-contentful-paint', (e) => b.lcp.push({ time: e.startTime, size: e.size, seenAt: performance.now() }))
  watch('longtask', (e) => b.longtasks.push({ start: e.startTime, duration: e.duration }))
  watch('layout-shift', (e) => b.shifts.push({ time: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }))
  const cards = new MutationObserver(() => {
    if (b.cardsAt === null && document.querySelector(${JSON.stringify(CARD_HEADING)})) {
      b.cardsAt = performance.now()
      cards.disconnect()
    }
  })
  cards.observe(document, { childList: true, subtree: true })
})()`

interface PageFigures {
  lcp: { time: number; size: number; seenAt: number }[]
  longtasks: { start: number; duration: number }[]
  shifts: { time: number; value: number; hadRecentInput: boolean }[]
  cardsAt: number | null
}

declare global {
  interface Window {
    __bench: PageFigures
    __next: { pressedAt: number | null; shownAt: number | null }
  }
}

async function throttledPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return page
}

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, at most 5 s) of shifts without recent input. */
function cumulativeLayoutShift(shifts: PageFigures['shifts']): number {
  let worst = 0
  let current = 0
  let windowStart = Number.NEGATIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.time - b.time)) {
    if (shift.time - last > 1000 || shift.time - windowStart > 5000) {
      current = 0
      windowStart = shift.time
    }
    current += shift.value
    last = shift.time
    worst = Math.max(worst, current)
  }
  return worst
}

type Kind = 'js' | 'css' | 'html' | 'json'

function kindOf(contentType: string | undefined): Kind | undefined {
  if (!contentType) return undefined
  if (contentType.includes('javascript')) return 'js'
  if (contentType.includes('text/css')) return 'css'
  if (contentType.includes('text/html')) return 'html'
  if (contentType.includes('json')) return 'json'
  return undefined
}

interface EncodingSeen {
  url: string
  kind: Kind
  bytes: number
  encoding: string | null
}

interface HomepageLoad {
  jsFiles: number
  jsGzipBytes: number
  jsRawBytes: number
  entry: string | null
  entryGzipBytes: number | null
  lcpMs: number
  lcpSize: number
  tbtMs: number
  longTasks: number
  cls: number
  cardsAtMs: number
  /** The JS files counted, by path. */
  jsPaths: string[]
  encodings: EncodingSeen[]
}

async function loadHomepage(browser: Browser, baseUrl: string, rate: number): Promise<HomepageLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await context.addInitScript(OBSERVERS)
    const page = await throttledPage(context, rate)
    const finished: Request[] = []
    page.on('requestfinished', (request) => finished.push(request))
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' })
    await page.locator(CARD_HEADING).first().waitFor({ state: 'visible', timeout: 120_000 })
    // Under the slowdown the network is idle long before the last paint: wait until the largest
    // paint has not changed for a second, and for a second after the cards came.
    const deadline = Date.now() + 30_000
    for (;;) {
      const settled = await page.evaluate(() => {
        const b = window.__bench
        const now = performance.now()
        const lastLcp = b.lcp.at(-1)?.seenAt ?? 0
        return b.cardsAt !== null && now - lastLcp >= 1000 && now - b.cardsAt >= 1000
      })
      if (settled || Date.now() > deadline) break
      await page.waitForTimeout(200)
    }
    const figures = await page.evaluate(() => ({ ...window.__bench, timeOrigin: performance.timeOrigin }))
    const cardsAt = figures.cardsAt ?? Number.NaN
    const cardsWall = figures.timeOrigin + cardsAt

    const encodings: EncodingSeen[] = []
    const js: { url: string; gzip: number; raw: number }[] = []
    let entry: string | null = null
    for (const request of finished) {
      const response = await request.response()
      if (!response) continue
      const headers = await response.allHeaders()
      const kind = kindOf(headers['content-type'])
      if (!kind) continue
      const body = await response.body().catch(() => Buffer.alloc(0))
      encodings.push({ url: request.url(), kind, bytes: body.length, encoding: headers['content-encoding'] ?? null })
      if (kind === 'html' && request.resourceType() === 'document') {
        entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(body.toString())?.[1] ?? null
      }
      const timing = request.timing()
      const end = timing.startTime + (timing.responseEnd >= 0 ? timing.responseEnd : 0)
      if (kind === 'js' && end <= cardsWall) {
        js.push({ url: request.url(), gzip: gzipSync(body, { level: 9 }).length, raw: body.length })
      }
    }
    const entryFile = entry ? js.find((file) => new URL(file.url).pathname === entry) : undefined
    const lastLcp = figures.lcp.at(-1)
    return {
      jsFiles: js.length,
      jsGzipBytes: js.reduce((sum, file) => sum + file.gzip, 0),
      jsRawBytes: js.reduce((sum, file) => sum + file.raw, 0),
      entry,
      entryGzipBytes: entryFile?.gzip ?? null,
      lcpMs: lastLcp?.time ?? Number.NaN,
      lcpSize: lastLcp?.size ?? 0,
      tbtMs: figures.longtasks
        .filter((task) => task.start < cardsAt + 1000)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: figures.longtasks.filter((task) => task.start < cardsAt + 1000).length,
      cls: cumulativeLayoutShift(figures.shifts),
      cardsAtMs: cardsAt,
      jsPaths: js.map((file) => new URL(file.url).pathname),
      encodings,
    }
  } finally {
    await context.close()
  }
}

interface EtagCheck {
  path: string
  etag: string | null
  revalidation: number | null
}

/** Each public GET: does it carry an ETag, and does If-None-Match with it answer 304? */
async function checkEtags(baseUrl: string, paths: string[]): Promise<EtagCheck[]> {
  const checks: EtagCheck[] = []
  for (const path of paths) {
    const first = await fetch(`${baseUrl}${path}`)
    await first.arrayBuffer()
    const etag = first.headers.get('etag')
    let revalidation: number | null = null
    if (etag) {
      const second = await fetch(`${baseUrl}${path}`, { headers: { 'if-none-match': etag } })
      await second.arrayBuffer()
      revalidation = second.status
    }
    checks.push({ path, etag, revalidation })
  }
  return checks
}

interface NextPageRun {
  ms: number
  /** Whether the request for page 2 went out before the button was pressed (prefetch on hover). */
  prefetched: boolean
}

/** /hackathons as the admin: hover Next page for `hoverMs`, press it, time until page 2's first row is shown. */
async function nextPage(
  browser: Browser,
  baseUrl: string,
  token: string,
  expected: { first: string; second: string },
  rate: number,
  hoverMs: number,
): Promise<NextPageRun> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await context.addInitScript((value) => localStorage.setItem('access_token', value), token)
    const page = await throttledPage(context, rate)
    const pageTwoRequests: number[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/v1/hackathons/' && url.searchParams.get('skip') === '10') {
        pageTwoRequests.push(Date.now())
      }
    })
    await page.goto(`${baseUrl}/hackathons`)
    const firstCell = page.locator('tbody tr td:first-child').first()
    await firstCell.filter({ hasText: expected.first }).waitFor({ timeout: 60_000 })
    await page.waitForTimeout(1000)
    await page.evaluate((name) => {
      const state = { pressedAt: null as number | null, shownAt: null as number | null }
      window.__next = state
      document.addEventListener(
        'pointerdown',
        () => {
          state.pressedAt ??= performance.now()
        },
        { capture: true },
      )
      const observer = new MutationObserver(() => {
        const cell = document.querySelector('tbody tr td')
        if (state.pressedAt !== null && cell?.textContent?.trim() === name) {
          state.shownAt = performance.now()
          observer.disconnect()
        }
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    }, expected.second)
    const next = page.getByRole('button', { name: 'Next page' })
    await next.hover()
    await page.waitForTimeout(hoverMs)
    const pressedWall = Date.now()
    await next.click()
    await page.waitForFunction(() => window.__next.shownAt !== null, undefined, { timeout: 60_000 })
    const state = await page.evaluate(() => window.__next)
    return {
      ms: (state.shownAt ?? Number.NaN) - (state.pressedAt ?? Number.NaN),
      prefetched: pageTwoRequests.some((at) => at < pressedWall),
    }
  } finally {
    await context.close()
  }
}

export async function runBrowserBench() {
  const loads = envNumber('BENCH_LOADS', 5)
  const rate = envNumber('BENCH_CPU_THROTTLE', 4)
  const hoverMs = envNumber('BENCH_HOVER_MS', 500)
  console.log(
    `\nBrowser: ${CHROMIUM ?? "Playwright's Chromium"}, ${VIEWPORT.width}x${VIEWPORT.height}, CPU ${rate}x slower, median of ${loads} loads, 100 hackathons`,
  )
  const database = pgliteDatabase()
  const seed = await seeded(database, (handle) => seedHackathons(handle.db, 100))
  const server = await startServer(database.env)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const homepage: HomepageLoad[] = []
    for (let i = 0; i < loads; i++) {
      const load = await loadHomepage(browser, server.url, rate)
      homepage.push(load)
      console.log(
        `  load ${i + 1}: JS ${(load.jsGzipBytes / KB).toFixed(1)} kB gzip in ${load.jsFiles} files, ` +
          `LCP ${load.lcpMs.toFixed(0)} ms, TBT ${load.tbtMs.toFixed(0)} ms, CLS ${load.cls.toFixed(3)}, cards at ${load.cardsAtMs.toFixed(0)} ms`,
      )
    }

    // (e) content-encoding per kind of response, over every load (bodies under 1 kB may rightly stay plain).
    const byKind = new Map<Kind, { responses: number; large: number; encodedLarge: number; encodings: Set<string> }>()
    for (const seen of homepage.flatMap((load) => load.encodings)) {
      const entry = byKind.get(seen.kind) ?? { responses: 0, large: 0, encodedLarge: 0, encodings: new Set<string>() }
      entry.responses++
      if (seen.bytes >= 1024) entry.large++
      if (seen.bytes >= 1024 && seen.encoding) entry.encodedLarge++
      if (seen.encoding) entry.encodings.add(seen.encoding)
      byKind.set(seen.kind, entry)
    }
    const compression = Object.fromEntries(
      [...byKind].map(([kind, e]) => [
        kind,
        { responses: e.responses, over1kB: e.large, over1kBEncoded: e.encodedLarge, encodings: [...e.encodings] },
      ]),
    )
    const compressed = [...byKind.values()].every((e) => e.large === e.encodedLarge)
    const compressionSummary = [...byKind]
      .map(
        ([kind, e]) =>
          `${kind} ${e.encodedLarge}/${e.large}${e.encodings.size ? ` ${[...e.encodings].join('+')}` : ''}`,
      )
      .join(', ')

    // (f) ETag and 304 on the public GETs.
    const feed = (status: string) =>
      `/api/v1/hackathons/?status=${status}&sort_by=start_date&sort_order=asc&limit=100&skip=0`
    const etags = await checkEtags(server.url, [
      feed('upcoming'),
      feed('past'),
      '/api/v1/series/',
      `/api/v1/hackathons/${seed.sampleHackathonId}`,
    ])
    const etagOk = etags.every((check) => check.etag !== null && check.revalidation === 304)

    // (g) the next page of /hackathons, signed in as the admin.
    const token = await adminToken(server.url)
    const names = async (skip: number) => {
      const response = await fetch(`${server.url}/api/v1/hackathons/?limit=10&skip=${skip}&sort_by=name&sort_order=asc`)
      return ((await response.json()) as { data: { name: string }[] }).data[0]?.name ?? ''
    }
    const expected = { first: await names(0), second: await names(10) }
    const nextRuns: NextPageRun[] = []
    for (let i = 0; i < loads; i++) {
      const run = await nextPage(browser, server.url, token, expected, rate, hoverMs)
      nextRuns.push(run)
      console.log(`  next page ${i + 1}: ${run.ms.toFixed(0)} ms${run.prefetched ? ' (prefetched on hover)' : ''}`)
    }

    const figures = {
      jsGzipBytes: median(homepage.map((l) => l.jsGzipBytes)),
      jsFiles: median(homepage.map((l) => l.jsFiles)),
      jsRawBytes: median(homepage.map((l) => l.jsRawBytes)),
      entry: homepage[0]?.entry ?? null,
      entryGzipBytes: median(homepage.map((l) => l.entryGzipBytes ?? Number.NaN)),
      lcpMs: median(homepage.map((l) => l.lcpMs)),
      tbtMs: median(homepage.map((l) => l.tbtMs)),
      cls: median(homepage.map((l) => l.cls)),
      cardsAtMs: median(homepage.map((l) => l.cardsAtMs)),
      compression,
      etags,
      nextPageMs: median(nextRuns.map((r) => r.ms)),
      nextPagePrefetched: nextRuns.filter((r) => r.prefetched).length,
    }
    const targets: Target[] = [
      {
        figure: `JS before cards, kB gzip -9 (${figures.jsFiles} files)`,
        value: figures.jsGzipBytes / KB,
        target: '<= 170',
        ok: figures.jsGzipBytes <= 170 * KB,
      },
      { figure: 'entry chunk, kB gzip -9', value: figures.entryGzipBytes / KB, target: '(report)', ok: null },
      { figure: 'LCP, s', value: figures.lcpMs / 1000, target: '<= 1.2', ok: figures.lcpMs <= 1200 },
      { figure: 'TBT, ms', value: figures.tbtMs, target: '<= 300', ok: figures.tbtMs <= 300 },
      { figure: 'CLS', value: figures.cls, target: '<= 0.02', ok: figures.cls <= 0.02 },
      {
        figure: 'content-encoding (encoded/over 1 kB)',
        value: compressionSummary,
        target: 'present',
        ok: compressed,
      },
      {
        figure: 'ETag + 304 on public GETs',
        value: `${etags.filter((c) => c.revalidation === 304).length}/${etags.length}`,
        target: 'present',
        ok: etagOk,
      },
      {
        figure: `next page after ${hoverMs} ms hover, ms`,
        value: figures.nextPageMs,
        target: '<= 100',
        ok: figures.nextPageMs <= 100,
      },
    ]
    console.log('\nBrowser targets (medians):')
    printTargets(targets)
    const file = saveResult('browser', {
      machine: machine(),
      settings: { loads, cpuThrottle: rate, viewport: VIEWPORT, hoverMs, hackathons: 100, kB: KB },
      figures,
      jsPathsFirstLoad: homepage[0]?.jsPaths ?? [],
      loads: homepage.map(({ encodings: _, jsPaths: __, ...load }) => load),
      nextPage: nextRuns,
      targets,
    })
    console.log(`saved ${file}`)
    return { figures, targets, file }
  } finally {
    await browser.close()
    await server.stop()
    await database.drop()
  }
}
