import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LIMITS } from '../../common/limits.js'
import { API_PREFIX } from '../config.js'
import { HttpError, invalidField, MESSAGES, notFound } from '../errors.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses } from '../schemas/common.js'
import { ImageTooLargeError, NotAnImageError, storeImage, UPLOAD_NAME } from '../services/uploads.js'

export const ImageUpload = Type.Object({ image_url: Type.String() }, { title: 'ImageUpload' })

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  const uploadsDir = join(app.config.dataDir, 'uploads')

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
      try {
        const name = await storeImage(bytes, uploadsDir)
        return reply.code(201).send({ image_url: `${API_PREFIX}/uploads/${name}` })
      } catch (error) {
        if (error instanceof NotAnImageError) throw invalidField('file', error.message)
        if (error instanceof ImageTooLargeError) throw new HttpError(413, error.message)
        throw error
      }
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
          200: { description: 'The image', content: { 'image/*': { schema: Type.String({ format: 'binary' }) } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params
      // Only names this server produced: no path can escape the uploads folder.
      if (!UPLOAD_NAME.test(name)) throw notFound(MESSAGES.uploadNotFound)
      const found = await access(join(uploadsDir, name)).then(
        () => true,
        () => false,
      )
      if (!found) throw notFound(MESSAGES.uploadNotFound)
      // @fastify/static sets the type from the extension, the length, ETag and Last-Modified, and
      // answers conditional and range requests; a stored name never changes content, hence immutable.
      return reply
        .header('x-content-type-options', 'nosniff')
        .sendFile(name, uploadsDir, { maxAge: 365 * 24 * 3600 * 1000, immutable: true })
    },
  )
}

export default uploads
