import { useState } from 'react'

/**
 * Whether a lazily loaded part (a drawer, a dialog) should be mounted yet: from the moment its
 * button is pointed at, touched or focused, so its code has loaded by the press, and for good after,
 * so it closes with its animation and hands focus back. Spread `intent` on the button.
 */
export function useMountOnIntent() {
  const [mounted, setMounted] = useState(false)
  const mount = () => setMounted(true)
  return { mounted, mount, intent: { onPointerEnter: mount, onPointerDown: mount, onFocus: mount } }
}
