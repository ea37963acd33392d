/** Every text of the hackathon screens (SPEC §2, §5, §8), in one place. */
export const HACKATHON_TEXTS = {
  heading: 'Hackathon Management',
  add: 'Add Hackathon',
  addTitle: 'Add Hackathon',
  editTitle: 'Edit Hackathon',
  edit: 'Edit Hackathon',
  delete: 'Delete Hackathon',
  emptyTitle: "You don't have any hackathons yet",
  emptyDescription: 'Add a new hackathon to get started',
  created: 'Hackathon created successfully.',
  updated: 'Hackathon updated successfully.',
  deleted: 'The hackathon was deleted successfully',
  deleteFailed: 'An error occurred while deleting the hackathon',
  submittedForReview: 'Thank you! Your suggestion was submitted for review.',
  suggestionNote: 'Your changes will be submitted for review by an editor.',
  deleteConfirm: 'This hackathon and its pending suggestions will be permanently deleted. Are you sure?',
  uploadFailed: 'Failed to upload image',
  uploadHint: 'JPEG, PNG, GIF, WebP or AVIF, at most 5 MB',
  uploadNotImage: 'Please choose an image file.',
  uploadTooLarge: 'The image must be at most 5 MB.',
  noSeries: 'No series',
  notAvailable: 'N/A',
} as const

export const HACKATHON_COLUMNS = {
  name: 'Name',
  start_date: 'Start Date',
  end_date: 'End Date',
  description: 'Description',
  location: 'Location',
  series: 'Series',
  actions: 'Actions',
} as const

/** Auto-completion of the form from the hackathon's page (SPEC §8). */
export const AUTOFILL_TEXTS = {
  action: 'Fill from page',
  running: 'Extracting hackathon data...',
  failed: 'Failed to extract hackathon data',
  filled: (fields: string[]) => `Filled from the page: ${fields.join(', ')}.`,
  nothingToFill: 'Nothing to fill: the page adds nothing to what is already there.',
} as const
