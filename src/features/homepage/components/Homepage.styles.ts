import { headingRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The homepage frame's parts: as a Flex, a Heading, an HStack and a Box they resolved and hashed
 * their styles again at every render of the homepage.
 */

/**
 * The header: the heading, and the page's actions beside it. On a phone they share one line, the
 * actions as icons, so the first hackathon shows high on the first screen; wider, they wrap.
 */
export const header = staticStyles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: { base: '2', md: '4' },
  flexWrap: { base: 'nowrap', md: 'wrap' },
  mb: { base: '3', md: '6' },
})
/** The page's heading, as a 3xl Chakra Heading (2xl on a phone, beside the actions). */
export const heading = recipeStyles(
  headingRecipe,
  { size: '3xl' },
  { fontSize: { base: '2xl', md: '3xl' }, lineHeight: { base: '2rem', md: '2.375rem' } },
)
/** The page's actions; below `md` their words (`action-label`) are read by assistive technology only. */
export const actions = staticStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  '& .action-label': {
    position: { base: 'absolute', md: 'static' },
    width: { base: '1px', md: 'auto' },
    height: { base: '1px', md: 'auto' },
    margin: { base: '-1px', md: '0' },
    overflow: { base: 'hidden', md: 'visible' },
    clip: { base: 'rect(0, 0, 0, 0)', md: 'auto' },
    whiteSpace: 'nowrap',
  },
})
/** The list of hackathons, the target of the skip link: it takes focus without an outline around it. */
export const list = staticStyles({ _focus: { outline: 'none' } })
