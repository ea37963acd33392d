import { staticStyles } from '../../lib/static-styles'

/** A skip link: out of sight above the page until focused; resolved once, as every page renders it. */
export const link = staticStyles({
  position: 'fixed',
  top: '2',
  insetStart: '2',
  zIndex: 'skipNav',
  px: '4',
  py: '2',
  bg: 'bg.panel',
  color: 'fg',
  fontWeight: 'medium',
  borderWidth: '1px',
  borderRadius: 'l2',
  shadow: 'md',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
})
