import { headingRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * A series page's parts, as the Stacks, Heading and Text they were: resolved at build time, so the
 * page paints before the design system has loaded.
 */

/** The page: Go Back, the series' header, then its hackathons. */
export const frame = staticStyles({ display: 'flex', flexDirection: 'column', gap: '6' })
/** Go Back keeps to the start of the line rather than stretching across it. */
export const goBack = staticStyles({ alignSelf: 'flex-start' })
/** The series' name and actions, then its description. */
export const header = staticStyles({ display: 'flex', flexDirection: 'column', gap: '2' })
/** The name, and the actions beside it (below it on a narrow screen). */
export const titleRow = staticStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
/** The series' name, as a 3xl Chakra Heading; a long unbroken name wraps rather than widening the page. */
export const heading = recipeStyles(headingRecipe, { size: '3xl' }, { overflowWrap: 'anywhere' })
/** The series' description, in the muted text colour. */
export const description = staticStyles({ color: 'fg.muted' })
