import { buttonRecipe, iconRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The menu's list, its links (an icon beside the title, the current page's highlighted) and the
 * Log Out button as plain elements whose classes are resolved once: every page renders the menu.
 */

/** The menu's entries, one under the other. */
export const list = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '1',
  listStyleType: 'none',
})

/** A menu entry's link: its icon beside its title, highlighted for the current page. */
export const link = staticStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' },
  '&[aria-current=page]': { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
  '& > svg': iconRecipe.base ?? {},
})

/** The menu's Log Out button: a ghost Button as wide as the menu, its label at the start like the links'. */
export const logOut = recipeStyles(
  buttonRecipe,
  { variant: 'ghost' },
  { justifyContent: 'flex-start', w: 'full', px: '3' },
)

/** A visitor's dark mode switch under the entries: a ghost Button like Log Out's, its on/off track at the end. */
export const colorModeSwitch = recipeStyles(
  buttonRecipe,
  { variant: 'ghost' },
  // The links' text and size, not the button's blue: it reads as one of the menu's lines.
  {
    justifyContent: 'flex-start',
    w: 'full',
    px: '3',
    mt: '2',
    gap: '3',
    color: 'fg',
    fontSize: 'md',
    fontWeight: 'normal',
    // The links' icon size, not the button's larger one.
    '& > svg': { boxSize: '1em' },
  },
)

/** The switch's track and thumb, as Chakra's Switch draws them: filled in blue and the thumb at the end when on. */
export const colorModeTrack = staticStyles({
  ms: 'auto',
  position: 'relative',
  flexShrink: 0,
  w: '8',
  h: '4.5',
  rounded: 'full',
  bg: 'bg.emphasized',
  // Off, the track still shows its edge on the menu's grey.
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  transition: 'background 150ms',
  '[aria-checked=true] > &': { bg: 'blue.solid', borderColor: 'blue.solid', _after: { translate: '0.875rem 0' } },
  _after: {
    content: '""',
    position: 'absolute',
    top: '1px',
    insetStart: '1px',
    boxSize: '3.5',
    rounded: 'full',
    bg: 'white',
    transition: 'translate 150ms',
  },
})

/** The number of suggestions waiting for review, at the end of the Suggestions entry. */
export const count = staticStyles({
  marginInlineStart: 'auto',
  minW: '5',
  h: '5',
  px: '1.5',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  rounded: 'full',
  bg: 'blue.solid',
  color: 'blue.contrast',
  fontSize: 'xs',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
})
