import { readdir, readFile, rmdir, unlink } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { ImagesRepository } from '../db/repositories/images.js'
import { CONTENT_TYPE_OF_EXTENSION, sha256Hex, UPLOAD_NAME } from './uploads.js'

export interface LegacyImageFilesMoved {
  /** Files now in the database and removed from the folder. */
  moved: number
  /** Files left in the folder: not named as this server names uploads, or unreadable. */
  left: string[]
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Moves the images earlier versions stored as files under `dir` (DATA_DIR/uploads) into the database,
 * once: each file is removed only after its row is committed, and only when the row holds the same
 * bytes. Safe to run from several processes at once: a file another process moved first is either
 * gone (skipped) or already stored (then just removed).
 */
export async function moveLegacyImageFiles(images: ImagesRepository, dir: string): Promise<LegacyImageFilesMoved> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if (isMissing(error)) return { moved: 0, left: [] }
    throw error
  }
  let moved = 0
  const left: string[] = []
  for (const name of names.sort()) {
    const contentType = CONTENT_TYPE_OF_EXTENSION[extname(name).slice(1)]
    if (!UPLOAD_NAME.test(name) || !contentType) {
      left.push(name)
      continue
    }
    const path = join(dir, name)
    let bytes: Buffer
    try {
      bytes = await readFile(path)
    } catch (error) {
      if (isMissing(error)) continue
      left.push(name)
      continue
    }
    const sha256 = sha256Hex(bytes)
    const stored = await images.save({ name, contentType, sha256, bytes })
    if (stored !== sha256) {
      left.push(name)
      continue
    }
    await unlink(path).catch((error: unknown) => {
      if (!isMissing(error)) throw error
    })
    moved++
  }
  // The folder goes once it is empty; anything left in it stays, and so does the folder.
  await rmdir(dir).catch(() => {})
  return { moved, left }
}
