import { staticStyles } from '../../../lib/static-styles'

/*
 * The "Near me" filter's places in the homepage's filter bar: as Flexes they resolved their styles
 * at every render.
 */

/** The radius select and the button that stops the filter, side by side. */
export const radiusRow = staticStyles({ display: 'flex', gap: '2', flex: '1 1 14rem', alignItems: 'center' })
/** The radius select takes the row's room. */
export const radius = staticStyles({ flex: '1' })
/** The "Near me" button, with the city picker below it when the browser will not tell the position. */
export const locate = staticStyles({ display: 'flex', flexDirection: 'column', gap: '3', flex: '1 1 10rem' })
