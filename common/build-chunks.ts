/**
 * The name of the build's chunk that holds the design system (Chakra's createSystem, tokens and
 * recipes): the bundler's configuration gives it this name, and the server finds it by this name in
 * the build's manifest to preload it on the pages that wait for it.
 */
export const DESIGN_SYSTEM_CHUNK = 'design-system'
