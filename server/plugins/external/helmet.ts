import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * The route option of the only pages another site may put in a frame: the embedded list
 * (`/embed/list`). Any ancestor may frame them, and X-Frame-Options, which cannot say "any", is
 * left out; their own policy loads nothing but their inline style, and runs no script at all.
 * Every other answer keeps `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 */
export const FRAMEABLE_BY_ANY_SITE = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ['*'],
    },
  },
  frameguard: false,
} satisfies Omit<FastifyHelmetOptions, 'global'>

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
