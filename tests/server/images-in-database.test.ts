import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app.js'
import { type DatabaseHandle, openPostgres } from '../../server/db/index.js'
import type { ImagesRepository } from '../../server/db/repositories/images.js'
import { images } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { moveLegacyImageFiles } from '../../server/services/legacy-image-files.js'
import { API, createTestApp, createUser, type TestContext, type TestUser } from './helpers.js'

/**
 * Images live in the database: any process on it serves any image, cacheable for good, and the files
 * earlier versions kept under DATA_DIR/uploads move in at start, none lost.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'

let ctx: TestContext
let user: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  user = await createUser(ctx)
})
afterAll(() => ctx.close())

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const noise = (format: 'png' | 'jpeg' = 'png', width = 24, height = 16) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()

function multipart(data: Buffer) {
  const boundary = `----images-${randomBytes(6).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(app: App, data: Buffer): Promise<string> {
  const body = multipart(data)
  const response = await app.inject({
    method: 'POST',
    url: `${API}/utils/upload-image/`,
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { image_url: string }).image_url
}

/**
 * Another process on the same database: on PostgreSQL a pool of its own, on PGlite (one process
 * only) the same database. `dataDir` is its DATA_DIR.
 */
async function anotherProcess(dataDir = ctx.config.dataDir): Promise<{ app: App; close(): Promise<void> }> {
  const own: DatabaseHandle | undefined = ctx.database.url ? await openPostgres(ctx.database.url) : undefined
  const app = await buildApp({ config: { ...ctx.config, dataDir }, db: own?.db ?? ctx.database.db })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await own?.close()
    },
  }
}

describe('an uploaded image', () => {
  it('is served by another process on the same database, with its hash as a strong ETag and an immutable cache', async () => {
    const url = await upload(ctx.app, await noise())
    const other = await anotherProcess(mkdtempSync(join(tmpdir(), 'hackathons-other-')))
    try {
      const served = await other.app.inject({ url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['cache-control']).toBe(IMMUTABLE)
      const hash = sha256(served.rawPayload)
      expect(url).toBe(`${API}/uploads/${hash}.png`)
      expect(served.headers.etag).toBe(`"${hash}"`)
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
      // The same bytes as the process that stored it serves.
      const own = await ctx.app.inject({ url })
      expect(own.rawPayload.equals(served.rawPayload)).toBe(true)
      expect(own.headers.etag).toBe(served.headers.etag)
    } finally {
      await other.close()
    }
  })

  it('answers 304 without a body to an If-None-Match naming its ETag, and 200 to any other', async () => {
    const url = await upload(ctx.app, await noise('jpeg'))
    const first = await ctx.app.inject({ url })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/)
    for (const header of [etag, `W/${etag}`, `"${'0'.repeat(64)}", ${etag}`, '*']) {
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': header } })
      expect(again.statusCode, header).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe(IMMUTABLE)
    }
    const other = await ctx.app.inject({ url, headers: { 'if-none-match': `"${'0'.repeat(64)}"` } })
    expect(other.statusCode).toBe(200)
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(other.headers['content-type']).toBe('image/jpeg')
  })

  it('answers 404, never cached for good, for a name that is not stored, with or without If-None-Match', async () => {
    const url = `${API}/uploads/${'c'.repeat(64)}.png`
    for (const headers of [{}, { 'if-none-match': `"${'c'.repeat(64)}"` }]) {
      const response = await ctx.app.inject({ url, headers })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: MESSAGES.uploadNotFound })
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable')
    }
  })
})

/** A DATA_DIR whose uploads folder holds `files` (name -> bytes), as an earlier version left it. */
function dataDirWith(files: Record<string, Buffer>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathons-uploads-'))
  mkdirSync(join(dataDir, 'uploads'))
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dataDir, 'uploads', name), bytes)
  return dataDir
}

async function imageFile(format: 'png' | 'jpeg') {
  const bytes = await noise(format)
  return { name: `${sha256(bytes)}.${format === 'jpeg' ? 'jpg' : 'png'}`, bytes }
}

const storedRow = async (name: string) => ctx.app.repos.images.find(name)

