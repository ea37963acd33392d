import { useEffect, useState } from 'react'

/** How long an idle moment may be waited for: a busy page still gets there soon after. */
const IDLE_TIMEOUT_MS = 1000

const hasIdleCallback = () => typeof requestIdleCallback === 'function'

/**
 * False on the first render, true at the first idle moment after the frame that shows it: what the
 * first paint does not need (a menu's library, say) loads after the page has painted instead of
 * competing with it. An idle moment can come between a render and the frame that paints it, so the
 * wait starts at that frame. A browser without idle callbacks (Safari) says true at once, and such
 * code loads with the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(() => !hasIdleCallback())
  useEffect(() => {
    if (idle) return
    let idleId: number | undefined
    const frameId = requestAnimationFrame(() => {
      idleId = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
    })
    return () => {
      cancelAnimationFrame(frameId)
      if (idleId !== undefined) cancelIdleCallback(idleId)
    }
  }, [idle])
  return idle
}
