import { type ReactNode, Suspense } from 'react'
import { useIdle } from '../lib/useIdle'

/**
 * Renders its children from the first idle moment after the page has painted: for parts below the
 * first screen (often lazily loaded) whose code, data and first render need not compete with it.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const idle = useIdle()
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null
}
