import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { LIMITS } from '../../../common/limits.js'

export default fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageUploadBytes, files: 1, fields: 5, parts: 6 },
  })
})
