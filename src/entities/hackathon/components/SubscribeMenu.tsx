import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarFilters } from '../calendar'
import type { HomeFilters } from '../homeSearch'
import { SubscribeLabel } from './SubscribeLabel'
import type { SubscribeMenuLink } from './SubscribeMenuLoaded'

const loadSubscribeMenuLoaded = () => import('./SubscribeMenuLoaded')
const SubscribeMenuLoaded = lazy(loadSubscribeMenuLoaded)

interface SubscribeMenuProps {
  filters: CalendarFilters
  /** The list's filters as the homepage holds them: with them, "Embed this list" offers the list for other sites. */
  embed?: HomeFilters
  /** Other ways to follow the same hackathons, which other features supply: after the menu's own items. */
  moreItems?: readonly SubscribeMenuLink[]
}

/** "Subscribe" to the upcoming hackathons under `filters`, its menu loaded after the page has painted. */
export function SubscribeMenu({ filters, embed, moreItems = [] }: SubscribeMenuProps) {
  return (
    <MenuAfterPaint
      load={loadSubscribeMenuLoaded}
      standIn={(props) => (
        <RecipeButton variant="outline" size="sm" {...props}>
          <SubscribeLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => (
        <SubscribeMenuLoaded filters={filters} embed={embed} moreItems={moreItems} defaultOpen={defaultOpen} />
      )}
    />
  )
}
