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

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine runs one file at a time.
    // Each test file has its own database and app, so files run side by side on every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout,
        },
      },
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout,
        },
      }),
    ],
  },
})
