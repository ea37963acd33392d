import { staticStyles } from '../../lib/static-styles'

/** The "load more" button's row, centred below the list (a Chakra Center, resolved once: the homepage renders it with its first cards). */
export const row = staticStyles({ display: 'flex', alignItems: 'center', justifyContent: 'center', mt: '5' })
