import { ClassNames } from '@emotion/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SkipLink } from '../../../components/plain/SkipLink'
import { useAccountLanguage } from '../../../entities/session/hooks'
import { footerLinks, LAYOUT_TEXTS } from '../texts'
import * as styles from './AppShell.styles'
import { MobileNavigation, Sidebar } from './Navigation'

/** The landmark the skip link moves focus to. */
const MAIN_ID = 'main-content'

/** Every screen's frame: "Skip to content", the menu, the screen in the main landmark, and the footer's links. */
export function AppShell({ children }: { children: ReactNode }) {
  useAccountLanguage()
  return (
    <ClassNames>
      {({ css }) => (
        <>
          <SkipLink targetId={MAIN_ID}>{LAYOUT_TEXTS.skipToContent}</SkipLink>
          <div className={css(styles.frame)}>
            <Sidebar />
            <MobileNavigation />
            <div className={css(styles.column)}>
              <main id={MAIN_ID} tabIndex={-1} className={css(styles.main)}>
                {children}
              </main>
              <footer className={css(styles.footer)}>
                <ul className={css(styles.footerLinks)}>
                  {footerLinks().map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={css(styles.footerLink)}>
                        {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </footer>
            </div>
          </div>
        </>
      )}
    </ClassNames>
  )
}
