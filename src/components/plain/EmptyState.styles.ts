import { emptyStateSlotRecipe } from '@chakra-ui/react/theme'
import { slotRecipeStyles, staticStyles } from '../../lib/static-styles'

/**
 * Chakra's EmptyState (size md), one class per part, resolved once: the homepage shows it on its
 * first screen when nothing matches, and the Chakra parts resolved their styles at every render.
 */
export const parts = slotRecipeStyles(emptyStateSlotRecipe)

/** An empty state's title and description, centred one under the other (the VStack they were in). */
export const text = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  textAlign: 'center',
})
