import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { isAxiosError } from 'axios'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { toaster } from '../../src/components/ui/toaster'
import { NotAllowedError } from '../../src/lib/errors'
import { activateLocale } from '../../src/lib/language'
import { server } from './msw'

// What a screen shows after a request or a lazy import can take seconds on a busy two-core machine
// running the whole suite (two test files at once, perhaps beside another run); testing-library's
// default of one second made such waits fail there only, and five seconds was still short for the
// editor's form, loaded when first opened. One wait for every findBy and waitFor, as a person waits
// for a slow page, not a timing assumption: a passing test never waits it out, so it costs nothing.
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks these browser APIs that Chakra UI (Ark UI) calls.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver })
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList
window.scrollTo = () => {}
Element.prototype.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}

// The router logs each failed loader in development, and the screens under test show those failures
// themselves. Printing the error objects also makes Node walk jsdom internals that throw on inspection.
const isExpectedLoadFailure = (args: unknown[]) =>
  args.some(
    (arg) =>
      isAxiosError(arg) ||
      arg instanceof NotAllowedError ||
      (typeof arg === 'string' && arg.startsWith('Warning: Error in route match')),
  )
for (const level of ['error', 'warn'] as const) {
  const print = console[level].bind(console)
  console[level] = (...args: unknown[]) => {
    if (!isExpectedLoadFailure(args)) print(...args)
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  // The toaster is a module singleton: a toast of one test must not show up in the next.
  toaster.remove()
  cleanup()
  server.resetHandlers()
  localStorage.clear()
  // Files share a document in a worker: a title one screen set must not pass for the next screen's.
  document.title = ''
  // The language is the app's too: a test that picks another leaves the next one in English. Once
  // the app is gone, so that nothing on screen (an account's language) picks another again.
  await activateLocale('en')
})
afterAll(() => server.close())
