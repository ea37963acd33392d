import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorFallback } from '../components/Common/ErrorFallback'
import { NotFound } from '../components/Common/NotFound'
import type { Auth } from '../lib/auth'

export interface RouterContext {
  queryClient: QueryClient
  auth: Auth
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorFallback,
  notFoundComponent: NotFound,
})
