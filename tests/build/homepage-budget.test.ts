import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HomepageBundle, homepageBundle } from '../../bench/homepage-bundle'

/**
 * The homepage's JavaScript, measured on a production build of the current sources: it may not grow
 * more than `tolerance` past bench/budget.json, and it never carries the map library, the form
 * library or the Chakra components it draws as plain elements, which load with the screens and
 * dialogs that use them.
 */
const budget = JSON.parse(readFileSync(join(import.meta.dirname, '../../bench/budget.json'), 'utf8')) as {
  homepageJsGzipBytes: number
  tolerance: number
}

describe("the homepage's JavaScript", () => {
  const outDir = mkdtempSync(join(tmpdir(), 'hackathons-budget-'))
  let bundle: HomepageBundle

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which Vite would build React's development code for.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    bundle = homepageBundle(outDir)
  }, 240_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it(`stays within ${budget.homepageJsGzipBytes} bytes gzip -9, plus ${budget.tolerance * 100}%`, () => {
    expect(bundle.gzipBytes).toBeLessThanOrEqual(budget.homepageJsGzipBytes * (1 + budget.tolerance))
  })

  /** Every module the homepage's files hold, as the build's (hidden) source maps name them; the bundler's runtime has none. */
  const sources = () =>
    bundle.files
      .map((file) => join(outDir, `${file}.map`))
      .filter((map) => existsSync(map))
      .flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources)

  it('arrives in at most 13 files: a phone opens six connections, and each further wave of files costs a round trip', () => {
    // The entry, the bundler's runtime helpers (preloaded by the page beside it), the layout's and
    // the homepage's own chunks, and the few shared groups vite.config.ts makes.
    expect(bundle.files.length).toBeLessThanOrEqual(13)
  })

  it('carries neither Leaflet nor the form library', () => {
    const modules = sources()
    expect(modules.length).toBeGreaterThan(0)
    expect(modules.filter((source) => /node_modules\/(leaflet|react-hook-form)\//.test(source))).toEqual([])
  })

  it("leaves the design system's code (createSystem, its tokens and recipes) to load when a screen first needs it", () => {
    const modules = sources()
    expect(modules.length).toBeGreaterThan(0)
    const system = /src\/theme\.ts$|styled-system\/(system|token-dictionary)\.js$|esm\/theme\/(recipes|tokens)\//
    expect(modules.filter((source) => system.test(source))).toEqual([])
  })

  it("paints with the build's stylesheet: the design system's global CSS, then the classes the first screen uses", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map(
      (match) => match[1] ?? '',
    )
    const css = sheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('')
    // The cascade layers in Chakra's order: Chakra's components' rules, written at run time, go in the last.
    const layers = [...css.matchAll(/@layer ([a-z]+)/g)].map((match) => match[1])
    expect([...new Set(layers)]).toEqual(['reset', 'base', 'tokens', 'recipes'])
    expect(css).toMatch(/--chakra-colors-blue-600:/)
    // The homepage's heading, as Homepage.styles.ts declares it: a class with the heading recipe's 3xl size.
    expect(css).toMatch(/\.css-[a-z0-9]+\{[^}]*font-size:var\(--chakra-font-sizes-3xl\)/)
  })

  it("carries none of Chakra's components: its first screen is plain elements, and its error states load theirs when shown", () => {
    const modules = sources()
    expect(modules.length).toBeGreaterThan(0)
    const components = modules.flatMap(
      (source) => /@chakra-ui\/react\/dist\/esm\/components\/([^/]+)\//.exec(source)?.slice(1) ?? [],
    )
    expect([...new Set(components)]).toEqual([])
  })
})
