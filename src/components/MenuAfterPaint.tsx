import { type ReactNode, Suspense, useState } from 'react'
import { useIdle } from '../lib/useIdle'

/** What the stand-in button takes: it is announced as the menu button it stands in for. */
export interface StandInProps {
  onClick: () => void
  'aria-haspopup': 'menu'
  'aria-expanded': false
}

interface MenuAfterPaintProps {
  /** The menu's button, before its library has loaded. */
  standIn: (props: StandInProps) => ReactNode
  /** The lazily loaded menu, opened as it mounts when its stand-in was pressed. */
  menu: (defaultOpen: boolean) => ReactNode
}

/**
 * A menu whose library loads at the first idle moment after the page has painted rather than with
 * it. Until then the same button stands in its place, so nothing moves, and pressing it loads the
 * menu and opens it.
 */
export function MenuAfterPaint({ standIn, menu }: MenuAfterPaintProps) {
  const idle = useIdle()
  const [pressed, setPressed] = useState(false)
  const placeholder = standIn({ onClick: () => setPressed(true), 'aria-haspopup': 'menu', 'aria-expanded': false })
  if (!idle && !pressed) return placeholder
  return <Suspense fallback={placeholder}>{menu(pressed)}</Suspense>
}
