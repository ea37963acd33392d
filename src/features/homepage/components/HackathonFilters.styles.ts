import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme'
import { recipeStyles, slotRecipeStyles, staticStyles } from '../../../lib/static-styles'

/*
 * The homepage's filter bar's parts: as Chakra components (a Stack, Flexes, NativeSelects,
 * Buttons, Fields and Inputs) each resolved and hashed its styles again at every render of the
 * homepage. The values are the ones those components had.
 */

/**
 * The bar: the search box above the filters. On a phone the "Filters (n)" button shares the search
 * box's line (the wrapper of the button and the filters lets them take the bar's cells), and the
 * unfolded filters take a line of their own below.
 */
export const bar = staticStyles({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr)' },
  alignItems: 'center',
  columnGap: '2',
  rowGap: '3',
  mb: { base: '3', md: '6' },
  '& > div': { display: { base: 'contents', md: 'block' } },
})
/** The "Filters (n)" button folds the filters on a phone only. */
export const foldButton = staticStyles({ display: { md: 'none' } })
/** The filters while folded: hidden on a phone, always shown on wider screens. */
export const folded = staticStyles({ display: { base: 'none', md: 'block' }, gridColumn: '1 / -1' })
/** The filters once unfolded on a phone. */
export const unfolded = staticStyles({ display: 'block', gridColumn: '1 / -1' })
/** The group of filters, wrapping down to a phone's width. */
export const group = staticStyles({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })
/** One select of the bar, sized as the shared filter controls are. */
export { choice } from '../../../entities/hackathon/components/filters/FilterControls.styles'
/** The custom dates' two day fields, on a line of their own. */
export const days = staticStyles({ display: 'flex', gap: '3', flex: '1 1 100%', flexWrap: 'wrap' })
/** Chakra's Field parts, for a day field's wrapper and label. */
export const fieldSlots = slotRecipeStyles(fieldSlotRecipe)
/** A day field, on top of the Field's root. */
export const dayField = staticStyles({ flex: '1 1 9rem' })
/** A day field's label, on top of the Field's label. */
export const dayLabel = staticStyles({ fontSize: 'xs', mb: '0' })
/** A day field's input, as a small Chakra Input. */
export const dayInput = recipeStyles(inputRecipe, { size: 'sm' })
