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
 * The route files each public page renders: the root, the layout with the menu (the log-in page has
 * none), and the page's own. With automatic code splitting each file's component is a chunk of its
 * own, which the router only asks for once the entry has run.
 */
export const PAGE_ROUTES = {
  home: ['src/routes/__root.tsx', 'src/routes/_layout.tsx', 'src/routes/_layout/index.tsx'],
  hackathon: ['src/routes/__root.tsx', 'src/routes/_layout.tsx', 'src/routes/_layout/hackathons.$id.tsx'],
  series: ['src/routes/__root.tsx', 'src/routes/_layout.tsx', 'src/routes/_layout/series.$id.tsx'],
  login: ['src/routes/__root.tsx', 'src/routes/login.tsx'],
} as const

export type PublicPage = keyof typeof PAGE_ROUTES

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

export interface PageChunks {
  /** The entry chunk and what it imports statically: index.html loads and preloads these itself. */
  entry: string[]
  /** The page's route components and their imports that the entry does not already bring. */
  routes: string[]
}

/**
 * The JavaScript files (paths under the build's root, `assets/...`) a public page needs before it
 * can render its content: the entry with its static imports, then the component chunks of the
 * page's routes with theirs. Lazily imported code (dynamic imports) is left out.
 */
export function pageChunks(manifest: BuildManifest, page: PublicPage = 'home'): PageChunks {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (entry === undefined) throw new Error('The build manifest has no entry chunk')
  const routes: readonly string[] = PAGE_ROUTES[page]
  const routeKeys = Object.keys(manifest).filter((key) =>
    routes.some((route) => key.startsWith(`${route}?tsr-split=component`)),
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
