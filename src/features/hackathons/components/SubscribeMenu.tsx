import { Button } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { FiChevronDown, FiRss } from 'react-icons/fi'
import type { CalendarFilters } from '../calendar'
import { CALENDAR_TEXTS } from '../texts'

const SubscribeMenuLoaded = lazy(() => import('./SubscribeMenuLoaded'))

/** What the Subscribe button says, the same before and after its menu has loaded. */
export function SubscribeLabel() {
  return (
    <>
      <FiRss aria-hidden /> {CALENDAR_TEXTS.subscribe} <FiChevronDown aria-hidden />
    </>
  )
}

/**
 * "Subscribe" to the upcoming hackathons under `filters`. The menu library loads just after the
 * page rather than with it; until then the same button stands in its place, so nothing moves.
 */
export function SubscribeMenu({ filters }: { filters: CalendarFilters }) {
  return (
    <Suspense
      fallback={
        <Button variant="outline" size="sm" aria-disabled>
          <SubscribeLabel />
        </Button>
      }
    >
      <SubscribeMenuLoaded filters={filters} />
    </Suspense>
  )
}
