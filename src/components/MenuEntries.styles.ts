import { buttonRecipe, iconRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../lib/static-styles'

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
