import { existsSync } from 'node:fs'

/** CHROMIUM_PATH when set, else Debian's Chromium when installed, else Playwright's own browser. */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

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
