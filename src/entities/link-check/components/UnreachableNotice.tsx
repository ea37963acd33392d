import { HStack, Icon, Link, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { FiAlertTriangle, FiExternalLink } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { formatDate } from '../../../lib/dates'
import { SCHEDULE_TEXTS } from '../../hackathon/texts'
import { LINK_WATCH_TEXTS } from '../texts'

type Watched = Pick<HackathonPublic, 'link_status' | 'link_unreachable_since' | 'link_checked_at' | 'archive_url'>

/** Whether a hackathon's site is known dead: then it is shown with its archived copy, never linked. */
export const isUnreachable = (hackathon: Watched) => hackathon.link_status === 'unreachable' && !!hackathon.archive_url

/**
 * "Website unreachable since {date}" with a link to the Internet Archive's copy, in place of a link
 * that would send visitors to a dead site. The link sits above a card's stretched link.
 */
export function UnreachableNotice({ hackathon, fontSize = 'sm' }: { hackathon: Watched; fontSize?: string }) {
  const newTabId = useId()
  const since = hackathon.link_unreachable_since ?? hackathon.link_checked_at
  return (
    <HStack gap="2" wrap="wrap" fontSize={fontSize} position="relative" zIndex="1" alignSelf="start">
      <Icon size="sm" color="fg.warning">
        <FiAlertTriangle aria-hidden />
      </Icon>
      <Text>{since ? LINK_WATCH_TEXTS.unreachableSince(formatDate(since)) : ''}</Text>
      {hackathon.archive_url && (
        <Link
          href={hackathon.archive_url}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.fg"
          aria-describedby={newTabId}
        >
          {LINK_WATCH_TEXTS.archivedCopy}
          <Icon size="xs">
            <FiExternalLink aria-hidden />
          </Icon>
        </Link>
      )}
      <Text as="span" id={newTabId} srOnly>
        {SCHEDULE_TEXTS.opensInNewTab}
      </Text>
    </HStack>
  )
}
