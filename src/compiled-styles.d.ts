/** Written by the `compiledStyles` Vite plugin: empty in development and in tests, where nothing is compiled. */
declare module 'virtual:compiled-styles' {
  /** The Emotion names of the classes the stylesheet holds. */
  export const compiledStyleNames: readonly string[]
  /** Whether the stylesheet holds the design system's global CSS (reset, tokens, base styles). */
  export const globalCssCompiled: boolean
}
