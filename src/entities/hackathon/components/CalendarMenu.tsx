import { lazy } from 'react'
import { MenuAfterPaint } from '../../../components/MenuAfterPaint'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import type { CalendarEvent } from '../calendar'
import { CalendarLabel } from './CalendarLabel'

const loadCalendarMenuLoaded = () => import('./CalendarMenuLoaded')
const CalendarMenuLoaded = lazy(loadCalendarMenuLoaded)

/** "Add to calendar", its menu loaded after the page has painted. */
export function CalendarMenu({ id, event }: { id: string; event: CalendarEvent }) {
  return (
    <MenuAfterPaint
      load={loadCalendarMenuLoaded}
      standIn={(props) => (
        <RecipeButton variant="outline" size="md" {...props}>
          <CalendarLabel />
        </RecipeButton>
      )}
      menu={(defaultOpen) => <CalendarMenuLoaded id={id} event={event} defaultOpen={defaultOpen} />}
    />
  )
}
