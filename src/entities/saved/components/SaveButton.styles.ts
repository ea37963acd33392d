import { buttonRecipe } from '@chakra-ui/react/theme'
import { staticStyles } from '../../../lib/static-styles'

const { variant, size } = buttonRecipe.variants ?? {}

/**
 * A hackathon card's Save toggle (`SaveButton`): Chakra's Button (outline, size 2xs; subtle blue
 * while pressed) as a plain element's class, resolved once: a feed renders one per card, and a
 * Chakra Button resolved its styles at every render. It sits above the card's stretched details
 * link, so it stays a control of its own.
 */
export const button = staticStyles({
  ...buttonRecipe.base,
  ...variant?.outline,
  ...size?.['2xs'],
  colorPalette: 'gray',
  zIndex: '1',
  // The top-right corner of every card, whatever comes before it on the card's top line.
  ms: 'auto',
  flexShrink: '0',
  '&[aria-pressed=true]': { ...variant?.subtle, colorPalette: 'blue' },
  '&[aria-pressed=true] svg': { fill: 'currentColor' },
})
