import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarFilters } from '../calendar'
import { SubscribeLabel } from './SubscribeLabel'

const loadSubscribeMenuLoaded = () => import('./SubscribeMenuLoaded')
const SubscribeMenuLoaded = lazy(loadSubscribeMenuLoaded)

/** "Subscribe" to the upcoming hackathons under `filters`, its menu loaded after the page has painted. */
export function SubscribeMenu({ filters }: { filters: CalendarFilters }) {
  return (
    <MenuAfterPaint
      load={loadSubscribeMenuLoaded}
      standIn={(props) => (
        <RecipeButton variant="outline" size="sm" {...props}>
          <SubscribeLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => <SubscribeMenuLoaded filters={filters} defaultOpen={defaultOpen} />}
    />
  )
}
