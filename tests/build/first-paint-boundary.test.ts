import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { PAINTED_WITHOUT_DESIGN_SYSTEM } from '../../common/build-chunks'
import { importGraph, root, type StaticImport, staticImportsOf } from './import-graph'

/**
 * The public pages' first screens paint before the design system has loaded: a Chakra component
 * rendered there waits for the system (or brings it into the page's first load), which is what
 * painting with plain elements and compiled styles avoids. A browser test sees the mistake after a
 * build; this walk of the static imports names it in seconds, with the path that leads to it.
 */

/** Chakra's packages: its components, and its system, tokens and recipes (`src/theme.ts` imports them). */
const CHAKRA = /^@chakra-ui\//

/**
 * A route's options that the router's code splitting (`codeSplittingOptions` in vite.config.ts)
 * puts in chunks of their own, loaded only when the route fails or finds nothing; the component
 * and the pending component load with the route.
 */
const LOADED_ON_FAILURE = new Set(['errorComponent', 'notFoundComponent'])

const ROUTES = 'src/routes'

/** Each module's imports, parsed once for all the pages: their first screens share most modules. */
const parsed = new Map<string, StaticImport[]>()
function importsOf(file: string): StaticImport[] {
  const imports = parsed.get(file) ?? staticImportsOf(file)
  parsed.set(file, imports)
  return imports
}

/** The names a route file binds to nothing but its route's error and not-found screens. */
function failureScreens(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const screens = new Set<string>()
  const usedElsewhere = new Set<string>()
  const visit = (node: ts.Node) => {
    const parent = node.parent
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(parent) && !ts.isImportClause(parent)) {
      const option = ts.isPropertyAssignment(parent) && parent.initializer === node ? parent.name : undefined
      if (option && ts.isIdentifier(option) && LOADED_ON_FAILURE.has(option.text)) screens.add(node.text)
      else usedElsewhere.add(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return new Set([...screens].filter((name) => !usedElsewhere.has(name)))
}

/**
 * Each module that the route files `starts` reach through static imports and that imports Chakra,
 * by the shortest path that reaches it (`a -> b -> c imports @chakra-ui/react`). A
 * styles module ends its path: the build runs it and ships its exports as data, so what it imports
 * never reaches the browser. An import a route file makes only for its failure screens is not followed.
 */
function pathsToChakra(starts: string[]): string[] {
  const reachedFrom = new Map<string, string | undefined>(starts.map((file) => [file, undefined]))
  const pathTo = (file: string) => {
    const path = [file]
    for (let from = reachedFrom.get(file); from; from = reachedFrom.get(from)) path.unshift(from)
    return path.join(' -> ')
  }
  const found: string[] = []
  const queue = [...starts]
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.endsWith('.styles.ts')) continue
    const notFollowed = starts.includes(next) ? failureScreens(next) : new Set<string>()
    const chakra: string[] = []
    for (const { specifier, module, names } of importsOf(next)) {
      if (names.length > 0 && names.every((name) => notFollowed.has(name))) continue
      if (CHAKRA.test(specifier)) chakra.push(specifier)
      else if (module && !reachedFrom.has(module)) {
        reachedFrom.set(module, next)
        queue.push(module)
      }
    }
    if (chakra.length > 0) found.push(`${pathTo(next)} imports ${chakra.join(', ')}`)
  }
  return found
}

/** A route file's place in the route tree, by the router's file naming: `_layout/hackathons.$id.tsx` is _layout, hackathons, $id. */
const segments = (file: string) =>
  file
    .slice(ROUTES.length + 1)
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)

/** The page a route file answers (`/` for `_layout/index.tsx`), or undefined for a layout route and the root route. */
function pageOf(file: string): string | undefined {
  const parts = segments(file)
  if (parts.at(-1)?.startsWith('_')) return undefined
  return `/${parts.filter((part) => !part.startsWith('_') && part !== 'index').join('/')}`
}

/**
 * The route files a page's first screen loads: the root route, the layout routes it renders in, and
 * its own. The app's entry (`src/main.tsx`) is not walked: it holds Chakra's provider, whose system
 * loads on first use, and reaches every route through the route tree, whose screens the router splits.
 */
function routeChain(page: string): string[] {
  const files = [...importGraph([ROUTES]).keys()]
  const own = files.filter((file) => pageOf(file) === page)
  expect(own, `one route file answers ${page}`).toHaveLength(1)
  const route = segments(own[0] ?? '')
  const layouts = files.filter((file) => {
    const layout = segments(file)
    if (pageOf(file) !== undefined) return false
    return layout.join('/') === '__root' || layout.every((part, i) => part === route[i])
  })
  return [...layouts, ...own]
}

describe('the first screens that paint without the design system', () => {
  it.each(PAINTED_WITHOUT_DESIGN_SYSTEM)('%s reaches no Chakra module through its static imports', (page) => {
    expect(pathsToChakra(routeChain(page))).toEqual([])
  })
})

describe('the walk of the static imports', () => {
  it('follows static imports to Chakra, but not a dynamic import, a type, a styles module or a failure screen', () => {
    const fixture = 'tests/build/fixtures/first-paint'
    expect(pathsToChakra([`${fixture}/route.ts`])).toEqual([
      `${fixture}/route.ts -> ${fixture}/page.ts -> ${fixture}/badge.ts imports @chakra-ui/react`,
    ])
  })
})