describe('images an earlier version kept under DATA_DIR/uploads', () => {
  it('move into the database at start, once: served at the same address, the files and the folder removed', async () => {
    const png = await imageFile('png')
    const jpeg = await imageFile('jpeg')
    const dataDir = dataDirWith({ [png.name]: png.bytes, [jpeg.name]: jpeg.bytes })
    try {
      const first = await anotherProcess(dataDir)
      try {
        for (const [file, type] of [
          [png, 'image/png'],
          [jpeg, 'image/jpeg'],
        ] as const) {
          expect(await storedRow(file.name)).toEqual({
            contentType: type,
            size: file.bytes.length,
            sha256: sha256(file.bytes),
            bytes: file.bytes,
          })
          // Any process serves it, the one that moved it and one that never saw the file.
          for (const app of [first.app, ctx.app]) {
            const served = await app.inject({ url: `${API}/uploads/${file.name}` })
            expect(served.statusCode).toBe(200)
            expect(served.rawPayload.equals(file.bytes)).toBe(true)
            expect(served.headers['content-type']).toBe(type)
            expect(served.headers.etag).toBe(`"${sha256(file.bytes)}"`)
          }
        }
        expect(existsSync(join(dataDir, 'uploads'))).toBe(false)
      } finally {
        await first.close()
      }
      // A second start finds nothing to move and changes nothing.
      const count = (await ctx.database.db.select({ name: images.name }).from(images)).length
      const second = await anotherProcess(dataDir)
      await second.close()
      expect((await ctx.database.db.select({ name: images.name }).from(images)).length).toBe(count)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('skip a file already stored (removing it), and leave in place what is not an upload or differs from the stored image', async () => {
    const stored = await imageFile('png')
    await ctx.app.repos.images.save({
      name: stored.name,
      contentType: 'image/png',
      sha256: sha256(stored.bytes),
      bytes: stored.bytes,
    })
    // A file under the name of a stored image but with other bytes: neither overwritten nor lost.
    const clash = await imageFile('png')
    await ctx.app.repos.images.save({
      name: clash.name,
      contentType: 'image/png',
      sha256: sha256(clash.bytes),
      bytes: clash.bytes,
    })
    const otherBytes = await noise()
    const dataDir = dataDirWith({
      [stored.name]: stored.bytes,
      [clash.name]: otherBytes,
      'notes.txt': Buffer.from('keep me'),
    })
    try {
      const result = await moveLegacyImageFiles(ctx.app.repos.images, join(dataDir, 'uploads'))
      expect(result).toEqual({ moved: 1, left: [clash.name, 'notes.txt'].sort() })
      expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual([clash.name, 'notes.txt'].sort())
      expect((await storedRow(clash.name))?.bytes.equals(clash.bytes)).toBe(true)
      expect((await storedRow(stored.name))?.bytes.equals(stored.bytes)).toBe(true)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('keep a file whose row could not be stored (the database refused): nothing is removed before its row commits', async () => {
    const file = await imageFile('png')
    const dataDir = dataDirWith({ [file.name]: file.bytes })
    const refusing: ImagesRepository = {
      ...ctx.app.repos.images,
      save: async () => {
        throw new Error('connection lost')
      },
    }
    try {
      await expect(moveLegacyImageFiles(refusing, join(dataDir, 'uploads'))).rejects.toThrow('connection lost')
      expect(readdirSync(join(dataDir, 'uploads'))).toEqual([file.name])
      expect(await storedRow(file.name)).toBeUndefined()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('move once when two processes start together on the same files: every image stored once, every file gone', async () => {
    const files = await Promise.all(Array.from({ length: 24 }, (_, i) => imageFile(i % 2 ? 'png' : 'jpeg')))
    const dataDir = dataDirWith(Object.fromEntries(files.map((file) => [file.name, file.bytes])))
    try {
      const started = await Promise.all([anotherProcess(dataDir), anotherProcess(dataDir)])
      try {
        const rows = await ctx.database.db.select({ name: images.name }).from(images)
        for (const file of files) {
          expect(rows.filter((row) => row.name === file.name)).toHaveLength(1)
          expect((await storedRow(file.name))?.bytes.equals(file.bytes)).toBe(true)
          for (const { app } of started) {
            expect((await app.inject({ url: `${API}/uploads/${file.name}` })).statusCode).toBe(200)
          }
        }
        expect(existsSync(join(dataDir, 'uploads'))).toBe(false)
      } finally {
        await Promise.all(started.map((process) => process.close()))
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('DATA_DIR', () => {
  it('gets no uploads folder from an upload', async () => {
    await upload(ctx.app, await noise())
    expect(existsSync(join(ctx.config.dataDir, 'uploads'))).toBe(false)
  })
})
