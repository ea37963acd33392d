import { lazy, Suspense, startTransition, useState } from 'react'
import type { Action } from './ActionsMenuOpen'
import { ActionsMenuButton } from './plain/ActionsMenuButton'

export type { Action }

interface ActionsMenuProps {
  label: string
  actions: Action[]
  disabled?: boolean
}

const loadMenu = () => import('./ActionsMenuOpen')

// The menu's code (its state machine, positioner and items) is not in a table's first load.
const ActionsMenuOpen = lazy(loadMenu)

/**
 * The row menu of every management table. The menu is mounted when the row's button is first
 * pressed, opened at once, not with every row of a page: ten menus were most of the time from Next
 * page to its rows. Until then a plain button with the same look stands in.
 */
export function ActionsMenu({ label, actions, disabled }: ActionsMenuProps) {
  const [pressed, setPressed] = useState(false)
  // A transition keeps the stand-in (and its focus) on screen while the menu's code loads.
  const press = () => startTransition(() => setPressed(true))
  // Announced as the menu button it stands in for (what Menu.Trigger sets on it); the same button
  // stays while the menu's code loads.
  const standIn = (
    <ActionsMenuButton
      label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={disabled}
      // Pointed at or focused, the button is likely to be pressed: the menu's code starts loading.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={press}
      // The keys that open a menu from its button, as Menu.Trigger reads them.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') press()
      }}
    />
  )
  return (
    <Suspense fallback={standIn}>
      {pressed ? <ActionsMenuOpen label={label} actions={actions} disabled={disabled} /> : standIn}
    </Suspense>
  )
}
