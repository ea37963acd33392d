import { globalCssCompiled } from 'virtual:compiled-styles'
import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeferredToaster } from './components/ui/DeferredToaster'
import { configureApiClient } from './lib/api'
import { createStyleCache } from './lib/style-cache'
import { createAppRouter, createQueryClient } from './router'
import { appSystem, systemBuiltOnFirstUse } from './theme'

/**
 * Hands the main thread back to the browser between the steps of the start: loading the code and
 * the first render run as tasks of their own (and building the design system, where the build did
 * not compile its CSS), so a slow phone answers input between them instead of freezing for all.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  configureApiClient(() => {
    queryClient.clear()
    router.navigate({ to: '/login' })
  })

  await nextTask()
  // A production build has the system's global CSS in its stylesheet: the system is built on first use.
  const system = globalCssCompiled ? systemBuiltOnFirstUse() : appSystem()
  await nextTask()

  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <DeferredToaster />
          </QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  )
}

void start()
