/**
 * Plain style objects and sizes of a hackathon card, shared by its styles module
 * (`HackathonCard.styles.ts`) and by the hackathon's page, which spreads `factStyles` into a
 * Chakra component's `css` prop. No React, no browser globals: it also runs in Node at build time.
 */

/** Card image height: 150 px, kept while the image loads so nothing jumps; a card without an image has none. */
export const CARD_IMAGE_HEIGHT = '150px'

/** The styles of `Fact` and `ScheduleFacts`, for the element that holds them (the Stack and Icon they were). */
export const factStyles = {
  '& .fact': { display: 'flex', flexDirection: 'row', gap: '2', alignItems: 'start' },
  '& .fact > svg': {
    display: 'inline-block',
    lineHeight: '1em',
    flexShrink: '0',
    color: 'currentcolor',
    verticalAlign: 'middle',
    boxSize: '4',
    mt: '0.5',
  },
  '& .fact-text': { minW: '0', overflowWrap: 'anywhere' },
  '& .fact-hint': { fontWeight: 'medium', color: 'fg' },
} as const
