import { iconRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/** The notice's row (Chakra's HStack, as it was) at a given size of text. */
const rowAt = (fontSize: 'sm' | 'md') =>
  staticStyles({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
    fontSize,
    position: 'relative',
    zIndex: '1',
    alignSelf: 'start',
  })

/** The notice's row at a card's size of text (`sm`) or a hackathon page's (`md`). */
export const row = { sm: rowAt('sm'), md: rowAt('md') }

/** The warning icon before the notice's text. */
export const warningIcon = recipeStyles(iconRecipe, { size: 'sm' }, { color: 'fg.warning' })

/** The link to the Internet Archive's copy (Chakra's Link, as it was). */
export const archiveLink = recipeStyles(linkRecipe, {}, { color: 'blue.fg', '& svg': { boxSize: '3' } })

/** Text for assistive technology only ("opens in a new tab"). */
export const visuallyHidden = staticStyles({ srOnly: true })
