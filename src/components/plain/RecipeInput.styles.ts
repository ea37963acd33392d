import { inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles } from '../../lib/static-styles'

/** Chakra's Input (size md, variant outline), resolved once for `RecipeInput`. */
export const input = recipeStyles(inputRecipe, { size: 'md', variant: 'outline' })
