import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CompiledStyles, compileStyles } from '../../scripts/compile-styles'

const root = join(import.meta.dirname, '../..')
const theme = join(root, 'src/theme.ts')
// Inside the project, so the modules resolve the app's dependencies as the app's own do.
const dir = mkdtempSync(join(root, 'node_modules/.cache-compiled-styles-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function stylesModule(name: string, body: string): string {
  const file = join(dir, name)
  writeFileSync(file, `import { recipeStyles, staticStyles } from '${join(root, 'src/lib/static-styles.ts')}'\n${body}`)
  return file
}

/** A class as the bundle gets it. */
type CompiledClass = { name: string; styles: string }
type LayoutExports = {
  frame: CompiledClass
  button: CompiledClass
  parts: { title: CompiledClass; again: CompiledClass }
}

describe('compiling styles modules at build time', () => {
  const layout = stylesModule(
    'layout.styles.ts',
    `import { buttonRecipe } from '@chakra-ui/react/theme'
export const frame = staticStyles({ px: { base: '4', md: '8' }, color: 'fg.muted' })
export const parts = { title: staticStyles({ fontWeight: 'semibold' }), again: staticStyles({ px: { base: '4', md: '8' }, color: 'fg.muted' }) }
export const button = recipeStyles(buttonRecipe, { variant: 'outline', size: 'sm' })`,
  )
  let compiled: CompiledStyles
  const compiling = compileStyles(theme, [layout]).then((result) => {
    compiled = result
  })

  it("answers a module's exports as data: each class's Emotion name and styles, records kept as records", async () => {
    await compiling
    const exports = compiled.modules[layout] as LayoutExports
    expect(Object.keys(exports).sort()).toEqual(['button', 'frame', 'parts'])
    expect(exports.frame.styles).toContain('padding-inline:var(--chakra-spacing-4)')
    expect(exports.frame.styles).toContain(
      '@media screen and (min-width: 48rem){padding-inline:var(--chakra-spacing-8)',
    )
    expect(exports.parts.title.styles).toContain('font-weight:var(--chakra-font-weights-semibold)')
    // Equal styles are one class, as Emotion would make them at run time.
    expect(exports.parts.again.name).toBe(exports.frame.name)
  })

  it('writes the rules of every class once, under the class name Emotion gives it in the browser', async () => {
    await compiling
    const { frame, button } = compiled.modules[layout] as LayoutExports
    expect(compiled.names).toHaveLength(3)
    expect(compiled.names).toEqual(expect.arrayContaining([frame.name, button.name]))
    const rule = `.css-${frame.name}{padding-inline:var(--chakra-spacing-4);`
    expect(compiled.css.split(rule)).toHaveLength(2)
  })

  it("puts the design system's global CSS first: the cascade layers' order, the reset and the tokens", async () => {
    await compiling
    expect(compiled.css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(compiled.css).toMatch(/--chakra-colors-blue-600:#[0-9a-f]{6}/i)
    expect(compiled.css.indexOf('--chakra-colors-blue-600')).toBeLessThan(compiled.css.indexOf('.css-'))
  })

  it('refuses a module that exports something other than styles, naming the module and the export', async () => {
    const helper = stylesModule(
      'helper.styles.ts',
      'export const look = (size: string) => staticStyles({ fontSize: size })',
    )
    await expect(compileStyles(theme, [helper])).rejects.toThrow(`${helper}: look: a styles module exports only styles`)
  })
})
