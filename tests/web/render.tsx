import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { InActiveLanguage } from '../../src/components/InActiveLanguage'
import { Toaster } from '../../src/components/ui/toaster'
import { configureApiClient } from '../../src/lib/api'
import { createAppRouter, createQueryClient } from '../../src/router'
import { appSystem } from '../../src/theme'

let current: ReturnType<typeof createAppRouter> | undefined
// Configured once, as main.tsx does; a 401/403 sends the current test's router to /login.
configureApiClient(() => current?.navigate({ to: '/login' }))

/**
 * Renders the whole app (real routes, guards and client) at `path`; MSW answers the API. By default
 * the route has loaded before it renders; `awaitLoad: false` renders at once, to see pending states.
 */
export async function renderApp(path: string, { awaitLoad = true, appRetries = false } = {}) {
  const queryClient = createQueryClient()
  // Failures show at once unless a test is about the app's own retries (`appRetries`).
  if (!appRetries)
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createAppRouter(queryClient)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  current = router
  if (awaitLoad) await router.load()
  const user = userEvent.setup()
  const view = render(
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <InActiveLanguage>
          <RouterProvider router={router} />
        </InActiveLanguage>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return { ...view, user, router, queryClient }
}

/** Renders a single component with the app's providers (no router). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  return {
    user,
    queryClient,
    ...render(
      <ChakraProvider value={appSystem()}>
        <QueryClientProvider client={queryClient}>
          {ui}
          <Toaster />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  }
}
