import { randomBytes, randomUUID } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../common/limits.js'
import { ROLE, type Role } from '../../common/roles.js'
import { images } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { API, createTestApp, createUser, expectValidationError, type TestContext, type TestUser } from './helpers.js'

const UPLOAD = `${API}/utils/upload-image/`
const MB5 = LIMITS.imageUploadBytes

interface Part {
  field?: string
  filename?: string
  type?: string
  data: Buffer | string
}

/** A multipart/form-data body built by hand, one file part per entry. */
function multipart(parts: Part[]) {
  const boundary = `----test-boundary-${randomUUID()}`
  const chunks: Buffer[] = []
  for (const { field = 'file', filename = 'image.png', type = 'application/octet-stream', data } of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A PNG chunk: length, type, data and the CRC of type + data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A small PNG of random noise (so every call gives a different image, hence a different file). */
const noisePng = (width = 64, height = 48) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()

/**
 * A valid PNG of exactly `size` bytes: a noise image with a private ancillary chunk (`prVt`, which
 * decoders skip) inserted before IEND, its data sized so the file lands on `size` to the byte.
 */
async function pngOfSize(size: number) {
  const image = await noisePng()
  const iend = image.subarray(image.length - 12)
  const padding = size - image.length - 12 // the padding chunk's own length, type and CRC take 12 bytes
  const file = Buffer.concat([image.subarray(0, image.length - 12), pngChunk('prVt', Buffer.alloc(padding, 7)), iend])
  expect(file.length).toBe(size)
  return file
}

/** A decompression bomb: a ~100 KB PNG whose zero-filled data decodes to 10000 x 10000 pixels. */
function bombPng(width = 10_000, height = 10_000) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

let ctx: TestContext
let user: TestUser
beforeAll(async () => {
  ctx = await createTestApp()
  user = await createUser(ctx, { role: ROLE.user })
})
afterAll(() => ctx.close())

/** The names of the images the database holds. */
const storedFiles = async () =>
  (await ctx.database.db.select({ name: images.name }).from(images).orderBy(images.name)).map((row) => row.name)

const upload = (parts: Part[], as: TestUser | null = user) => {
  const { payload, headers } = multipart(parts)
  return ctx.app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, ...as?.headers } })
}

async function uploaded(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201)
  const { image_url } = response.json() as { image_url: string }
  expect(image_url).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{64}\.\w+$/)
  const served = await ctx.app.inject({ url: image_url })
  expect(served.statusCode).toBe(200)
  return { image_url, served }
}

/** Refused with 422 on the `file` field, and nothing stored. */
async function expectRefused(parts: Part[], msg?: string) {
  const before = await storedFiles()
  const response = await upload(parts)
  expect(response.statusCode, response.body).toBe(422)
  expect(response.json()).toEqual({
    detail: [{ loc: ['body', 'file'], msg: msg ?? expect.any(String), type: expect.any(String) }],
  })
  expect(await storedFiles()).toEqual(before)
}

describe('POST /utils/upload-image/: who may call it', () => {
  it.each(['anonymous', ROLE.user, ROLE.editor, ROLE.moderator, ROLE.admin] as const)('as %s', async (actor) => {
    const as = actor === 'anonymous' ? null : await createUser(ctx, { role: actor as Role })
    const response = await upload([{ data: await noisePng(), type: 'image/png' }], as)
    if (actor === 'anonymous') {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: MESSAGES.invalidCredentials })
    } else {
      await uploaded(response)
    }
  })
})

