import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * Compresses JSON and HTML answers on the fly (brotli at quality 4, the library's default for
 * dynamic content, else gzip). Registered before any route: its onSend hook is attached to each
 * route as it is declared. Answers that already carry a Content-Encoding (the SPA's precompressed
 * assets) and types that do not compress (images) pass untouched; bodies under 1 KB (the health
 * check) are not worth it. Request bodies are never decompressed: the API takes none compressed.
 */
export default fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  })
})
