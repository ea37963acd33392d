import { type ReactNode, useDeferredValue } from 'react'

/**
 * Renders `fallback` in the render that mounts it, then `children` in a transition right after.
 * A router's or a store's update renders everything it shows in one go, a long task on a slow
 * phone; React renders a transition in slices, giving the browser the main thread every few
 * milliseconds. For a screen whose first render is heavy (a list of cards and its controls).
 */
export function RenderInSlices({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : fallback
}
