import { Alert, Button } from '@chakra-ui/react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isAxiosError } from 'axios'
import { type ReactNode, useEffect, useState } from 'react'
import { FiRefreshCw } from 'react-icons/fi'
import { NotAllowedError } from '../entities/session/guards'
import { errorLabel, errorText } from '../lib/errors'
import { ErrorFallback } from './ErrorFallback'
import { NotAllowed } from './NotAllowed'

export const RETRY_LABEL = 'Retry'

interface LoadErrorProps {
  /** What could not be loaded, in the screen's words. */
  title: string
  error: unknown
  onRetry: () => unknown
}

/** A load that failed: what failed, why (the status and the server's words), and a Retry button. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      await onRetry()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {errorLabel(error)}: {errorText(error)}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={retry} loading={retrying}>
        <FiRefreshCw aria-hidden /> {RETRY_LABEL}
      </Button>
    </Alert.Root>
  )
}

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
 * The error component of a route whose loader failed: a role that may not see the page gets the
 * not-allowed state, a failed API call the screen's load error with Retry (which runs the loader
 * again), and anything else the crash fallback.
 */
export function routeLoadError(errorTitle: string, frame: (content: ReactNode) => ReactNode = (content) => content) {
  return function RouteLoadError({ error, reset }: ErrorComponentProps) {
    const router = useRouter()
    const queryErrors = useQueryErrorResetBoundary()
    useEffect(() => queryErrors.reset(), [queryErrors])
    if (error instanceof NotAllowedError) return <NotAllowed />
    if (!isAxiosError(error)) return <ErrorFallback error={error} reset={reset} />
    const retry = async () => {
      reset()
      await router.invalidate()
    }
    return frame(<LoadError title={errorTitle} error={error} onRetry={retry} />)
  }
}
