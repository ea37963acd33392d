/**
 * The name of the build's chunk that holds the design system (Chakra's createSystem, tokens and
 * recipes): the bundler's configuration gives it this name, and the server finds it by this name in
 * the build's manifest to preload it on the pages that wait for it.
 */
export const DESIGN_SYSTEM_CHUNK = 'design-system'

/**
 * The SPA's pages whose first screen is plain elements with compiled styles, as route paths (`$id`
 * stands for one segment): they paint without waiting for the design system, which loads when a
 * part of them first needs it (a menu, a dialog, an error). The SPA waits for the system before any
 * other page paints, and the server preloads it for them.
 */
export const PAINTED_WITHOUT_DESIGN_SYSTEM = ['/', '/login', '/hackathons/$id', '/series/$id']

/** Whether the page at `path` (an address's path, without its query) is one of those pages. */
export function paintsWithoutDesignSystem(path: string): boolean {
  const segments = path.split('/')
  return PAINTED_WITHOUT_DESIGN_SYSTEM.some((page) => {
    const pattern = page.split('/')
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith('$') ? (segments[i] ?? '') !== '' : part === segments[i]))
    )
  })
}

/** The `<hackathons-list>` element's entry, built on its own as /embed.js (vite.embed.config.ts). */
export const EMBED_ENTRY = 'src/features/open-data/embed/main.ts'
