import { staticStyles } from '../../lib/static-styles'

/*
 * Chakra's InputGroup as plain elements: the group, and an element over one end of its input (an
 * icon, a button). The values are the ones those components give them.
 */

/** The group around the input. */
export const group = staticStyles({
  display: 'inline-flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 'var(--group-gap, 0.5rem)',
  isolation: 'isolate',
  position: 'relative',
  width: 'full',
})
/** An element over one end of the input. */
export const element = staticStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
})
/** The element at the start. */
export const start = staticStyles({ insetInlineStart: '0' })
/** The element at the end. */
export const end = staticStyles({ insetInlineEnd: '0' })
