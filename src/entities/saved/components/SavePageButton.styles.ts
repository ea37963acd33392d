import { staticStyles } from '../../../lib/static-styles'

/**
 * The colour palette of the page's Save toggle, over its Button look (`RecipeButton`): blue, as
 * the page's other primary actions beside it (outline while not saved, subtle once saved).
 */
export const palette = {
  saved: staticStyles({ colorPalette: 'blue' }),
  unsaved: staticStyles({ colorPalette: 'blue' }),
}
