import { type ReactNode, Suspense, useState } from 'react'
import { designSystemLoaded, loadDesignSystem } from '../design-system'
import { useIdle } from '../lib/useIdle'

/** What the stand-in button takes: it is announced as the menu button it stands in for. */
export interface StandInProps {
  onClick: () => void
  onPointerEnter: () => void
  'aria-haspopup': 'menu'
  'aria-expanded': false
}

interface MenuAfterPaintProps {
  /** The menu's button, before its library has loaded. */
  standIn: (props: StandInProps) => ReactNode
  /** The lazily loaded menu, opened as it mounts when its stand-in was pressed. */
  menu: (defaultOpen: boolean) => ReactNode
  /** Starts loading the menu's code (the import its lazy component was made with). */
  load: () => Promise<unknown>
}

/**
 * A menu whose library loads at the first idle moment after the page has painted rather than with
 * it. Until then the same button stands in its place, so nothing moves, and pressing it loads the
 * menu and opens it. On a page that painted without the design system (a public page), the menu
 * would be the first to need it, and loading and building it after the paint would keep a phone
 * busy for nothing: there the stand-in stays until pressed, and pointing at it loads the menu's
 * code and the design system, so that the press opens it at once. Nothing takes the stand-in's
 * place under a pointer or the keyboard's focus but a press.
 */
export function MenuAfterPaint({ standIn, menu, load }: MenuAfterPaintProps) {
  const idle = useIdle()
  const [pressed, setPressed] = useState(false)
  const placeholder = standIn({
    onClick: () => setPressed(true),
    onPointerEnter: () => {
      void load()
      void loadDesignSystem()
    },
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  })
  if (!pressed && !(idle && designSystemLoaded())) return placeholder
  return <Suspense fallback={placeholder}>{menu(pressed)}</Suspense>
}
