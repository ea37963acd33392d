import { buttonRecipe } from '@chakra-ui/react/theme'
import { iconButtonStyles } from '../../../components/plain/iconButtonStyles'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/* The shell's menu parts as plain elements, their classes resolved once: every page renders them. */

/** The side menu on wide screens, as tall as the screen, beside the page. */
export const sidebar = staticStyles({
  display: { base: 'none', md: 'block' },
  position: 'sticky',
  top: '0',
  h: '100dvh',
  w: '60',
  flexShrink: 0,
  borderEndWidth: '1px',
  bg: 'bg.subtle',
  p: '4',
  overflowY: 'auto',
})

/** The side menu's title, above its entries. */
export const sidebarTitle = staticStyles({ fontWeight: 'bold', fontSize: 'lg', color: 'blue.fg', mb: '6', px: '3' })

/** Under the side menu's entries, whom the user is signed in as. */
export const loggedInAs = staticStyles({ fontSize: 'sm', color: 'fg.muted', mt: '6', px: '3', truncate: true })

/** The top bar on small screens: the title, and the button that opens the menu's drawer. */
export const topBar = staticStyles({
  display: { base: 'flex', md: 'none' },
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '4',
  py: '2',
  borderBottomWidth: '1px',
  bg: 'bg.subtle',
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
})

/** The top bar's title. */
export const topBarTitle = staticStyles({ fontWeight: 'bold', color: 'blue.fg' })

/** The top bar's button that opens the menu: a ghost IconButton. */
export const menuButton = recipeStyles(buttonRecipe, { variant: 'ghost' }, iconButtonStyles)
