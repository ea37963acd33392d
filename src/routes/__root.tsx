import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorFallback } from '../components/ErrorFallback'
import { NotFound } from '../components/NotFound'
import { loadDesignSystem } from '../design-system'
import type { Auth } from '../entities/session/session'

export interface RouterContext {
  queryClient: QueryClient
  auth: Auth
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's first paint renders none of Chakra's components, so it need not wait for the design system. */
    paintsWithoutDesignSystem?: boolean
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every other screen gets the design system built in a task of its own, while its data loads.
  beforeLoad: ({ matches }) => ({
    designSystem: matches.at(-1)?.staticData.paintsWithoutDesignSystem ? undefined : loadDesignSystem(),
  }),
  loader: async ({ context }) => {
    await context.designSystem
  },
  component: Outlet,
  errorComponent: ErrorFallback,
  notFoundComponent: NotFound,
})
