import { compiledStyleNames } from 'virtual:compiled-styles'
import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * The app's Emotion cache. The classes the build compiled are in the stylesheet already, so they are
 * marked inserted: Emotion neither serializes nor writes their rules again when they first render.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' })
  for (const name of compiledStyleNames) cache.inserted[name] = true
  return cache
}
