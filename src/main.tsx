import { globalCssCompiled } from 'virtual:compiled-styles'
import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SOURCE_LOCALE } from '../common/i18n/locales'
import { InActiveLanguage } from './components/InActiveLanguage'
import { DeferredToaster } from './components/ui/DeferredToaster'
import { designSystemOnFirstUse, loadDesignSystem } from './design-system'
import { configureApiClient } from './lib/api'
import { activateLocale, requestedLocale } from './lib/language'
import { createStyleCache } from './lib/style-cache'
import { createAppRouter, createQueryClient } from './router'

/**
 * Hands the main thread back to the browser between loading the code and the first render, so a
 * slow phone answers input between them instead of freezing for both.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  const locale = requestedLocale()
  // Another language's catalog starts downloading first thing; a catalog that cannot load leaves the
  // page in English rather than blank. English has none to wait for.
  const language = activateLocale(locale).catch(() => undefined)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  configureApiClient(() => {
    queryClient.clear()
    router.navigate({ to: '/login' })
  })

  await nextTask()
  // A production build has the system's global CSS in its stylesheet: the system loads when needed.
  const system = globalCssCompiled ? designSystemOnFirstUse() : await loadDesignSystem()

  if (locale !== SOURCE_LOCALE) {
    // The first screen's code and data load while the catalog does, not after it.
    void router.load()
    await language
  }
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <InActiveLanguage>
              <RouterProvider router={router} />
            </InActiveLanguage>
            <DeferredToaster />
          </QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  )
}

void start()
