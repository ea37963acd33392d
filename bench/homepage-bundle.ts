import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One chunk of Vite's build manifest (`build.manifest: true`). */
interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

/**
 * The route files the homepage renders: the root, the layout with the menu, and the homepage
 * itself. With automatic code splitting each file's component is a chunk of its own.
 */
const HOMEPAGE_ROUTES = ['src/routes/__root.tsx', 'src/routes/_layout.tsx', 'src/routes/_layout/index.tsx']

export interface HomepageBundle {
  /** Every JavaScript file the homepage loads before it can render its cards, entry first. */
  files: string[]
  /** Their total size after gzip -9, in bytes: what travels on a compressed connection. */
  gzipBytes: number
  entryGzipBytes: number
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length

/**
 * The JavaScript the homepage needs, read from a build's manifest: the entry chunk and what it
 * imports statically, plus the component chunks of the homepage's routes and their imports.
 */
export function homepageBundle(distDir: string): HomepageBundle {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const routeChunks = Object.keys(manifest).filter((key) =>
    HOMEPAGE_ROUTES.some((route) => key.startsWith(`${route}?tsr-split=component`)),
  )
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entry[0])
  for (const key of routeChunks) visit(key)
  const files = [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js'))
  const sizes = files.map((file) => gzipSize(join(distDir, file)))
  return {
    files,
    gzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    entryGzipBytes: sizes[0] ?? 0,
  }
}
