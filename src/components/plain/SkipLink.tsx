import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import * as styles from './SkipLink.styles'

/**
 * A link out of sight until it has the focus, moving the focus past what comes before the part of
 * the page it names (`targetId`, which must take focus: tabIndex -1). "Skip to content" is the first
 * stop of the Tab key on every page, past the menu.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <a
          href={`#${targetId}`}
          className={css(styles.link)}
          onClick={(event) => {
            // Focus itself moves, not only the scroll position, and the address keeps no fragment.
            event.preventDefault()
            document.getElementById(targetId)?.focus()
          }}
        >
          {children}
        </a>
      )}
    </ClassNames>
  )
}
