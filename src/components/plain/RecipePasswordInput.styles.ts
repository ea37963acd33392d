import { inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../lib/static-styles'
import { iconButtonStyles } from './iconButtonStyles'

/*
 * The parts of `PasswordInput` (Chakra's InputGroup with an IconButton at the end), resolved once.
 * The values are the ones those components give them.
 */

/** The group around the input, as Chakra's InputGroup. */
export const group = staticStyles({
  display: 'inline-flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 'var(--group-gap, 0.5rem)',
  isolation: 'isolate',
  position: 'relative',
  width: 'full',
})

/** The input (Chakra's Input, size md, variant outline), with room at its end for the toggle, as InputGroup makes it. */
export const input = recipeStyles(
  inputRecipe,
  { size: 'md', variant: 'outline' },
  { pe: 'calc(var(--input-height) - 0px)' },
)

/** The element over the input's end that holds the toggle, as Chakra's InputElement placed at the end. */
export const end = staticStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
  insetInlineEnd: '0',
})

/** What the toggle (an IconButton, ghost, size xs) adds to its Button look: an IconButton's, pulled towards the edge. */
export const toggle = staticStyles({ ...iconButtonStyles, me: '-2' })
