import { ClassNames } from '@emotion/react'
import { useId } from 'react'
import { FiAlertTriangle, FiExternalLink } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { formatDate } from '../../../lib/dates'
import { SCHEDULE_TEXTS } from '../../hackathon/texts'
import { UNREACHABLE_NOTICE_TEXTS } from '../noticeTexts'
import * as styles from './UnreachableNotice.styles'

type Watched = Pick<HackathonPublic, 'link_status' | 'link_unreachable_since' | 'link_checked_at' | 'archive_url'>

/** Whether a hackathon's site is known dead: then it is shown with its archived copy, never linked. */
export const isUnreachable = (hackathon: Watched) => hackathon.link_status === 'unreachable' && !!hackathon.archive_url

/**
 * "Website unreachable since {date}" with a link to the Internet Archive's copy, in place of a link
 * that would send visitors to a dead site. The link sits above a card's stretched link. Plain
 * elements with classes resolved once: a feed shows it on every card of a dead site.
 */
export function UnreachableNotice({
  hackathon,
  fontSize = 'sm',
}: {
  hackathon: Watched
  /** The size of text around it: a card's (`sm`) or a hackathon page's (`md`). */
  fontSize?: keyof typeof styles.row
}) {
  const newTabId = useId()
  const since = hackathon.link_unreachable_since ?? hackathon.link_checked_at
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.row[fontSize])}>
          <FiAlertTriangle className={css(styles.warningIcon)} focusable="false" aria-hidden="true" />
          <p>{since ? UNREACHABLE_NOTICE_TEXTS.unreachableSince({ date: formatDate(since) }) : ''}</p>
          {hackathon.archive_url && (
            <a
              href={hackathon.archive_url}
              target="_blank"
              rel="noopener noreferrer"
              className={css(styles.archiveLink)}
              aria-describedby={newTabId}
            >
              {UNREACHABLE_NOTICE_TEXTS.archivedCopy}
              <FiExternalLink focusable="false" aria-hidden="true" />
            </a>
          )}
          <span id={newTabId} className={css(styles.visuallyHidden)}>
            {SCHEDULE_TEXTS.opensInNewTab}
          </span>
        </div>
      )}
    </ClassNames>
  )
}
