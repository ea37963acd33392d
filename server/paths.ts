import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder at or above `start` that holds package.json. */
function projectRootFrom(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`)
  }
}

/**
 * The project root, found the same way whether this file runs as TypeScript from `server/` (tsx,
 * tests) or compiled from `build/server/` (npm start): files that are not compiled (the SPA in
 * `dist/`, the SQL migrations, `.env`) are always read from here.
 */
export const PROJECT_ROOT = projectRootFrom(dirname(fileURLToPath(import.meta.url)))
