import { iconRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { ClassNames } from '@emotion/react'
import { useId } from 'react'
import { FiAlertTriangle, FiExternalLink } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { formatDate } from '../../../lib/dates'
import { recipeStyles, staticStyles } from '../../../lib/static-styles'
import { SCHEDULE_TEXTS } from '../../hackathon/texts'
import { LINK_WATCH_TEXTS } from '../texts'

type Watched = Pick<HackathonPublic, 'link_status' | 'link_unreachable_since' | 'link_checked_at' | 'archive_url'>

/** Whether a hackathon's site is known dead: then it is shown with its archived copy, never linked. */
export const isUnreachable = (hackathon: Watched) => hackathon.link_status === 'unreachable' && !!hackathon.archive_url

/** The row (Chakra's HStack, as it was) at a card's size of text or a page's. */
const row = (fontSize: 'sm' | 'md') =>
  staticStyles({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
    fontSize,
    position: 'relative',
    zIndex: '1',
    alignSelf: 'start',
  })
const rowStyles = { sm: row('sm'), md: row('md') }
const warningIcon = recipeStyles(iconRecipe, { size: 'sm' }, { color: 'fg.warning' })
const archiveLink = recipeStyles(linkRecipe, {}, { color: 'blue.fg', '& svg': { boxSize: '3' } })
const visuallyHidden = staticStyles({ srOnly: true })

/**
 * "Website unreachable since {date}" with a link to the Internet Archive's copy, in place of a link
 * that would send visitors to a dead site. The link sits above a card's stretched link. Plain
 * elements with classes resolved once: a feed shows it on every card of a dead site.
 */
export function UnreachableNotice({ hackathon, fontSize = 'sm' }: { hackathon: Watched; fontSize?: 'sm' | 'md' }) {
  const newTabId = useId()
  const since = hackathon.link_unreachable_since ?? hackathon.link_checked_at
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(rowStyles[fontSize])}>
          <FiAlertTriangle className={css(warningIcon)} focusable="false" aria-hidden="true" />
          <p>{since ? LINK_WATCH_TEXTS.unreachableSince(formatDate(since)) : ''}</p>
          {hackathon.archive_url && (
            <a
              href={hackathon.archive_url}
              target="_blank"
              rel="noopener noreferrer"
              className={css(archiveLink)}
              aria-describedby={newTabId}
            >
              {LINK_WATCH_TEXTS.archivedCopy}
              <FiExternalLink focusable="false" aria-hidden="true" />
            </a>
          )}
          <span id={newTabId} className={css(visuallyHidden)}>
            {SCHEDULE_TEXTS.opensInNewTab}
          </span>
        </div>
      )}
    </ClassNames>
  )
}
