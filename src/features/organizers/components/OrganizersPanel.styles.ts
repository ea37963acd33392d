import { headingRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * What a visitor sees of a hackathon's organisers (the Stacks, Heading, List, Button and Text of the
 * signed-in panel), resolved at build time: a visitor's page never loads the design system for it.
 */

export const panel = staticStyles({ display: 'flex', flexDirection: 'column', gap: '4' })
export const section = staticStyles({ display: 'flex', flexDirection: 'column', gap: '2' })
export const heading = recipeStyles(headingRecipe, { size: 'md' })
export const list = staticStyles({ display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' })
export const claim = staticStyles({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '2' })
export const claimNote = staticStyles({ fontSize: 'sm', color: 'fg.muted' })
