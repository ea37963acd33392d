import type { SuggestionPublic } from '../../client/types.gen'

/** Every text of the suggestion screens (SPEC §2, §8), in one place. */
export const SUGGESTION_TEXTS = {
  heading: 'Suggestions',
  myHeading: 'My Suggestions',
  myDescription: 'Hackathons and changes you proposed, and what the editors decided.',
  myEmpty: "You haven't suggested anything yet.",
  newHackathon: 'New Hackathon',
  suggestedOn: (date: string) => `Suggested on ${date}`,
  suggestedBy: (who: string) => `by ${who}`,
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
  loadMore: 'Show more suggestions',
  noChanges: 'This suggestion changes nothing.',
  before: 'before',
  after: 'after',
  currentImage: 'Current image',
  suggestedImage: 'Suggested image',
  empty: 'empty',
} as const

export type SuggestionFilter = 'all' | SuggestionPublic['kind']

/** The filter select (SPEC §2) and the empty message of each choice. */
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

/** The hackathon fields a suggestion can carry, in display order, with their labels. */
export const SUGGESTION_FIELDS = {
  name: 'Name',
  url: 'URL',
  description: 'Description',
  start_date: 'Start Date',
  end_date: 'End Date',
  location: 'Location',
  image: 'Image',
  series_id: 'Series',
} as const satisfies Partial<Record<keyof SuggestionPublic, string>>

export type SuggestionField = keyof typeof SUGGESTION_FIELDS
