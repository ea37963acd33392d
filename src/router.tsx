import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { LazyErrorFallback } from './components/LazyScreens'
import { rememberListOrigins } from './entities/hackathon/listOrigin'
import { createAuth } from './entities/session/session'
import { isWorthRetrying } from './lib/queries'
import { routeTree } from './routeTree.gen'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not fix itself; only network and server failures are worth a retry.
        retry: (failures, error) => failures < 2 && isWorthRetrying(error),
      },
    },
  })
}

/**
 * Reads an address's search values as JSON where they are JSON (`?page=2` a number), as the router
 * does by default, but keeps a number written otherwise than as its own text: `?q=1e3`, `?q=0.50` or
 * `?q=4204e808` in a link from an e-mail or another site is the text that was searched, not 1000, 0.5
 * or Infinity. Writing the address, such a text goes as it is; one that reads as JSON goes quoted.
 */
function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  if (typeof parsed === 'number' && String(parsed) !== value) throw new SyntaxError(`${value} stays text`)
  return parsed
}

/**
 * Writes a search value as JSON, but a text that is exactly a number's own text (a search for
 * "2027") as it is, the way a person types it: it reads back as that number, and every text value
 * of the app's addresses takes a number as its text.
 */
function stringifySearchValue(value: unknown): string {
  if (typeof value === 'string' && value !== '' && String(Number(value)) === value) return value
  return JSON.stringify(value)
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: createAuth(queryClient) },
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(stringifySearchValue, parseSearchValue),
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A screen waiting for its data shows its pending skeleton soon, but a quick answer never flashes it.
    defaultPendingMs: 150,
    defaultPendingMinMs: 0,
    // Each page fails on its own, inside the layout, so the navigation stays usable.
    defaultErrorComponent: LazyErrorFallback,
  })
  // A hackathon page leads back to the list it was opened from, with that list's search and filters.
  rememberListOrigins(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The address a sign-up just created an account for: /login says so. */
    accountCreated?: string
  }
}
