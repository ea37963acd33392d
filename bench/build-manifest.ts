import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One chunk of Vite's build manifest (`build.manifest: true` in vite.config.ts). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

export type BuildManifest = Record<string, ManifestChunk>

/**
 * The route files the homepage renders: the root, the layout with the menu, and the homepage
 * itself. With automatic code splitting each file's component is a chunk of its own, which the
 * router only asks for once the entry has run.
 */
const HOMEPAGE_ROUTES = ['src/routes/__root.tsx', 'src/routes/_layout.tsx', 'src/routes/_layout/index.tsx']

/** The build's manifest, or undefined when `distDir` holds none (a build without it, or no build). */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json')
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : undefined
}

/** The manifest keys given and everything they import statically, each once, in visiting order. */
function withStaticImports(manifest: BuildManifest, keys: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

const jsFiles = (manifest: BuildManifest, keys: string[]) =>
  keys.map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') === true)

export interface HomepageChunks {
  /** The entry chunk and what it imports statically: index.html loads and preloads these itself. */
  entry: string[]
  /** The homepage's route components and their imports that the entry does not already bring. */
  routes: string[]
}

/**
 * The JavaScript files (paths under the build's root, `assets/...`) the homepage needs before it
 * can render its cards: the entry with its static imports, then the component chunks of the
 * homepage's routes with theirs. Lazily imported code (dynamic imports) is left out.
 */
export function homepageChunks(manifest: BuildManifest): HomepageChunks {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (entry === undefined) throw new Error('The build manifest has no entry chunk')
  const routeKeys = Object.keys(manifest).filter((key) =>
    HOMEPAGE_ROUTES.some((route) => key.startsWith(`${route}?tsr-split=component`)),
  )
  const entryKeys = withStaticImports(manifest, [entry])
  const entryFiles = new Set(entryKeys)
  return {
    entry: jsFiles(manifest, entryKeys),
    routes: jsFiles(
      manifest,
      withStaticImports(manifest, routeKeys).filter((key) => !entryFiles.has(key)),
    ),
  }
}
