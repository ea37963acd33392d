import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

/*
 * The crash, not-found and not-allowed screens, whose code (Chakra's components with them) loads
 * when one is first shown: the root route and every list's error state name them, so otherwise
 * every page's first load would carry them for screens it seldom shows.
 */
const ErrorFallback = lazy(() => import('./ErrorFallback').then((module) => ({ default: module.ErrorFallback })))
const NotFound = lazy(() => import('./NotFound').then((module) => ({ default: module.NotFound })))
const NotAllowed = lazy(() => import('./NotAllowed').then((module) => ({ default: module.NotAllowed })))

/** 'Something went wrong!' with Show Error and Try again. */
export function LazyErrorFallback(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <ErrorFallback {...props} />
    </Suspense>
  )
}

/** The 404 page of an address no screen answers. */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  )
}

/** 'Not allowed', for a page the signed-in role may not see. */
export function LazyNotAllowed() {
  return (
    <Suspense fallback={null}>
      <NotAllowed />
    </Suspense>
  )
}
