import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import { staticStyles } from '../lib/static-styles'
import { MobileNavigation, Sidebar } from './Navigation'
import { SkipLink } from './SkipLink'
import { LAYOUT_TEXTS } from './texts'

/** The landmark the skip link moves focus to. */
const MAIN_ID = 'main-content'

/** The menu beside (wide screens) or above (small screens) the page; resolved once for every page. */
const styles = {
  frame: staticStyles({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, minH: '100dvh' }),
  main: staticStyles({
    flex: '1',
    minW: '0',
    px: { base: '4', md: '8' },
    py: { base: '4', md: '8' },
    _focus: { outline: 'none' },
  }),
} as const

/** Every screen's frame: "Skip to content", the menu, and the screen in the main landmark. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <>
          <SkipLink targetId={MAIN_ID}>{LAYOUT_TEXTS.skipToContent}</SkipLink>
          <div className={css(styles.frame)}>
            <Sidebar />
            <MobileNavigation />
            <main id={MAIN_ID} tabIndex={-1} className={css(styles.main)}>
              {children}
            </main>
          </div>
        </>
      )}
    </ClassNames>
  )
}
