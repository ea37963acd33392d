import { FiCalendar, FiChevronDown } from 'react-icons/fi'
import { CALENDAR_TEXTS } from '../texts'

/** The face of the "Add to calendar" button, the same before and after its menu has loaded. */
export function CalendarLabel() {
  return (
    <>
      <FiCalendar aria-hidden /> {CALENDAR_TEXTS.add} <FiChevronDown aria-hidden />
    </>
  )
}
