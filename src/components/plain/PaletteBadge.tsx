import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import type { Palette } from '../../theme'
import * as styles from './PaletteBadge.styles'

interface PaletteBadgeProps {
  /** A colour palette of the theme, e.g. "blue". */
  palette: Palette
  title?: string
  /** More class names, for styles of the badge's context (e.g. a dimmed card's). */
  className?: string
  children: ReactNode
}

/**
 * A subtle Badge as a plain span whose class is resolved once per palette: Chakra's Badge resolves
 * and hashes its styles, the palette's dozen colour variables among them, at every render, and a
 * feed or a table renders one or two per row.
 */
export function PaletteBadge({ palette, title, className, children }: PaletteBadgeProps) {
  return (
    <ClassNames>
      {({ css, cx }) => (
        <span className={cx(css(styles.badge[palette]), className)} title={title}>
          {children}
        </span>
      )}
    </ClassNames>
  )
}
