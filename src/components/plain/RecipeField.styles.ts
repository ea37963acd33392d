import { fieldSlotRecipe } from '@chakra-ui/react/theme'
import { slotRecipeStyles, staticStyles } from '../../lib/static-styles'

/** Chakra's Field (orientation vertical), one class per part, resolved once for `RecipeField`. */
export const parts = slotRecipeStyles(fieldSlotRecipe)

/** What the app's form fields add to the error text (`FormField`): an action after the message wraps under it. */
export const errorText = staticStyles({ flexWrap: 'wrap' })
