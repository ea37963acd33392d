import { useCallback, useSyncExternalStore } from 'react'

/** Whether the device has a precise pointer that can hover (a mouse or trackpad): where a keyboard usually is too. */
export const KEYBOARD_DEVICE_QUERY = '(hover: hover) and (pointer: fine)'

/** Whether the CSS media query `query` matches now, following its changes (a tablet docked to a keyboard). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
