import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository root, so every path below reads the same from a test or from the command line. */
export const root = resolve(import.meta.dirname, '../..')

const sourceFile = /\.(ts|tsx)$/
// Static imports, re-exports and dynamic imports, which are the only ways one module reaches another.
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return sourceFile.test(name) ? [path] : []
  })
}

/**
 * The file a relative specifier names, as TypeScript resolves it: the server and `common/` write
 * `./x.js` for the compiled file, which is `x.ts` or `x.tsx` in the sources (or `x/index.ts` for a
 * directory); the client writes `./x` with no extension.
 */
function resolveRelative(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec)
  const stems = base.endsWith('.js') ? [base.slice(0, -3), base] : [base]
  const candidates = stems.flatMap((stem) => [
    stem,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(stem, 'index.ts'),
    join(stem, 'index.tsx'),
  ])
  return candidates.find((path) => existsSync(path) && statSync(path).isFile())
}

/**
 * Every module under `dirs` (relative to the root, or absolute) and the local modules it imports,
 * as root-relative paths.
 */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of dirs.flatMap((dir) => filesUnder(resolve(root, dir)))) {
    const targets = new Set<string>()
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      if (!spec?.startsWith('.')) continue
      const target = resolveRelative(file, spec)
      if (target) targets.add(relative(root, target))
    }
    graph.set(relative(root, file), [...targets])
  }
  return graph
}

/** One import a module keeps when it is compiled: what a bundler puts in the module's chunk, or links it to. */
export interface StaticImport {
  /** The specifier as written: a relative path, or a package's name and subpath. */
  specifier: string
  /** The local module a relative specifier names, root-relative. */
  module?: string
  /** The names it binds in the importing module: none for a side-effect import or a re-export. */
  names: string[]
}

/** Whether an import binds values, not only types: an import of types alone is erased when the module compiles. */
function bindsValues(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true
  if (clause.isTypeOnly) return false
  const bindings = clause.namedBindings
  if (clause.name || !bindings || ts.isNamespaceImport(bindings)) return true
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly)
}

/** Whether a re-export passes on values, not only types. */
function exportsValues(statement: ts.ExportDeclaration): boolean {
  const clause = statement.exportClause
  if (statement.isTypeOnly) return false
  if (!clause || !ts.isNamedExports(clause)) return true
  return clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly)
}

/** The names an import binds in the importing module. */
function boundNames(clause: ts.ImportClause | undefined): string[] {
  const bindings = clause?.namedBindings
  const named = !bindings
    ? []
    : ts.isNamespaceImport(bindings)
      ? [bindings.name.text]
      : bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
  return clause?.name ? [clause.name.text, ...named] : named
}

/**
 * The static imports and re-exports of one module (root-relative) that bind values, local or from
 * packages: the modules that load with it. A dynamic `import()` is left out, as the bundler gives
 * what it loads a chunk of its own, and so is an import of types alone, which compiling erases.
 */
export function staticImportsOf(file: string): StaticImport[] {
  const path = join(root, file)
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement): StaticImport[] => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return []
    const isImport = ts.isImportDeclaration(statement)
    if (!(isImport ? bindsValues(statement.importClause) : exportsValues(statement))) return []
    const written = statement.moduleSpecifier
    if (!written || !ts.isStringLiteral(written)) return []
    const target = written.text.startsWith('.') ? resolveRelative(path, written.text) : undefined
    const names = isImport ? boundNames(statement.importClause) : []
    return [{ specifier: written.text, module: target && relative(root, target), names }]
  })
}

/** The feature a module belongs to, or undefined for modules outside src/features. */
export function featureOf(path: string): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1]
}

/** Which feature imports which other feature, one "importer -> imported" line per pair. */
export function featureEdges(graph: Map<string, string[]>): string[] {
  const edges = new Set<string>()
  for (const [file, targets] of graph) {
    const from = featureOf(file)
    if (!from) continue
    for (const target of targets) {
      const to = featureOf(target)
      if (to && to !== from) edges.add(`${from} -> ${to}`)
    }
  }
  return [...edges].sort()
}

/** One layer of a layered tree: the modules it holds (a folder, ending in '/', or a file) and the layers it may import. */
export interface Layer<Name extends string> {
  holds: readonly string[]
  mayImport: readonly Name[]
}

/** The layer holding `path`: the one that names it most closely (a file before its folder). */
export function layerOf<Name extends string>(layers: Record<Name, Layer<Name>>, path: string): Name | undefined {
  let found: { name: Name; length: number } | undefined
  for (const [name, { holds }] of Object.entries(layers) as [Name, Layer<Name>][]) {
    for (const held of holds) {
      const matches = held.endsWith('/') ? path.startsWith(held) : path === held
      if (matches && held.length > (found?.length ?? -1)) found = { name, length: held.length }
    }
  }
  return found?.name
}

/**
 * Every import the layers do not allow, as "importer -> imported (layer -> layer)", and every module
 * no layer holds, so a new file has to be given its place before it can import anything.
 */
export function layerViolations<Name extends string>(
  graph: Map<string, string[]>,
  layers: Record<Name, Layer<Name>>,
): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const from = layerOf(layers, file)
    if (!from) return [`${file} is in no layer`]
    return targets.flatMap((target) => {
      const to = layerOf(layers, target)
      if (to === from || (to && layers[from].mayImport.includes(to))) return []
      return [`${file} -> ${target} (${from} -> ${to ?? 'no layer'})`]
    })
  })
}

/** Each import cycle once, as the list of modules around it. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push(stack.slice(stack.indexOf(target)))
      else if (!state.has(target)) visit(target)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

// `npx tsx tests/build/import-graph.ts` prints the feature graph, for reviewing a change to it.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const edges = featureEdges(importGraph(['src']))
  console.log(edges.length ? edges.join('\n') : '(no feature imports another)')
}
