import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeferredToaster } from './components/ui/DeferredToaster'
import { configureApiClient } from './lib/api'
import { createAppRouter, createQueryClient } from './router'
import { system } from './theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

configureApiClient(() => {
  queryClient.clear()
  router.navigate({ to: '/login' })
})

const root = document.getElementById('root')
if (root) {
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
