import { type ComponentType, lazy, type ReactElement, Suspense } from 'react'

/**
 * A component whose code loads when it first renders, showing nothing until it has: for screens and
 * states a page seldom shows, so its first load does not carry them.
 */
export function loadedOnFirstRender<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  return function LoadedOnFirstRender(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

/*
 * The crash, not-found and not-allowed screens, with Chakra's components: the root route and every
 * list's error state name them, so otherwise every page's first load would carry them.
 */

/** 'Something went wrong!' with Show Error and Try again. */
export const LazyErrorFallback = loadedOnFirstRender(() =>
  import('./ErrorFallback').then((module) => module.ErrorFallback),
)

/** The 404 page of an address no screen answers. */
export const LazyNotFound = loadedOnFirstRender(() => import('./NotFound').then((module) => module.NotFound))

/** 'Not allowed', for a page the signed-in role may not see. */
export const LazyNotAllowed = loadedOnFirstRender(() => import('./NotAllowed').then((module) => module.NotAllowed))
