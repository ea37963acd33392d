import { buttonRecipe } from '@chakra-ui/react/theme'
import { recipeStyles } from '../../lib/static-styles'
import { iconButtonStyles } from './iconButtonStyles'

/** A row's actions menu button: a ghost, small IconButton's look, resolved once: a table renders one per row. */
export const button = recipeStyles(buttonRecipe, { variant: 'ghost', size: 'sm' }, iconButtonStyles)
