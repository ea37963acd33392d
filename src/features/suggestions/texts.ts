import { formatItemsToParts } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import type { SuggestionPublic } from '../../client/types.gen'
import type { SuggestionFilter } from './filters'

/** Every text of the suggestion screens, in one place. */
export const SUGGESTION_TEXTS = defineTexts('suggestions', {
  heading: 'Suggestions',
  myHeading: 'My Suggestions',
  myDescription: 'Hackathons and changes you proposed, and what the editors decided.',
  myEmpty: "You haven't suggested anything yet.",
  newHackathon: 'New Hackathon',
  /** Under a suggestion's title: `date` is a formatted day, "Dec 3, 2025". */
  suggestedOn: withValues<{ date: string }>('Suggested on {date}'),
  /** Under a suggestion's title: `date` is a formatted day, `who` the author's name or e-mail address. */
  suggestedOnBy: withValues<{ date: string; who: string }>('Suggested on {date} by {who}'),
  firstFromAccount: 'First suggestion from this account',
  /** Above the review list: how many of the suggestions it has loaded so far. */
  showing: withValues<{ shown: number; total: number }>(
    '{total, plural, other {Showing {shown} of {total} suggestions}}',
  ),
  filterLabel: 'Show',
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'Suggestion accepted successfully.',
  rejected: 'Suggestion rejected successfully.',
  cleanup: 'Cleanup',
  cleanupHint: 'Only moderators and admins can clean up suggestions.',
  cleanupConfirm: 'Every approved and rejected suggestion will be permanently deleted. Pending ones stay.',
  cleanupConfirmLabel: 'Clean up',
  loadError: 'Error loading suggestions. Please try again later.',
  loading: 'Loading suggestions',
  loadingMine: 'Loading your suggestions',
  loadMore: 'Show more suggestions',
  noChanges: 'This suggestion changes nothing.',
  /** What a screen reader calls the value a field has now: `field` is the field's name, "Location before". */
  fieldBefore: withValues<{ field: string }>('{field} before'),
  /** What a screen reader calls the value a suggestion proposes: "Location after". */
  fieldAfter: withValues<{ field: string }>('{field} after'),
  currentImage: 'Current image',
  suggestedImage: 'Suggested image',
  empty: 'empty',
  amend: 'Amend',
  amendTitle: 'Amend suggestion',
  amendSubmit: 'Accept with changes',
  amendHint: 'Change what this suggestion proposes, then accept it',
  /** `date` is a formatted day: the last time the hackathon changed. */
  changedSince: withValues<{ date: string }>(
    'The hackathon has changed since this suggestion was made (last on {date}).',
  ),
  openAccepted: 'Open its public page',
  /** Before the links to the listed hackathons a suggestion may repeat. */
  possibleDuplicateOf: 'Possible duplicate of',
  /** A suggestion an import filed: `name` is the source's. */
  fromSource: withValues<{ name: string }>('From {name}'),
  acceptAll: 'Accept all from this source',
  /** `name` is the source's. */
  acceptAllTitle: withValues<{ name: string }>('Accept all from {name}'),
  acceptAllRunning: 'Accepting every pending suggestion of this source…',
  acceptedCount: withValues<{ count: number }>(
    '{count, plural, one {{count} suggestion accepted.} other {{count} suggestions accepted.}}',
  ),
  /** Above the list of the suggestions Accept all could not accept. */
  notAccepted: withValues<{ count: number }>('{count, plural, other {{count} could not be accepted:}}'),
  /** One suggestion Accept all could not accept: `name` is the hackathon's, `reason` the server's words. */
  notAcceptedItem: withValues<{ name: string; reason: string }>('{name}: {reason}'),
  showFullText: 'Show full text',
  showLess: 'Show less',
})

/** The filter select's choices and the empty message of each. */
export const SUGGESTION_FILTERS = defineTexts('suggestionFilters', {
  all: { label: 'All Suggestions', empty: 'No suggestions found.' },
  new: { label: 'New Hackathons', empty: 'No new hackathon suggestions.' },
  update: { label: 'Updates', empty: 'No update suggestions.' },
} satisfies Record<SuggestionFilter, { label: string; empty: string }>)

export const STATUS_LABELS = defineTexts('suggestionStatus', {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} satisfies Record<SuggestionPublic['status'], string>)

/** 'My Suggestions' says where each of the user's suggestions stands in its review. */
export const MY_SUGGESTION_TEXTS = defineTexts('mySuggestions', {
  awaitingReview: 'Awaiting review',
  /** `date` is a formatted day. */
  reviewedOn: withValues<{ date: string }>('Reviewed on {date}'),
})

/**
 * What follows each of a list's items when they are written in a row: the separator the language
 * puts after it ("," in English, with the space the row already leaves), nothing after the last.
 */
export function listSeparators(count: number): string[] {
  const parts = formatItemsToParts(Array.from({ length: count }, (_, index) => String(index)))
  const after = Array.from({ length: count }, () => '')
  let item = -1
  for (const part of parts) {
    if (part.type === 'element') item += 1
    else if (item >= 0) after[item] = `${after[item]}${part.value}`.trimEnd()
  }
  return after
}
