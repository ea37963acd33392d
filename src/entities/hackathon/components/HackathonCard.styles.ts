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
  '--card-padding': 'spacing.4',
  position: 'relative',
  overflow: 'hidden',
  h: 'full',
  transition: 'box-shadow 0.15s',
  _hover: { shadow: 'md' },
  '&[data-status=Ended]': { opacity: ENDED_OPACITY },
  '& .card-image': { h: CARD_IMAGE_HEIGHT, w: 'full', flexShrink: '0', objectFit: 'cover', bg: 'bg.muted' },
  '& .card-body': { padding: 'var(--card-padding)', flex: '1', display: 'flex', flexDirection: 'column', gap: '2' },
  // One line whatever the card holds, so the names of a row start at the same height: the status
  // badge keeps its size, a long series name gives way (cut with an ellipsis), and Save keeps the
  // top-right corner.
  '& .card-top': { display: 'flex', alignItems: 'center', gap: '2', minH: '6', minW: '0' },
  '& .card-top > span': { flexShrink: '0' },
  '& .card-series-link': { minW: '0', truncate: true },
  // The card's foot keeps to its bottom edge: in a row of cards as tall as the tallest, the days,
  // times and places line up.
  '& .card-foot': { mt: 'auto', pt: '1', display: 'flex', flexDirection: 'column', gap: '2' },
  '& .card-badges': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1.5', flexWrap: 'wrap' },
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
  // Two lines at most, as the description below it: a card's height stays within a line of the others'.
  '& .card-title': {
    fontWeight: 'semibold',
    fontSize: 'lg',
    lineHeight: 'short',
    overflowWrap: 'anywhere',
    lineClamp: 2,
  },
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
  '& .card-facts': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
  // Each fact one line (the full text in its tooltip): the days, the times with the venue's beside
  // them, the place.
  '& .card-facts .fact-text': { truncate: true },
  '& .card-facts .fact-text > p': { display: 'inline' },
  '& .card-facts .fact-text > p + p::before': { content: '" · "' },
  // The 70% dimming of an ended card would push muted text below 4.5:1 contrast; full-strength
  // text dimmed to 70% looks the same as muted text and stays readable.
  '& .secondary': { color: 'fg.muted' },
  '&[data-status=Ended] .secondary': { color: 'fg' },
  '& .card-link-icon': { display: 'inline-block', lineHeight: '1em', verticalAlign: 'middle', boxSize: '3.5' },
  // Out of the flow where the name ends (its static position), so it never wraps onto a line of
  // its own; it may reach into the card's padding.
  '& .card-title .card-link-icon': { ms: '1', mt: '0.3em', color: 'fg.muted', position: 'absolute' },
  '& .sr-only': { srOnly: true },
  ...factStyles,
})
