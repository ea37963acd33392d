import { type AnyRouter, useRouter } from '@tanstack/react-router'

/** The public lists a hackathon page is opened from. */
export type ListKind = 'home' | 'series' | 'saved' | 'map'

/** Each list's paths. */
const LIST_PATHS: readonly (readonly [RegExp, ListKind])[] = [
  [/^\/$/, 'home'],
  [/^\/series\/[^/]+\/?$/, 'series'],
  [/^\/saved\/?$/, 'saved'],
  [/^\/map\/?$/, 'map'],
]
const HACKATHON_PAGE = /^\/hackathons\/[^/]+\/?$/

/** A list as it was last shown: which one, its path, and its search and filters. */
export interface ListOrigin {
  kind: ListKind
  to: string
  search: Record<string, unknown>
}

/** Where a hackathon page opened without a list before it (a shared link, a bookmark) leads back to. */
const HOME: ListOrigin = { kind: 'home', to: '/', search: {} }

const origins = new WeakMap<AnyRouter, ListOrigin>()

/**
 * Remembers, for each router, the last list shown before the current hackathon pages: moving from a
 * hackathon to a related one keeps it, any other page forgets it.
 */
export function rememberListOrigins(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    const kind = LIST_PATHS.find(([path]) => path.test(toLocation.pathname))?.[1]
    if (kind) origins.set(router, { kind, to: toLocation.pathname, search: { ...toLocation.search } })
    else if (!HACKATHON_PAGE.test(toLocation.pathname)) origins.delete(router)
  })
}

/** The list the hackathon page on screen was opened from, else the homepage. */
export function useListOrigin(): ListOrigin {
  return origins.get(useRouter()) ?? HOME
}
