import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeferredToaster } from './components/ui/DeferredToaster'
import { configureApiClient } from './lib/api'
import { createAppRouter, createQueryClient } from './router'
import { appSystem } from './theme'

/**
 * Hands the main thread back to the browser between the steps of the start: loading the code,
 * building the design system and the first render each run as a task of their own, so a slow
 * phone answers input between them instead of freezing for all three at once.
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
  const system = appSystem()
  await nextTask()

  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DeferredToaster />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  )
}

void start()
