import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { homepageChunks, readBuildManifest } from './build-manifest.js'

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
  const manifest = readBuildManifest(distDir)
  if (!manifest) throw new Error(`No build manifest in ${distDir}`)
  const { entry, routes } = homepageChunks(manifest)
  const files = [...entry, ...routes]
  const sizes = files.map((file) => gzipSize(join(distDir, file)))
  return {
    files,
    gzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    entryGzipBytes: sizes[0] ?? 0,
  }
}
