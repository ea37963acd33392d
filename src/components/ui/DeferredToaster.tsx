import { lazy, Suspense } from 'react'
import { useToastsRequested } from '../../lib/toasts'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Mounts the toaster once the first toast is asked for; it then shows that toast. */
export function DeferredToaster() {
  if (!useToastsRequested()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
