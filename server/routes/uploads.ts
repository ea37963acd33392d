import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LIMITS } from '../../common/limits.js'
import { API_PREFIX } from '../config.js'
import { HttpError, invalidField, notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses } from '../schemas/common.js'
import { ImageTooLargeError, NotAnImageError, prepareImage, UPLOAD_NAME } from '../services/uploads.js'

export const ImageUpload = Type.Object({ image_url: Type.String() }, { title: 'ImageUpload' })

/** A stored name never changes content (it is the content's hash), so browsers may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Whether an If-None-Match header names `etag` (a list, `*`, or tags marked weak: RFC 9110 compares
 * them weakly for this header).
 */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === etag
  })
}

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/utils/upload-image/',
    {
      schema: {
        operationId: 'uploadImage',
        tags: ['utils'],
        summary: 'Upload an image (JPEG, PNG, GIF, WebP or AVIF, at most 5 MB); answers its URL',
        consumes: ['multipart/form-data'],
        body: Type.Object(
          { file: Type.Unsafe<Blob | File>({ type: 'string', format: 'binary' }) },
          { title: 'ImageUploadForm' },
        ),
        response: { 201: ImageUpload, ...errorResponses(413, 415, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.uploadImage),
      // @fastify/multipart reads the body itself; this route checks the file by its content below.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const file = await request.file()
      if (file?.fieldname !== 'file') throw invalidField('file', MESSAGES.uploadMissing)
      // Throws a 413 as soon as the stream passes the 5 MB limit; nothing is stored then.
      const bytes = await file.toBuffer()
      // Some clients' bodies end the part right at the limit without the error above: a truncated
      // file is never stored.
      if (file.file.truncated) throw new HttpError(413, MESSAGES.uploadTooLarge)
      if (bytes.length === 0) throw invalidField('file', MESSAGES.uploadEmpty)
      let image: Awaited<ReturnType<typeof prepareImage>>
      try {
        image = await prepareImage(bytes)
      } catch (error) {
        if (error instanceof NotAnImageError) throw invalidField('file', error.message)
        if (error instanceof ImageTooLargeError) throw new HttpError(413, error.message)
        throw error
      }
      await app.repos.images.save(image)
      return reply.code(201).send({ image_url: `${API_PREFIX}/uploads/${image.name}` })
    },
  )

  app.get(
    '/uploads/:name',
    {
      schema: {
        operationId: 'readUpload',
        tags: ['utils'],
        summary: 'An uploaded image',
        params: Type.Object({ name: Type.String({ maxLength: LIMITS.uploadNameMax }) }),
        response: {
          200: {
            description: 'The image, with its content hash as a strong ETag, cacheable for good',
            content: { 'image/*': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: 'Unchanged: If-None-Match names its ETag' },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params
      // Only names this server produced: anything else was never stored.
      if (!UPLOAD_NAME.test(name)) throw notFound(MESSAGES.uploadNotFound)
      // A revalidation reads the hash alone, never the image's bytes.
      const conditional = request.headers['if-none-match']
      if (conditional) {
        const head = await app.repos.images.head(name)
        if (!head) throw notFound(MESSAGES.uploadNotFound)
        const etag = `"${head.sha256}"`
        if (matchesIfNoneMatch(conditional, etag)) {
          return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send()
        }
      }
      const image = await app.repos.images.find(name)
      if (!image) throw notFound(MESSAGES.uploadNotFound)
      return reply
        .header('etag', `"${image.sha256}"`)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .send(image.bytes)
    },
  )
}

export default uploads
