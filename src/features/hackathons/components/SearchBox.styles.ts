import { inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The search box's parts: Chakra's InputGroup (a Group with an element at each end), Input and
 * CloseButton, whose styles were resolved at every render and, while typing, at every key press.
 * The values are the ones those components had.
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
/** An element over one end of the input: the search icon, the clear button or the `/` hint. */
export const element = staticStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
})
/** The element at the start, the icon, lets a press through to the input. */
export const start = staticStyles({ insetInlineStart: '0', pointerEvents: 'none' })
/** The element at the end. */
export const end = staticStyles({ insetInlineEnd: '0' })
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
