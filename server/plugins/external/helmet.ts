import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

export default fp(async (app) => {
  // The map's tile server may be a plain-http one (a local tile server): its origin is allowed too.
  const tiles = app.config.mapTiles ? new URL(app.config.mapTiles.url.replace(/[{}]/g, '')).origin : undefined
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Hackathon images may live on any https host, or be data: previews of an upload.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
        // Emotion (Chakra UI) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Uploaded images are meant to be shown on other sites too.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
})
