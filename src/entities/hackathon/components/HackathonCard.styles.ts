import { linkRecipe } from '@chakra-ui/react/theme'
import { staticStyles } from '../../../lib/static-styles'
import { ENDED_OPACITY } from '../status'
import { CARD_IMAGE_HEIGHT, factStyles } from './cardLayout'

/**
 * The whole of a hackathon card's styles (`HackathonCard`), resolved once: the card and its parts
 * are plain elements with these class names. As Chakra components, each of a card's thirty-odd
 * parts resolved and hashed its styles at every render, most of the first homepage render and of
 * each batch of cards. The values are the Card recipe's (size md, variant outline) and the props the
 * Chakra components had.
 */
export const card = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  '--card-padding': 'spacing.6',
  position: 'relative',
  overflow: 'hidden',
  h: 'full',
  transition: 'box-shadow 0.15s',
  _hover: { shadow: 'md' },
  '&[data-status=Ended]': { opacity: ENDED_OPACITY },
  '& .card-image': { h: CARD_IMAGE_HEIGHT, w: 'full', flexShrink: '0', objectFit: 'cover', bg: 'bg.muted' },
  '& .card-body': { padding: 'var(--card-padding)', flex: '1', display: 'flex', flexDirection: 'column', gap: '2' },
  '& .card-badges': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  // Chakra's Link (its recipe, variant plain). The series link, the name's link to the website and
  // the details link sit above the details link's stretched area, so each stays clickable.
  '& .card-link': { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain, position: 'relative', zIndex: '1' },
  '& .card-aside-link': { fontSize: 'sm', color: 'blue.fg' },
  // Neither positioned nor stacked itself (a flex item with a z-index would be a stacking context,
  // drawing its stretched area above the other links): its area spans the card beneath them.
  '& .card-details-link': { alignSelf: 'start', fontWeight: 'medium', position: 'static', zIndex: 'auto' },
  '& .card-title .card-link': { color: 'inherit', display: 'inline' },
  // Dimmed with an ended card, blue.fg falls to 4.3:1 on white; one shade darker keeps 4.5:1.
  '&[data-status=Ended] .card-aside-link': { color: { base: 'blue.800', _dark: 'blue.fg' } },
  // Dimmed with an ended card, the palette's own text would fall below 4.5:1.
  '&[data-status=Ended] .card-attendance': { color: 'fg' },
  '& .card-title': { fontWeight: 'semibold', fontSize: 'lg', lineHeight: 'short', overflowWrap: 'anywhere' },
  // The details link's area is stretched over the whole card: a click anywhere else on the card
  // opens the hackathon's page.
  '& .card-details-link::after': { content: '""', position: 'absolute', inset: '0', zIndex: '0' },
  '& .card-details-link:focus-visible': { outline: 'none' },
  // The card clips what overflows it, so the focus ring is drawn just inside its edge.
  '& .card-details-link:focus-visible::after': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '-2px',
  },
  '& .card-description': { fontSize: 'sm', lineClamp: 2 },
  '& .card-facts': { display: 'flex', flexDirection: 'column', gap: '1', mt: 'auto', pt: '2', fontSize: 'sm' },
  // The 70% dimming of an ended card would push muted text below 4.5:1 contrast; full-strength
  // text dimmed to 70% looks the same as muted text and stays readable.
  '& .secondary': { color: 'fg.muted' },
  '&[data-status=Ended] .secondary': { color: 'fg' },
  '& .card-link-icon': { display: 'inline-block', lineHeight: '1em', verticalAlign: 'middle', boxSize: '3.5' },
  '& .card-title .card-link-icon': { ms: '1', color: 'fg.muted' },
  '& .sr-only': { srOnly: true },
  ...factStyles,
})
