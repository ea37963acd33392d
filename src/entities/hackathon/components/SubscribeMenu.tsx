import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarFilters } from '../calendar'
import type { HomeFilters } from '../homeSearch'
import { SubscribeLabel } from './SubscribeLabel'

const loadSubscribeMenuLoaded = () => import('./SubscribeMenuLoaded')
const SubscribeMenuLoaded = lazy(loadSubscribeMenuLoaded)

/**
 * "Subscribe" to the upcoming hackathons under `filters`, its menu loaded after the page has painted;
 * with `embed` (the homepage's filters), it also offers the list for other sites.
 */
export function SubscribeMenu({ filters, embed }: { filters: CalendarFilters; embed?: HomeFilters }) {
  return (
    <MenuAfterPaint
      load={loadSubscribeMenuLoaded}
      standIn={(props) => (
        <RecipeButton variant="outline" size="sm" {...props}>
          <SubscribeLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => <SubscribeMenuLoaded filters={filters} embed={embed} defaultOpen={defaultOpen} />}
    />
  )
}
