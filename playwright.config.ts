import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/e2e/support/chromium'
import { E2E } from './tests/e2e/support/env'

/**
 * End-to-end tests drive Chromium against the real server (built SPA, fresh embedded
 * database in a new DATA_DIR, e-mail sent over SMTP to a capture started by global-setup).
 */
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // A flaky test gets fixed, not retried.
  retries: 0,
  // A limit for a hang, not for timing: on two slow cores with another test suite beside them, the
  // longest journeys (an accessibility check of every Settings tab in both colour modes, an
  // organiser's claim) took past a minute, four times their time on a quiet machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The production path: the SPA and the compiled server, run by plain node. `npm test` builds
    // before its unit tests (the `npm start` test runs that build too) and says so with E2E_PREBUILT.
    command: process.env.E2E_PREBUILT ? 'node build/server/main.js' : 'npm run build && node build/server/main.js',
    url: `${E2E.baseUrl}/api/v1/utils/health-check/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), 'hackathons-e2e', `${Date.now()}`),
      FRONTEND_HOST: E2E.baseUrl,
      FIRST_SUPERUSER: E2E.admin.email,
      FIRST_SUPERUSER_PASSWORD: E2E.admin.password,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E.smtpPort),
      SMTP_TLS: 'false',
      EXTRACT_ALLOW_PRIVATE_NETWORK: 'true',
      // Every test signs up and logs in from 127.0.0.1; the limits themselves are tested in tests/server.
      RATE_LIMITS: 'off',
      // The forms are proven to work for a person with the spam guard on: the real widget solves,
      // at a complexity that keeps each solve short.
      SPAM_GUARD: 'on',
      SPAM_GUARD_COMPLEXITY: '1000',
      // The loopback sites of the link-watch tests all share one host; a second apart keeps checks quick.
      LINK_WATCH_HOST_DELAY_S: '1',
      // Sources run when a test presses Run now: a scheduled run of a new source (it is due at once)
      // could file its items between its creation and that press, leaving Run now nothing to file.
      SOURCES: 'off',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: `http://127.0.0.1:${E2E.tilePort}/tiles/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: E2E.tileAttribution,
    },
  },
})
