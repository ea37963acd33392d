import { headingRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/**
 * The parts of the hackathon feed (`HackathonFeed`), resolved once: as Chakra components (a
 * SimpleGrid, a Stack, Text, Headings, Skeletons) each resolved and hashed its styles again at
 * every render of the homepage. The values are the ones those components had.
 */
export const grid = staticStyles({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '5',
  listStyleType: 'none',
})
export const skeleton = recipeStyles(skeletonRecipe, {}, { h: '64', rounded: 'md' })
export const count = staticStyles({ color: 'fg.muted', fontSize: 'sm', minH: '5', mb: { base: '3', md: '4' } })
export const results = staticStyles({ opacity: 1, transition: 'opacity 0.2s', '&[aria-busy=true]': { opacity: 0.6 } })
export const parts = staticStyles({ display: 'flex', flexDirection: 'column', gap: '8' })
export const hiddenHeading = recipeStyles(headingRecipe, {}, { srOnly: true })
export const pastHeading = recipeStyles(headingRecipe, { size: 'xl' }, { mb: '4' })
export const noMatch = staticStyles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })

/** Cards below the first screenful skip layout and paint until they come near the viewport. */
export const offscreenCard = staticStyles({ contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' })
