import { ClassNames } from '@emotion/react'
import * as styles from './PagePending.styles'

/**
 * A page waiting for its data: a spinner and what is loading, announced as a busy status. Plain
 * elements with compiled styles, so a page that paints without the design system can show it first.
 */
export function PagePending({ label }: { label: string }) {
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.root)} role="status" aria-busy="true">
          <span className={css(styles.spinner)} />
          <p>{label}</p>
        </div>
      )}
    </ClassNames>
  )
}
