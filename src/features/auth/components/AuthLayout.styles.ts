import { cardSlotRecipe, headingRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, slotRecipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The auth screens' frame, resolved once, so /login paints before the design system has loaded.
 * The values are the ones the Chakra components it was made of (Center, Stack, Card, Heading,
 * Text, Link) gave it.
 */

/** The page, its column centred in it (Center). */
export const page = staticStyles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '100dvh',
  px: '4',
  py: '8',
  bg: 'bg.subtle',
})

/** The column holding the site's name above the card (Stack). */
export const column = staticStyles({ display: 'flex', flexDirection: 'column', gap: '6', w: 'full', maxW: 'md' })

/** The site's name, a link home. */
export const siteLink = staticStyles({
  textAlign: 'center',
  fontWeight: 'bold',
  fontSize: '2xl',
  color: 'blue.fg',
  rounded: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' },
})

/** Chakra's Card (variant outline, size md), one class per part. */
export const card = slotRecipeStyles(cardSlotRecipe)

/** The card across the column. */
export const cardWidth = staticStyles({ w: 'full' })

/** The card's heading, the page's h1 (Heading, size xl). */
export const title = recipeStyles(headingRecipe, { size: 'xl' })

/** The words under the heading. */
export const description = staticStyles({ color: 'fg.muted' })

/** The footer's prompt and link, centred one under the other. */
export const footer = staticStyles({ justifyContent: 'center', flexDirection: 'column', gap: '2', textAlign: 'center' })

/** The footer's link to the neighbouring screen (Link, variant underline, in blue). */
export const footerLink = recipeStyles(linkRecipe, { variant: 'underline' }, { colorPalette: 'blue' })
