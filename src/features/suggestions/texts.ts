import type { SuggestionPublic } from '../../client/types.gen'

/** Every text of the suggestion screens, in one place. */
export const SUGGESTION_TEXTS = {
  heading: 'Suggestions',
  myHeading: 'My Suggestions',
  myDescription: 'Hackathons and changes you proposed, and what the editors decided.',
  myEmpty: "You haven't suggested anything yet.",
  newHackathon: 'New Hackathon',
  suggestedOn: (date: string) => `Suggested on ${date}`,
  suggestedBy: (who: string) => `by ${who}`,
  firstFromAccount: 'First suggestion from this account',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} suggestions`,
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
  before: 'before',
  after: 'after',
  currentImage: 'Current image',
  suggestedImage: 'Suggested image',
  empty: 'empty',
  amend: 'Amend',
  amendTitle: 'Amend suggestion',
  amendSubmit: 'Accept with changes',
  amendHint: 'Change what this suggestion proposes, then accept it',
  changedSince: (date: string) => `The hackathon has changed since this suggestion was made (last on ${date}).`,
  openAccepted: 'Open its public page',
  possibleDuplicateOf: 'Possible duplicate of',
  fromSource: (name: string) => `From ${name}`,
  acceptAll: 'Accept all from this source',
  acceptAllTitle: (name: string) => `Accept all from ${name}`,
  acceptAllRunning: 'Accepting every pending suggestion of this source…',
  acceptedCount: (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'} accepted.`,
  notAccepted: (count: number) => `${count} could not be accepted:`,
  showFullText: 'Show full text',
  showLess: 'Show less',
} as const

export type SuggestionFilter = 'all' | SuggestionPublic['kind']

/** The filter select's choices and the empty message of each. */
export const SUGGESTION_FILTERS: Record<SuggestionFilter, { label: string; empty: string }> = {
  all: { label: 'All Suggestions', empty: 'No suggestions found.' },
  new: { label: 'New Hackathons', empty: 'No new hackathon suggestions.' },
  update: { label: 'Updates', empty: 'No update suggestions.' },
}

export const STATUS_LABELS: Record<SuggestionPublic['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** 'My Suggestions' says where each of the user's suggestions stands in its review. */
export const MY_SUGGESTION_TEXTS = {
  awaitingReview: 'Awaiting review',
  reviewedOn: (date: string) => `Reviewed on ${date}`,
} as const