describe('POST /utils/upload-image/', () => {
  it('stores a real PNG and serves it back as image/png with nosniff and immutable caching', async () => {
    const png = await noisePng(30, 20)
    const { image_url, served } = await uploaded(
      await upload([{ data: png, filename: 'photo.png', type: 'image/png' }]),
    )
    expect(image_url).toMatch(/\.png$/)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toMatch(/max-age=\d{7,}/)
    expect(served.headers['cache-control']).toContain('immutable')
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 30, height: 20 })
    expect(await storedFiles()).toContain(image_url.split('/').at(-1))
  })

  it('stores the same image once, under the same address', async () => {
    const png = await noisePng()
    const first = await uploaded(await upload([{ data: png }]))
    const count = (await storedFiles()).length
    const second = await uploaded(await upload([{ data: png, filename: 'other-name.png' }]))
    expect(second.image_url).toBe(first.image_url)
    expect((await storedFiles()).length).toBe(count)
  })

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['gif', 'gif', 'image/gif'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('accepts a %s, recognised by its bytes whatever its name', async (format, extension, type) => {
    const image = await sharp(randomBytes(32 * 24 * 3), { raw: { width: 32, height: 24, channels: 3 } })
      .toFormat(format)
      .toBuffer()
    const { image_url, served } = await uploaded(
      await upload([{ data: image, filename: 'upload.bin', type: 'application/octet-stream' }]),
    )
    expect(image_url.endsWith(`.${extension}`)).toBe(true)
    expect(served.headers['content-type']).toBe(type)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('strips EXIF metadata from what it stores', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'x', Artist: 'Someone' } } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const { served } = await uploaded(await upload([{ data: jpeg, filename: 'photo.jpg', type: 'image/jpeg' }]))
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('Someone'))).toBe(false)
  })

  // The 5 MB file is a noise PNG padded with a private ancillary chunk to exactly 5 * 1024 * 1024 bytes.
  it('accepts a file of exactly 5 MB', async () => {
    const png = await pngOfSize(MB5)
    await uploaded(await upload([{ data: png, type: 'image/png' }]))
  })

  it('answers 413 for 5 MB + 1 byte and stores nothing', async () => {
    const png = await pngOfSize(MB5 + 1)
    const before = await storedFiles()
    const response = await upload([{ data: png, type: 'image/png' }])
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json()).toEqual({ detail: expect.any(String) })
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses a text file named .png', async () => {
    await expectRefused([{ data: 'just some text, not an image\n', filename: 'notes.png', type: 'image/png' }])
  })

  it('refuses an SVG, whatever it is called', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
      '<rect width="10" height="10"/></svg>'
    await expectRefused([{ data: svg, filename: 'logo.svg', type: 'image/svg+xml' }])
    await expectRefused([{ data: svg, filename: 'logo.png', type: 'image/png' }])
  })

  it('refuses a zero-byte file', async () => {
    await expectRefused([{ data: Buffer.alloc(0) }], MESSAGES.uploadEmpty)
  })

  it('refuses an image format it does not take (TIFF)', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    await expectRefused([{ data: tiff, filename: 'scan.png', type: 'image/png' }])
  })

  it('refuses a PNG cut short', async () => {
    const png = await noisePng()
    await expectRefused([{ data: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png' }])
  })

  it('refuses a decompression bomb: a tiny file declaring 10000 x 10000 pixels', async () => {
    const bomb = bombPng()
    expect(bomb.length).toBeLessThan(200_000)
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000, height: 10_000 })
    await expectRefused([{ data: bomb, filename: 'bomb.png', type: 'image/png' }])
  })

  it('wants the image in the field "file"', async () => {
    await expectRefused([{ field: 'image', data: await noisePng() }], MESSAGES.uploadMissing)
  })

  it('answers 4xx, storing nothing, for a body that is not multipart', async () => {
    const before = await storedFiles()
    const response = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: user.headers,
      payload: { file: 'iVBORw0KGgo=' },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toEqual({ detail: expect.any(String) })
    expect(await storedFiles()).toEqual(before)
  })
})

describe('GET /uploads/{name}', () => {
  it.each([
    `${'a'.repeat(64)}.png`,
    `${'a'.repeat(64)}.svg`,
    `${'A'.repeat(64)}.png`,
    'image.png',
    '..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2Fapp.db',
  ])('answers 404 for %s', async (name) => {
    const response = await ctx.app.inject({ url: `${API}/uploads/${name}` })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ detail: expect.any(String) })
  })

  it('answers 422 for a name with a NUL (no path parameter may hold a control character)', async () => {
    const response = await ctx.app.inject({ url: `${API}/uploads/${'a'.repeat(64)}.png%00.svg` })
    expectValidationError(response, ['path', 'name'])
  })

  it('answers 404 Image not found for a well-formed name that was never uploaded', async () => {
    const response = await ctx.app.inject({ url: `${API}/uploads/${'b'.repeat(64)}.jpg` })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: MESSAGES.uploadNotFound })
  })
})
