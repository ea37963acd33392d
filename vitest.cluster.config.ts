import { defineConfig } from 'vitest/config'

/**
 * `npm run test:cluster`: three production processes behind HAProxy on PostgreSQL. Apart from the
 * default projects (`npm test`) because it needs both and takes about a minute and a half.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
