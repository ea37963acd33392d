import { join } from 'node:path'
import fp from 'fastify-plugin'
import { moveLegacyImageFiles } from '../../services/legacy-image-files.js'

/**
 * At start, images an earlier version stored under DATA_DIR/uploads move into the database, before
 * the server answers a request, so every process serves them.
 */
export default fp(
  async (app) => {
    const dir = join(app.config.dataDir, 'uploads')
    const { moved, left } = await moveLegacyImageFiles(app.repos.images, dir)
    if (moved > 0) app.log.info(`Moved ${moved} uploaded images from ${dir} into the database`)
    if (left.length > 0) {
      app.log.warn(
        `Left ${left.length} files in ${dir} that are not uploaded images or differ from the stored ones: ${left.join(', ')}`,
      )
    }
  },
  { name: 'legacy-image-files', dependencies: ['repositories'] },
)
