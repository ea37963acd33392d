import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isAxiosError } from 'axios'
import { type ReactNode, useEffect } from 'react'
import { NotAllowedError } from '../lib/errors'
import { LazyErrorFallback, LazyNotAllowed, loadedOnFirstRender } from './LazyScreens'

/**
 * A load that failed: what failed, why (the status and the server's words), and a Retry button. Its
 * code (Chakra's Alert and Button) loads when a load first fails: the lists that show it are on
 * every public page's first screen, which otherwise would carry it for a rare state.
 */
export const LoadError = loadedOnFirstRender(() => import('./LoadErrorAlert').then((module) => module.LoadErrorAlert))

/** The part of a query (or of several, combined) that decides which state a list is in. */
export interface QueryStatus {
  data?: unknown
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => Promise<unknown>
}

interface QueryStateProps {
  query: QueryStatus
  /** Placeholders shaped like the content, while the first answer is awaited. */
  loading: ReactNode
  /** What could not be loaded, in the screen's words. */
  errorTitle: string
  /** Whether the answer holds nothing to show. */
  isEmpty: boolean
  /** What to show then: what is missing and what to do about it. */
  empty: ReactNode
  children: ReactNode
}

/**
 * The one way every list decides between loading, failed, empty and its content. A failed load
 * never reads as an empty list; once data is shown, a failed refresh keeps it on screen.
 */
export function QueryState({ query, loading, errorTitle, isEmpty, empty, children }: QueryStateProps) {
  if (query.isError && query.data === undefined) {
    return <LoadError title={errorTitle} error={query.error} onRetry={query.refetch} />
  }
  if (query.isPending) return loading
  if (isEmpty) return empty
  return children
}

/**
 * A text a component reads where it renders, in the language active then: a function that reads
 * it (`() => TEXTS.loadError`), since a route's components are made once, when its module loads.
 */
export type RenderedText = () => string

/** The words of a `RenderedText`, read now. */
export const textOf = (text: RenderedText): string => text()

/**
 * The error component of a route whose loader failed: a role that may not see the page gets the
 * not-allowed state, a failed API call the screen's load error with Retry (which runs the loader
 * again), and anything else the crash fallback.
 */
export function routeLoadError(
  errorTitle: RenderedText,
  frame: (content: ReactNode) => ReactNode = (content) => content,
) {
  return function RouteLoadError({ error, reset }: ErrorComponentProps) {
    const router = useRouter()
    const queryErrors = useQueryErrorResetBoundary()
    useEffect(() => queryErrors.reset(), [queryErrors])
    if (error instanceof NotAllowedError) return <LazyNotAllowed />
    if (!isAxiosError(error)) return <LazyErrorFallback error={error} reset={reset} />
    const retry = async () => {
      reset()
      await router.invalidate()
    }
    return frame(<LoadError title={textOf(errorTitle)} error={error} onRetry={retry} />)
  }
}
