import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import { SkipLink } from '../../../components/plain/SkipLink'
import { LAYOUT_TEXTS } from '../texts'
import * as styles from './AppShell.styles'
import { MobileNavigation, Sidebar } from './Navigation'

/** The landmark the skip link moves focus to. */
const MAIN_ID = 'main-content'

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
