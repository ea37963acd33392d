import { inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../lib/static-styles'
import { iconButtonStyles } from './iconButtonStyles'

/*
 * The parts of `PasswordInput` (Chakra's InputGroup with an IconButton at the end) beside its group
 * (`InputGroup.styles`), resolved once. The values are the ones those components give them.
 */

/** The input (Chakra's Input, size md, variant outline), with room at its end for the toggle, as InputGroup makes it. */
export const input = recipeStyles(
  inputRecipe,
  { size: 'md', variant: 'outline' },
  { pe: 'calc(var(--input-height) - 0px)' },
)

/** What the toggle (an IconButton, ghost, size xs) adds to its Button look: an IconButton's, pulled towards the edge. */
export const toggle = staticStyles({ ...iconButtonStyles, me: '-2' })
