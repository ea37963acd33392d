import { staticStyles } from '../../../../lib/static-styles'

/** One select among the filters, in a row that wraps down to a phone's width. */
export const choice = staticStyles({ flex: '1 1 10rem' })
