import { buttonRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, staticStyles } from '../../lib/static-styles'
import { iconButtonStyles } from './iconButtonStyles'

const { variant } = buttonRecipe.variants ?? {}

/*
 * The row of pages as plain elements whose classes are resolved once: Chakra's Pagination under a
 * ButtonGroup (ghost, sm), its IconButtons, the current page outlined, and its gaps (an IconButton's
 * box around an ellipsis, not a control).
 */

/** The pagination's landmark, at the end of the line under the table. */
export const nav = staticStyles({ display: 'flex', justifyContent: 'flex-end', mt: '4' })

/** The row of pages (Chakra's ButtonGroup). */
export const group = staticStyles({
  display: 'inline-flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: '2',
  isolation: 'isolate',
  position: 'relative',
  '& > *': { _focusVisible: { zIndex: 1 } },
})

/** A page, the previous and next buttons, and a gap: a ghost, small IconButton, outlined for the current page. */
export const button = recipeStyles(
  buttonRecipe,
  { variant: 'ghost', size: 'sm' },
  { ...iconButtonStyles, '&[aria-current=page]': variant?.outline ?? {} },
)
