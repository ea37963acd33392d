import { emptyStateSlotRecipe } from '@chakra-ui/react/theme'
import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import { FiSearch } from 'react-icons/fi'
import { slotRecipeStyles, staticStyles } from '../lib/static-styles'

/**
 * Chakra's EmptyState (size md), one class per part, resolved once: the homepage shows it on its
 * first screen when nothing matches, and the Chakra parts resolved their styles at every render.
 */
const parts = slotRecipeStyles(emptyStateSlotRecipe)
/** The title and description, centred one under the other (the VStack they were in). */
const textStyles = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  textAlign: 'center',
})

/**
 * A list with nothing in it yet: what is missing and what to do about it. Every empty list sits right
 * under its page's h1, so its title is an h2 (the library's h3 would skip a level in the outline).
 */
export function EmptyState({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(parts.root)}>
          <div className={css(parts.content)}>
            <div className={css(parts.indicator)}>{icon ?? <FiSearch />}</div>
            <div className={css(textStyles)}>
              <h2 className={css(parts.title)}>{title}</h2>
              {description && <p className={css(parts.description)}>{description}</p>}
            </div>
          </div>
        </div>
      )}
    </ClassNames>
  )
}
