import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarFilters } from '../calendar'
import { SubscribeLabel } from './SubscribeLabel'
import type { SubscribeMenuLink } from './SubscribeMenuLoaded'

const loadSubscribeMenuLoaded = () => import('./SubscribeMenuLoaded')
const SubscribeMenuLoaded = lazy(loadSubscribeMenuLoaded)

interface SubscribeMenuProps {
  filters: CalendarFilters
  /** Other ways to follow the same hackathons, which other features supply: after the calendar's items. */
  moreItems?: readonly SubscribeMenuLink[]
}

/** "Subscribe" to the upcoming hackathons under `filters`, its menu loaded after the page has painted. */
export function SubscribeMenu({ filters, moreItems = [] }: SubscribeMenuProps) {
  return (
    <MenuAfterPaint
      load={loadSubscribeMenuLoaded}
      standIn={(props) => (
        <RecipeButton variant="outline" size="sm" {...props}>
          <SubscribeLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => <SubscribeMenuLoaded filters={filters} moreItems={moreItems} defaultOpen={defaultOpen} />}
    />
  )
}
