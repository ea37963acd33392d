/**
 * The `redirect` search param of /login, kept only when it is a path of this site: it starts with one
 * '/' (not '//' or '/\', which browsers read as another host) and has no control characters.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}

/**
 * The search of /login and /signup: the page to return to once signed in, when it is safe. The key
 * is always there (undefined when unsafe): the router lays it over the raw search, which would
 * otherwise keep an unsafe value.
 */
export function parseRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: safeRedirect(search.redirect) }
}
