import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import type { CompiledStyles } from './compile-styles.ts'

/** Modules that declare styles only, and so can run in Node at build time. */
const STYLES_MODULE = /\.styles\.ts$/
/** What the app imports: the compiled classes' names, and whether the design system's global CSS is in the stylesheet. */
const MODULE_ID = 'virtual:compiled-styles'
const RESOLVED_MODULE_ID = `\0${MODULE_ID}`
/** The stylesheet, as a CSS module so Vite minifies it, hashes its name and links it from index.html. */
const STYLESHEET_ID = '/__compiled-styles.css'

async function stylesModules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && STYLES_MODULE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/**
 * Compiles the app's static styles at build time. Every `*.styles.ts` module runs once in Node (see
 * `compile-styles.ts`); the bundle gets its exports as data, and one stylesheet gets their rules and
 * the design system's global CSS. The browser then builds no design system and serializes no CSS to
 * paint the first screen; Chakra's components still style themselves at run time when they render.
 * In development and in tests the modules run in the browser as they are, and nothing is compiled.
 */
export function compiledStyles(): Plugin {
  let root = process.cwd()
  let compiling = false
  let compiled: CompiledStyles | undefined

  return {
    name: 'hackathons:compiled-styles',
    configResolved(config) {
      root = config.root
      compiling = config.command === 'build' && !config.build.ssr
    },
    async buildStart() {
      if (!compiling) return
      const { tsImport } = await import('tsx/esm/api')
      const script = pathToFileURL(join(root, 'scripts/compile-styles.ts')).href
      const { compileStyles } = (await tsImport(script, import.meta.url)) as typeof import('./compile-styles.ts')
      compiled = await compileStyles(join(root, 'src/theme.ts'), await stylesModules(join(root, 'src')))
    },
    resolveId(id) {
      if (id === MODULE_ID) return RESOLVED_MODULE_ID
      if (id === STYLESHEET_ID) return STYLESHEET_ID
    },
    load(id) {
      if (id === RESOLVED_MODULE_ID) {
        if (!compiled) return 'export const compiledStyleNames = []\nexport const globalCssCompiled = false'
        return [
          `import '${STYLESHEET_ID}'`,
          `export const compiledStyleNames = ${JSON.stringify(compiled.names)}`,
          'export const globalCssCompiled = true',
        ].join('\n')
      }
      if (id === STYLESHEET_ID) return compiled?.css ?? ''
      if (!compiled || !STYLES_MODULE.test(id)) return
      const exports = compiled.modules[id]
      if (!exports) throw new Error(`${id} was not compiled: styles modules live under src/`)
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
        .join('\n')
    },
  }
}
