import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorFallback } from '../components/ErrorFallback'
import { NotFound } from '../components/NotFound'
import type { Auth } from '../entities/session/session'

export interface RouterContext {
  queryClient: QueryClient
  auth: Auth
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorFallback,
  notFoundComponent: NotFound,
})
