/** The hackathon's fields as every screen names them: form labels, table columns, suggestions. */
export const HACKATHON_FIELDS = {
  name: 'Name',
  url: 'URL',
  description: 'Description',
  start_date: 'Start Date',
  end_date: 'End Date',
  location: 'Location',
  image: 'Image',
  series_id: 'Series',
} as const

/** Every text of the hackathon screens, in one place. */
export const HACKATHON_TEXTS = {
  heading: 'Hackathon Management',
  add: 'Add Hackathon',
  addTitle: 'Add Hackathon',
  editTitle: 'Edit Hackathon',
  edit: 'Edit Hackathon',
  delete: 'Delete Hackathon',
  emptyTitle: "You don't have any hackathons yet",
  emptyDescription: 'Add a new hackathon to get started',
  tableCaption: 'Hackathons',
  created: 'Hackathon created successfully.',
  updated: 'Hackathon updated successfully.',
  deleted: 'The hackathon was deleted successfully',
  deleteFailed: 'An error occurred while deleting the hackathon',
  submittedForReview: 'Thank you! Your suggestion was submitted for review.',
  suggestionNote: 'Your changes will be submitted for review by an editor.',
  submitForReview: 'Submit for review',
  deleteConfirm: 'This hackathon and its pending suggestions will be permanently deleted. Are you sure?',
  actionsFor: (name: string) => `Actions for ${name}`,
  uploadFailed: 'Failed to upload image',
  uploadHint: 'JPEG, PNG, GIF, WebP or AVIF, at most 5 MB',
  uploadNotImage: 'Please choose an image file.',
  uploadTooLarge: 'The image must be at most 5 MB.',
  noSeries: 'No series',
  notAvailable: 'N/A',
} as const

export const HACKATHON_COLUMNS = {
  name: HACKATHON_FIELDS.name,
  start_date: HACKATHON_FIELDS.start_date,
  end_date: HACKATHON_FIELDS.end_date,
  description: HACKATHON_FIELDS.description,
  location: HACKATHON_FIELDS.location,
  series: HACKATHON_FIELDS.series_id,
  actions: 'Actions',
} as const

/** The public list of hackathons: the homepage and a series page. */
export const FEED_TEXTS = {
  heading: 'Hackathons',
  pastHeading: 'Past Hackathons',
  empty: 'No hackathons found',
  emptyHint: 'Add a hackathon',
  emptySeriesHint: 'No hackathons in this series yet',
  loadMore: 'Show more hackathons',
  loading: 'Loading hackathons',
  loadError: 'The hackathons could not be loaded.',
  upcoming: 'Upcoming hackathons',
  past: 'Past hackathons',
  inSeries: 'Hackathons of this series',
} as const

/** Auto-completion of the form from the hackathon's page. */
export const AUTOFILL_TEXTS = {
  action: 'Fill from page',
  running: 'Extracting hackathon data...',
  failed: 'Failed to extract hackathon data',
  filled: (fields: string[]) => `Filled from the page: ${fields.join(', ')}.`,
  nothingToFill: 'Nothing to fill: the page adds nothing to what is already there.',
} as const
