import { staticStyles } from '../../lib/static-styles'

/** A row of badges or buttons that wraps on a narrow screen: Chakra's HStack, gap 2, with wrap. */
export const row = staticStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
})
