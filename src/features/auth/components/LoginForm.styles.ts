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

/** The note that a sign-up made the account and mailed its verification link (a subtle green Alert's look). */
export const notice = staticStyles({
  bg: 'green.subtle',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'green.muted',
  rounded: 'l2',
  px: '4',
  py: '3',
  fontSize: 'sm',
})
