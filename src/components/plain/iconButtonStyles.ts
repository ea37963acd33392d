import type { RecipeSelection, SystemStyleObject } from '@chakra-ui/react'
import { buttonRecipe } from '@chakra-ui/react/theme'
import type { SerializedStyles } from '@emotion/react'
import { recipeStyles } from '../../lib/static-styles'

type ButtonVariants = RecipeSelection<NonNullable<typeof buttonRecipe.variants>>

/**
 * Chakra's IconButton (a Button without padding, its icon a little larger) for the chosen variants,
 * resolved once, for a plain `<button>` holding a react-icons icon; `extra` styles go on top.
 */
export function iconButtonStyles(variants: ButtonVariants, extra: SystemStyleObject = {}): SerializedStyles {
  return recipeStyles(buttonRecipe, variants, { px: '0', py: '0', _icon: { fontSize: '1.2em' }, ...extra })
}
