import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarFilters } from '../calendar'
import { SubscribeLabel } from './SubscribeLabel'

const SubscribeMenuLoaded = lazy(() => import('./SubscribeMenuLoaded'))

/** "Subscribe" to the upcoming hackathons under `filters`, its menu loaded after the page has painted. */
export function SubscribeMenu({ filters }: { filters: CalendarFilters }) {
  return (
    <MenuAfterPaint
      standIn={(props) => (
        <RecipeButton variant="outline" size="sm" {...props}>
          <SubscribeLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => <SubscribeMenuLoaded filters={filters} defaultOpen={defaultOpen} />}
    />
  )
}
