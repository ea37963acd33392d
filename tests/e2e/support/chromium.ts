import { existsSync } from 'node:fs'

const firstInstalled = (...paths: string[]) => paths.find((path) => existsSync(path))

/**
 * The full browser, which Lighthouse and the benchmarks measure as visitors run it: CHROMIUM_PATH
 * when set, else Debian's Chromium when installed, else Playwright's own browser.
 */
export const CHROMIUM_PATH: string | undefined = process.env.CHROMIUM_PATH || firstInstalled('/usr/bin/chromium')

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else Chromium's headless shell
 * (Debian's chromium-headless-shell) when installed, else the full browser. The shell runs the same
 * engine without the full browser's windowing, and the suite takes a third less time in it on a
 * two-core machine, where every test's pages compete for the processor.
 */
export const E2E_CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH || firstInstalled('/usr/bin/chromium-headless-shell') || CHROMIUM_PATH

/**
 * How every run here launches Chromium: headless as root without a sandbox or GPU, and without
 * the background traffic (updates, sync, QUIC) that this machine's closed network would refuse.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
