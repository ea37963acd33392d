import { ClassNames } from '@emotion/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { FiMenu } from 'react-icons/fi'
import { useCurrentUser } from '../entities/session/hooks'
import { staticStyles } from '../lib/static-styles'
import { useMountOnIntent } from '../lib/useMountOnIntent'
import { MenuEntries } from './MenuEntries'
import { iconButtonStyles } from './plain/iconButtonStyles'

// The drawer (and its dialog machinery) loads when the menu is first opened, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })))

/** The shell's parts as plain elements, their classes resolved once: every page renders them. */
const styles = {
  sidebar: staticStyles({
    display: { base: 'none', md: 'block' },
    position: 'sticky',
    top: '0',
    h: '100dvh',
    w: '60',
    flexShrink: 0,
    borderEndWidth: '1px',
    bg: 'bg.subtle',
    p: '4',
    overflowY: 'auto',
  }),
  sidebarTitle: staticStyles({ fontWeight: 'bold', fontSize: 'lg', color: 'blue.fg', mb: '6', px: '3' }),
  loggedInAs: staticStyles({ fontSize: 'sm', color: 'fg.muted', mt: '6', px: '3', truncate: true }),
  topBar: staticStyles({
    display: { base: 'flex', md: 'none' },
    alignItems: 'center',
    justifyContent: 'space-between',
    px: '4',
    py: '2',
    borderBottomWidth: '1px',
    bg: 'bg.subtle',
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
  }),
  topBarTitle: staticStyles({ fontWeight: 'bold', color: 'blue.fg' }),
  menuButton: iconButtonStyles({ variant: 'ghost' }),
} as const

/** Side menu on wide screens. */
export function Sidebar() {
  const { user } = useCurrentUser()
  return (
    <ClassNames>
      {({ css }) => (
        <nav aria-label="Main" className={css(styles.sidebar)}>
          <p className={css(styles.sidebarTitle)}>Hackathons</p>
          <MenuEntries />
          {user && <p className={css(styles.loggedInAs)}>Logged in as: {user.email}</p>}
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
          <p className={css(styles.topBarTitle)}>Hackathons</p>
          <button
            ref={trigger}
            type="button"
            className={css(styles.menuButton)}
            aria-label="Open menu"
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
