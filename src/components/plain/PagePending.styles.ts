import { spinnerRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../lib/static-styles'

/** A page's loading state: a spinner above its words, centred (the Stack it was). */
export const root = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  py: '16',
})

/** Chakra's Spinner at its default size, in the text's colour. */
export const spinner = recipeStyles(spinnerRecipe, { size: 'md' }, { color: 'inherit' })
