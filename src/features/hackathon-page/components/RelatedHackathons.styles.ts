import { headingRecipe, spinnerRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The related hackathons below a hackathon's page, as the Stack, Heading, SimpleGrid and Spinner
 * they were: resolved at build time, so a visitor's page never loads the design system for them.
 */

/** The heading above the cards. */
export const section = staticStyles({ display: 'flex', flexDirection: 'column', gap: '4' })
export const heading = recipeStyles(headingRecipe, { size: 'xl' })
/** One card a row on a phone, two from 768 px, three from 1280 px. */
export const grid = staticStyles({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '4',
})
/** "Loading related hackathons…" beside a small spinner, muted. */
export const loading = staticStyles({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' })
export const spinner = recipeStyles(spinnerRecipe, { size: 'sm' }, { color: 'inherit' })
