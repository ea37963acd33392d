import { staticStyles } from '../../../../lib/static-styles'

/*
 * The "Near me" filter's places in the homepage's filter bar: as Flexes they resolved their styles
 * at every render.
 */

/** The radius select and the button that stops the filter, side by side. */
export const radiusRow = staticStyles({ display: 'flex', gap: '2', flex: '1 1 14rem', alignItems: 'center' })
/** The radius select takes the row's room. */
export const radius = staticStyles({ flex: '1' })
/** The "Near me" button; the city picker floats below it when the browser will not tell the position. */
export const locate = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  flex: '1 1 10rem',
  position: 'relative',
})
/**
 * The city picker: a panel over the filters below the button, as wide as a phone allows, its list
 * of cities scrolling inside it, so it moves none of the controls around it.
 */
export const picker = staticStyles({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  insetInlineStart: 0,
  zIndex: 'popover',
  w: 'min(22rem, calc(100vw - 2rem))',
  maxH: 'min(26rem, 70vh)',
  overflowY: 'auto',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l3',
  boxShadow: 'lg',
  p: '3',
  pe: '10',
})
/** The picker's close button, in its top corner. */
export const pickerClose = staticStyles({ position: 'absolute', top: '2', insetInlineEnd: '2' })
