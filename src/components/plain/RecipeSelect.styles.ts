import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { slotRecipeStyles } from '../../lib/static-styles'

/** Chakra's NativeSelect (size sm, variant outline) for `RecipeSelect`, one class per part, resolved once. */
export const slots = slotRecipeStyles(nativeSelectSlotRecipe, { size: 'sm' })
