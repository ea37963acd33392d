import { staticStyles } from '../../../lib/static-styles'

/** The menu beside (wide screens) or above (small screens) the page. */
export const frame = staticStyles({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, minH: '100dvh' })

/** The page and its footer, the footer kept at the bottom of a short page. */
export const column = staticStyles({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })

/** The page's landmark: it takes focus from the skip link, without an outline around the whole page. */
export const main = staticStyles({
  flex: '1',
  minW: '0',
  px: { base: '4', md: '8' },
  py: { base: '4', md: '8' },
  _focus: { outline: 'none' },
})

/** The footer's links, small and quiet under the page. */
export const footer = staticStyles({
  px: { base: '4', md: '8' },
  py: '4',
  borderTopWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
})

export const footerLinks = staticStyles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  listStyle: 'none',
  m: '0',
  p: '0',
})

export const footerLink = staticStyles({
  color: 'fg.muted',
  textDecoration: 'underline',
  _hover: { color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
})
