import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { paintsWithoutDesignSystem } from '../../common/build-chunks'
import { LazyErrorFallback, LazyNotFound } from '../components/LazyScreens'
import { loadDesignSystem } from '../design-system'
import type { Auth } from '../entities/session/session'

export interface RouterContext {
  queryClient: QueryClient
  auth: Auth
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A screen that paints with Chakra's components gets the design system built in a task of its own, while its data loads.
  beforeLoad: ({ location }) => ({
    designSystem: paintsWithoutDesignSystem(location.pathname) ? undefined : loadDesignSystem(),
  }),
  loader: async ({ context }) => {
    await context.designSystem
  },
  component: Outlet,
  errorComponent: LazyErrorFallback,
  notFoundComponent: LazyNotFound,
})
