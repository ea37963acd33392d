import { inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The search box's parts beside its group (`plain/InputGroup.styles`): Chakra's Input and
 * CloseButton, whose styles were resolved at every render and, while typing, at every key press.
 * The values are the ones those components had.
 */

/** The icon at the start lets a press through to the input. */
export const passesPress = staticStyles({ pointerEvents: 'none' })
/** The input, as Chakra's Input inside an InputGroup. */
export const input = recipeStyles(
  inputRecipe,
  {},
  {
    // Room for the icon at the start and the button at the end, as InputGroup made it.
    ps: 'calc(var(--input-height) - 0px)',
    pe: 'calc(var(--input-height) - 0px)',
    // The box has its own clear button; the browser's would be a second one.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
)
/** What an IconButton adds to a Button: no padding, an icon a little larger than the text. */
export const close = staticStyles({ px: '0', py: '0', _icon: { fontSize: '1.2em' } })
