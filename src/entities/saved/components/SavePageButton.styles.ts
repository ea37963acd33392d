import { staticStyles } from '../../../lib/static-styles'

/**
 * The colour palette of the page's Save toggle, over its Button look (`RecipeButton`): gray while
 * not saved (outline), blue once saved (subtle), as the Chakra Button it was.
 */
export const palette = {
  saved: staticStyles({ colorPalette: 'blue' }),
  unsaved: staticStyles({ colorPalette: 'gray' }),
}
