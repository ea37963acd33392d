import { badgeRecipe } from '@chakra-ui/react/theme'
import type { SerializedStyles } from '@emotion/react'
import { staticStyles } from '../../lib/static-styles'
import { PALETTES, type Palette } from '../../theme'

/**
 * Chakra's Badge (its recipe's base, variant subtle, size sm) in each colour palette of the theme,
 * one class per palette, resolved once for `PaletteBadge`.
 */
export const badge = Object.fromEntries(
  PALETTES.map((palette) => [
    palette,
    staticStyles({
      ...badgeRecipe.base,
      ...badgeRecipe.variants?.variant?.subtle,
      ...badgeRecipe.variants?.size?.sm,
      colorPalette: palette,
    }),
  ]),
) as Record<Palette, SerializedStyles>
