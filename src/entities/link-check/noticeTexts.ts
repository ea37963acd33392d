import { defineTexts, withValues } from '../../../common/i18n/texts'

/**
 * The words of the notice a card and a hackathon's page show for an unreachable website, apart from
 * the link watch's other texts: the public pages' first screen shows them, and none of the rest.
 */
export const UNREACHABLE_NOTICE_TEXTS = defineTexts('linkWatch', {
  /** `date` is a formatted day: "Dec 3". */
  unreachableSince: withValues<{ date: string }>('Website unreachable since {date}'),
  archivedCopy: 'Archived copy',
})
