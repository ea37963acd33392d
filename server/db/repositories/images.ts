import { eq } from 'drizzle-orm'
import type { Database } from '../index.js'
import { images } from '../schema.js'

export type NewImage = Omit<typeof images.$inferInsert, 'createdAt' | 'size'>
/** What answers a conditional request: everything but the bytes. */
export type ImageHead = { contentType: string; size: number; sha256: string }

export function imagesRepository(db: Database) {
  const head = { contentType: images.contentType, size: images.size, sha256: images.sha256 }
  return {
    /**
     * Stores an image unless one of that name is already there (the name is its content hash, so it
     * holds the same bytes); answers the hash of what is stored under the name once this commits.
     */
    async save(image: NewImage): Promise<string> {
      const [inserted] = await db
        .insert(images)
        .values({ ...image, size: image.bytes.length })
        .onConflictDoNothing({ target: images.name })
        .returning({ sha256: images.sha256 })
      if (inserted) return inserted.sha256
      const [stored] = await db.select({ sha256: images.sha256 }).from(images).where(eq(images.name, image.name))
      if (!stored) throw new Error(`Image ${image.name} was neither inserted nor found`)
      return stored.sha256
    },

    async head(name: string): Promise<ImageHead | undefined> {
      const [row] = await db.select(head).from(images).where(eq(images.name, name))
      return row
    },

    async find(name: string): Promise<(ImageHead & { bytes: Buffer }) | undefined> {
      const [row] = await db
        .select({ ...head, bytes: images.bytes })
        .from(images)
        .where(eq(images.name, name))
      return row
    },
  }
}

export type ImagesRepository = ReturnType<typeof imagesRepository>
