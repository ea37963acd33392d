import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * /embed.js, the `<hackathons-list>` element other sites load, measured on a production build of
 * the current sources: at most bench/budget.json's bytes gzip (no tolerance: it is the promise made
 * to the sites that embed it), one file, and none of the SPA's libraries.
 */
const budget = JSON.parse(readFileSync(join(import.meta.dirname, '../../bench/budget.json'), 'utf8')) as {
  embedJsGzipBytes: number
}

describe('the embeddable list, /embed.js', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'hackathons-embed-'))

  beforeAll(async () => {
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({
        configFile: join(import.meta.dirname, '../../vite.embed.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
  }, 120_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it(`stays within ${budget.embedJsGzipBytes} bytes gzip -9`, () => {
    const bytes = gzipSync(readFileSync(join(outDir, 'embed.js')), { level: 9 }).length
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(budget.embedJsGzipBytes)
  })

  it('is one script that imports nothing: no chunk of its own or of the SPA to load after it', () => {
    const scripts = readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.js'))
    expect(scripts).toEqual(['embed.js'])
    expect(readFileSync(join(outDir, 'embed.js'), 'utf8')).not.toMatch(/\bimport\s*[("'{*]|\bfrom\s*["']/)
  })

  it("carries none of the SPA's libraries (React, Chakra, the router, the query cache, axios)", () => {
    const { sources } = JSON.parse(readFileSync(join(outDir, 'embed.js.map'), 'utf8')) as { sources: string[] }
    expect(sources.some((source) => source.includes('open-data/embed/'))).toBe(true)
    const libraries = sources.filter((source) =>
      /node_modules\/(react|react-dom|@chakra-ui|@emotion|@tanstack|axios)\//.test(source),
    )
    expect(libraries).toEqual([])
  })
})
