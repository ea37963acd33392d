import { headingRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The History section's frame (the Box, HStack and Heading it was), resolved at build time: it shows
 * on every hackathon's page, whose visitors should not load the design system for a closed section.
 */

export const section = staticStyles({ mt: '10' })
/** The heading, with the Show/Hide button at the other end of its line. */
export const header = staticStyles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  mb: '3',
})
export const heading = recipeStyles(headingRecipe, { size: 'md' })
export const loading = staticStyles({ color: 'fg.muted' })
