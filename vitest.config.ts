import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import { FILES_NEEDING_OWN_MODULES } from './tests/support/module-isolation.ts'
import viteConfig from './vite.config.ts'

/**
 * A test's time limit is there to stop a hang. CPU-bound tests (a form typed into key by key, a
 * server started and killed) take three to five times as long on a shared two-core machine running
 * two files at once, perhaps beside another run, as they do alone: limits of a few times their quiet
 * duration failed them there, while the same tests passed alone.
 */
const testTimeout = 60_000

const server = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout,
  hookTimeout: 60_000,
}

const web = {
  include: ['tests/web/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['tests/web/setup.ts'],
  testTimeout,
  sequence: { groupOrder: 1 },
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine runs one file at a time.
    // Each test file has its own database and app, so files run side by side on every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // A worker keeps the modules it loaded for the next file (module-isolation.ts says why). Each
      // server file builds its own app on its own database; each web file renders its own app with
      // its own router and query client, and the web setup clears storage, toasts and API handlers
      // after every test. What carries over is cached values that are the same for every file. The
      // server files run apart from the web files, so that a worker keeps serving one side.
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...FILES_NEEDING_OWN_MODULES.server],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...server,
          name: 'server-own-modules',
          include: [...FILES_NEEDING_OWN_MODULES.server],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout,
          sequence: { groupOrder: 0 },
        },
      },
      mergeConfig(viteConfig, {
        test: {
          ...web,
          name: 'web',
          exclude: [...FILES_NEEDING_OWN_MODULES.web],
          isolate: false,
        },
      }),
      mergeConfig(viteConfig, {
        test: { ...web, name: 'web-own-modules', include: [...FILES_NEEDING_OWN_MODULES.web] },
      }),
    ],
  },
})
