import { ClassNames } from '@emotion/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { FiMenu } from 'react-icons/fi'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useMountOnIntent } from '../../../lib/useMountOnIntent'
import { MENU_TEXTS } from '../texts'
import { MenuEntries } from './MenuEntries'
import * as styles from './Navigation.styles'

// The drawer (and its dialog machinery) loads when the menu is first opened, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })))

/** Side menu on wide screens. */
export function Sidebar() {
  const { user } = useCurrentUser()
  return (
    <ClassNames>
      {({ css }) => (
        <nav aria-label={MENU_TEXTS.navigation} className={css(styles.sidebar)}>
          <p className={css(styles.sidebarTitle)}>{MENU_TEXTS.title}</p>
          <MenuEntries />
          {user && <p className={css(styles.loggedInAs)}>{MENU_TEXTS.loggedInAs({ email: user.email })}</p>}
        </nav>
      )}
    </ClassNames>
  )
}

/** Top bar with the drawer on small screens. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false)
  const { mounted, mount, intent } = useMountOnIntent()
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.topBar)}>
          <p className={css(styles.topBarTitle)}>{MENU_TEXTS.title}</p>
          <button
            ref={trigger}
            type="button"
            className={css(styles.menuButton)}
            aria-label={MENU_TEXTS.open}
            aria-haspopup="dialog"
            aria-expanded={open}
            {...intent}
            onClick={() => {
              mount()
              setOpen(true)
            }}
          >
            <FiMenu focusable="false" aria-hidden="true" />
          </button>
          {mounted && (
            <Suspense fallback={null}>
              <MenuDrawer open={open} onOpenChange={setOpen} finalFocus={() => trigger.current} />
            </Suspense>
          )}
        </div>
      )}
    </ClassNames>
  )
}
