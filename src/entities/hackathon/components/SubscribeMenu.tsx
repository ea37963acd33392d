import { lazy, Suspense, useState } from 'react'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { useIdle } from '../../../lib/useIdle'
import type { CalendarFilters } from '../calendar'
import { SubscribeLabel } from './SubscribeLabel'

const SubscribeMenuLoaded = lazy(() => import('./SubscribeMenuLoaded'))

/**
 * "Subscribe" to the upcoming hackathons under `filters`. The menu library loads at the first idle
 * moment after the page has painted rather than with it; until then the same button stands in its
 * place, so nothing moves, and pressing it loads the menu and opens it.
 */
export function SubscribeMenu({ filters }: { filters: CalendarFilters }) {
  const idle = useIdle()
  const [pressed, setPressed] = useState(false)
  const placeholder = (
    <RecipeButton variant="outline" size="sm" onClick={() => setPressed(true)}>
      <SubscribeLabel />
    </RecipeButton>
  )
  if (!idle && !pressed) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <SubscribeMenuLoaded filters={filters} defaultOpen={pressed} />
    </Suspense>
  )
}
