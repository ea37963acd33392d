import { linkRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/** The log-in form's fields, link and button, one under the other (Stack). */
export const fields = staticStyles({ display: 'flex', flexDirection: 'column', gap: '4' })

/** "Forgot Password?", small, at the end of its line (Link, variant underline, in blue). */
export const forgotPassword = recipeStyles(
  linkRecipe,
  { variant: 'underline' },
  { colorPalette: 'blue', alignSelf: 'flex-end', fontSize: 'sm' },
)

/** The submit button, across the form. */
export const submit = staticStyles({ w: 'full' })
