import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LazyErrorFallback } from '../components/LazyScreens'
import { NotFoundInLayout } from '../components/NotFound'
import { AppShell } from '../features/shell/components/AppShell'

export const Route = createFileRoute('/_layout')({
  component: Layout,
  errorComponent: LazyErrorFallback,
  // A screen that finds nothing at its address (its loader throws notFound()) keeps the menu too.
  notFoundComponent: NotFoundInLayout,
})

function Layout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
