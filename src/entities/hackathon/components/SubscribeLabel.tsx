import { FiChevronDown, FiRss } from 'react-icons/fi'
import { CALENDAR_TEXTS } from '../texts'

/** What the Subscribe button says, the same before and after its menu has loaded. */
export function SubscribeLabel() {
  return (
    <>
      <FiRss aria-hidden /> {CALENDAR_TEXTS.subscribe} <FiChevronDown aria-hidden />
    </>
  )
}
