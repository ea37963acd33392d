import { staticStyles } from '../../../lib/static-styles'

/** The menu beside (wide screens) or above (small screens) the page. */
export const frame = staticStyles({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, minH: '100dvh' })

/** The page's landmark: it takes focus from the skip link, without an outline around the whole page. */
export const main = staticStyles({
  flex: '1',
  minW: '0',
  px: { base: '4', md: '8' },
  py: { base: '4', md: '8' },
  _focus: { outline: 'none' },
})
