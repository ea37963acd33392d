import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
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

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: createAuth(queryClient) },
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
