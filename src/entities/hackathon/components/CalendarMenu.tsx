import { Button } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useIdle } from '../../../lib/useIdle'
import type { CalendarEvent } from '../calendar'
import { CalendarLabel } from './CalendarLabel'

const CalendarMenuLoaded = lazy(() => import('./CalendarMenuLoaded'))

/**
 * "Add to calendar". The menu library loads at the first idle moment after the page has painted
 * rather than with it; until then the same button stands in its place, so nothing moves, and
 * pressing it loads the menu and opens it.
 */
export function CalendarMenu({ id, event }: { id: string; event: CalendarEvent }) {
  const idle = useIdle()
  const [pressed, setPressed] = useState(false)
  const placeholder = (
    <Button variant="outline" aria-haspopup="menu" aria-expanded={false} onClick={() => setPressed(true)}>
      <CalendarLabel />
    </Button>
  )
  if (!idle && !pressed) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <CalendarMenuLoaded id={id} event={event} defaultOpen={pressed} />
    </Suspense>
  )
}
