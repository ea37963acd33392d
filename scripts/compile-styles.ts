/**
 * Runs the app's `*.styles.ts` modules in Node, at build time, with the same design system and the
 * same Emotion serializer the browser would use, and answers what the browser then need not do:
 * each module's exports as values, the CSS of every class they name, and the design system's global
 * CSS (its reset, tokens as CSS variables, and base styles). Loaded by the `compiledStyles` Vite
 * plugin through tsx, because the modules it runs are the app's TypeScript.
 */
import createCache from '@emotion/cache'
import type { SerializedStyles } from '@emotion/react'
import { serializeStyles } from '@emotion/serialize'

/** What this script reads of the app's design system (`src/theme.ts`), a module of the web app's own project. */
interface ThemeModule {
  appSystem(): { layers: { atRule: string }; _global: unknown }
}

export interface CompiledStyles {
  /** Each styles module's exports, by absolute file path. */
  modules: Record<string, Record<string, unknown>>
  /** The global CSS, then every class's rules, in the order the modules declare them. */
  css: string
  /** The Emotion names of the classes `css` holds, so the browser's cache counts them as inserted. */
  names: string[]
}

function isSerialized(value: unknown): value is SerializedStyles {
  return typeof value === 'object' && value !== null && 'name' in value && 'styles' in value
}

/**
 * A styles module may export a class's styles, or records of them (a slot recipe's parts, a look per
 * variant); anything else (a function, a class instance) cannot be written into the bundle as data.
 */
function collect(value: unknown, where: string, found: SerializedStyles[]): unknown {
  if (isSerialized(value)) {
    if (value.next) throw new Error(`${where}: keyframes declared with Emotion cannot be compiled`)
    found.push(value)
    return { name: value.name, styles: value.styles }
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, collect(inner, `${where}.${key}`, found)]),
    )
  }
  throw new Error(`${where}: a styles module exports only styles, or records of styles`)
}

/** Compiles the styles modules `files`, with the design system of the module `themeFile`. */
export async function compileStyles(themeFile: string, files: readonly string[]): Promise<CompiledStyles> {
  // Emotion's server mode: inserting answers the rules as text instead of writing a <style> tag.
  const cache = createCache({ key: 'css' })
  const { appSystem }: ThemeModule = await import(themeFile)
  const system = appSystem()
  const rules: string[] = []
  const insert = (selector: string, serialized: SerializedStyles) => {
    const text = cache.insert(selector, serialized, cache.sheet, true)
    if (typeof text === 'string') rules.push(text)
  }

  // What Chakra's provider writes with Emotion's <Global>: the cascade layers' order, then the globals.
  insert('', serializeStyles([system.layers.atRule]))
  insert('', serializeStyles([system._global as Parameters<typeof serializeStyles>[0][number]]))

  const modules: CompiledStyles['modules'] = {}
  const names = new Set<string>()
  for (const file of files) {
    const found: SerializedStyles[] = []
    const exports: Record<string, unknown> = await import(file)
    modules[file] = Object.fromEntries(
      Object.entries(exports).map(([name, value]) => [name, collect(value, `${file}: ${name}`, found)]),
    )
    for (const serialized of found) {
      if (names.has(serialized.name)) continue
      names.add(serialized.name)
      insert(`.${cache.key}-${serialized.name}`, serialized)
    }
  }
  return { modules, css: rules.join(''), names: [...names] }
}
