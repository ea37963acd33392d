import { FiChevronDown, FiRss } from 'react-icons/fi'
import { CALENDAR_TEXTS } from '../texts'

/**
 * What the Subscribe button says, the same before and after its menu has loaded. A header short of
 * room may show only the icons, its words (`action-label`) left to assistive technology.
 */
export function SubscribeLabel() {
  return (
    <>
      <FiRss aria-hidden /> <span className="action-label">{CALENDAR_TEXTS.subscribe}</span>{' '}
      <FiChevronDown aria-hidden />
    </>
  )
}
