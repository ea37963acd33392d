import type { SystemContext } from '@chakra-ui/react'

let system: SystemContext | undefined
let loading: Promise<SystemContext> | undefined
/** Why the design system's code could not load (the network failed): what the components reading it throw. */
let failure: unknown

/**
 * Loads the design system's code (Chakra's `createSystem`, the tokens and the recipes: a good part
 * of the app's JavaScript) and builds the system in a task of its own, once.
 */
export function loadDesignSystem(): Promise<SystemContext> {
  loading ??= import('./theme')
    .then(
      ({ appSystem }) =>
        new Promise<SystemContext>((resolve, reject) =>
          setTimeout(() => {
            try {
              system = appSystem()
              resolve(system)
            } catch (error) {
              reject(error)
            }
          }, 0),
        ),
    )
    .catch((error: unknown) => {
      failure = error
      throw error
    })
  return loading
}

/** Whether the design system has loaded and been built. */
export const designSystemLoaded = (): boolean => system !== undefined

/**
 * The design system for Chakra's provider when the build has compiled the system's global CSS
 * (reset, tokens, base styles and the cascade layers' order) into the stylesheet. The provider
 * writes none of it again, and the system loads only when needed: a screen that paints with
 * Chakra's components waits for it while its data loads, and the public pages' first screens
 * (`common/build-chunks.ts`) render none of them. One rendered before the system has loaded (a dialog opened at once, an error) is
 * suspended until it has: its Suspense boundary shows its fallback meanwhile.
 */
export function designSystemOnFirstUse(): SystemContext {
  return new Proxy({} as SystemContext, {
    get(_, key) {
      // All that Chakra's provider reads before its children render.
      if (key === '_config') return { disableLayers: true }
      if (key === '_global') return []
      if (system) return Reflect.get(system, key)
      // Not a promise itself, whatever asks.
      if (typeof key === 'symbol' || key === 'then') return undefined
      // A failed load is an error for the nearest error boundary, not a wait that never ends.
      if (failure !== undefined) throw failure
      throw loadDesignSystem()
    },
  })
}
