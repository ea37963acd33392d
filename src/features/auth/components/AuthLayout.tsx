import { ClassNames } from '@emotion/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SITE } from '../../../../common/site'
import { usePageTitle } from '../../../lib/usePageTitle'
import * as styles from './AuthLayout.styles'

interface AuthLayoutProps {
  /** The card's heading, also the browser tab title. */
  title: string
  description?: ReactNode
  /**
   * The link under the form to the neighbouring screen (log in, sign up, ...), after a prompt; it
   * keeps the page to return to once signed in.
   */
  footer?: { prompt: string; to: '/login' | '/signup' | '/recover-password'; label: string; redirect?: string }
  children: ReactNode
}

/**
 * The centred card shared by the four public screens: sign up, log in, recover and reset a password.
 * Plain elements with compiled styles, so that /login paints before the design system has loaded.
 */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  usePageTitle(title)
  return (
    <ClassNames>
      {({ css, cx }) => (
        <main className={css(styles.page)}>
          <div className={css(styles.column)}>
            <Link to="/" className={css(styles.siteLink)}>
              {SITE.name}
            </Link>
            <div className={cx(css(styles.card.root), css(styles.cardWidth))}>
              <div className={css(styles.card.header)}>
                <h1 className={css(styles.title)}>{title}</h1>
                {description && <p className={css(styles.description)}>{description}</p>}
              </div>
              <div className={css(styles.card.body)}>{children}</div>
              {footer && (
                <div className={cx(css(styles.card.footer), css(styles.footer))}>
                  <p>
                    {footer.prompt}{' '}
                    <Link
                      to={footer.to}
                      search={footer.redirect ? { redirect: footer.redirect } : {}}
                      className={css(styles.footerLink)}
                    >
                      {footer.label}
                    </Link>
                  </p>
                </div>
              )}
            </div>
          </div>
        </main>
      )}
    </ClassNames>
  )
}
