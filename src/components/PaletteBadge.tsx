import { badgeRecipe } from '@chakra-ui/react/theme'
import { ClassNames, type SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'
import { staticStyles } from '../lib/static-styles'
import type { Palette } from '../theme'

const byPalette = new Map<Palette, SerializedStyles>()

/** Chakra's Badge (its recipe's base, variant subtle, size sm) in one colour palette, resolved once per palette. */
function badgeStyles(palette: Palette): SerializedStyles {
  let styles = byPalette.get(palette)
  if (!styles) {
    styles = staticStyles({
      ...badgeRecipe.base,
      ...badgeRecipe.variants?.variant?.subtle,
      ...badgeRecipe.variants?.size?.sm,
      colorPalette: palette,
    })
    byPalette.set(palette, styles)
  }
  return styles
}

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
        <span className={cx(css(badgeStyles(palette)), className)} title={title}>
          {children}
        </span>
      )}
    </ClassNames>
  )
}
