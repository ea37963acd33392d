import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delayMs`: what a check that runs while someone types
 * asks about. Takes a string or number, so a value rebuilt on every render does not restart the wait.
 */
export function useDebouncedValue<T extends string | number>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
