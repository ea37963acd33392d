import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * A test's time limit is there to stop a hang. CPU-bound tests (a form typed into key by key, a
 * server started and killed) take three to five times as long on a shared two-core machine running
 * two files at once, perhaps beside another run, as they do alone: limits of a few times their quiet
 * duration failed them there, while the same tests passed alone.
 */
const testTimeout = 60_000

/**
 * Server test files run one after another in a worker that keeps the modules it has loaded:
 * importing the server once per worker instead of once per file takes a third off the suite. Each
 * file builds its own app on its own database, so no state is carried over. A file that replaces a
 * module (vi.mock) needs modules nobody loaded before it, and gets a worker of its own.
 */
const SERVER_FILES_MOCKING_MODULES = ['tests/server/ssrf.test.ts']

const server = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine runs one file at a time.
    // Each test file has its own database and app, so files run side by side on every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Run apart from the web files, so that a worker keeps serving server files and its modules.
      {
        test: {
          ...server,
          name: 'server',
          exclude: SERVER_FILES_MOCKING_MODULES,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...server,
          name: 'server-mocking-modules',
          include: SERVER_FILES_MOCKING_MODULES,
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
      // Web test files keep a fresh module registry each: sharing one halved the web suite's time,
      // but then a file failed or passed depending on which files its worker had run before it.
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout,
          sequence: { groupOrder: 1 },
        },
      }),
    ],
  },
})
