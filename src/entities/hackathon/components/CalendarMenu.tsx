import { Button } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { FiCalendar, FiChevronDown } from 'react-icons/fi'
import { client } from '../../../client/client.gen'
import { useIdle } from '../../../lib/useIdle'
import type { CalendarEvent } from '../calendar'
import { CALENDAR_TEXTS } from '../texts'

const CalendarMenuLoaded = lazy(() => import('./CalendarMenuLoaded'))

/** The API's base, as the generated client calls it: '' when the API is served with the page. */
export const apiBase = () => client.getConfig().baseURL ?? ''

/** The menu button's face: "Add to calendar" between its icons. */
export function CalendarLabel() {
  return (
    <>
      <FiCalendar aria-hidden /> {CALENDAR_TEXTS.add} <FiChevronDown aria-hidden />
    </>
  )
}

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
