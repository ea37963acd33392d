import { headingRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The homepage frame's parts: as a Flex, a Heading, an HStack and a Box they resolved and hashed
 * their styles again at every render of the homepage.
 */

/** The header: the heading, and the page's actions beside it (below it on a narrow screen). */
export const header = staticStyles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  flexWrap: 'wrap',
  mb: '6',
})
/** The page's heading, as a 3xl Chakra Heading. */
export const heading = recipeStyles(headingRecipe, { size: '3xl' })
/** The list of hackathons, the target of the skip link: it takes focus without an outline around it. */
export const list = staticStyles({ _focus: { outline: 'none' } })
