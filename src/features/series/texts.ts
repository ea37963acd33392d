/** Every text of the series screens, in one place. */
export const SERIES_TEXTS = {
  heading: 'Series Management',
  add: 'Add Series',
  addTitle: 'Add Series',
  editTitle: 'Edit Series',
  edit: 'Edit Series',
  manage: 'Manage Hackathons',
  delete: 'Delete Series',
  emptyTitle: "You don't have any series yet",
  emptyDescription: 'Add a new series to get started',
  created: 'Series created successfully.',
  updated: 'Series updated successfully.',
  deleted: 'Series deleted successfully.',
  hackathonsUpdated: 'Series hackathons updated successfully.',
  deleteConfirm: (name: string) =>
    `The series "${name}" will be permanently deleted. Its hackathons stay, without a series. Are you sure?`,
  manageTitle: (name: string) => `Manage Hackathons: ${name}`,
  filterLabel: 'Filter hackathons',
  filterPlaceholder: 'Filter by name or location',
  loadingHackathons: 'Loading hackathons...',
  loadFailed: 'The hackathons could not be loaded. Please try again later.',
  noHackathons: 'There are no hackathons yet.',
  noMatch: 'No hackathon matches the filter.',
  selected: (count: number) => `${count} selected`,
  inOtherSeries: (name: string) => `now in ${name}`,
  truncated: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} hackathons by name; current members are always listed.`,
  notAvailable: 'N/A',
  save: 'Save',
  tableCaption: 'Series',
  actionsFor: (name: string) => `Actions for ${name}`,
} as const

/** The public page of a series. */
export const SERIES_PAGE_TEXTS = {
  loading: 'Loading series...',
  notFound: 'Series not found',
  loadError: 'The series could not be loaded.',
  back: 'Go Back',
} as const

export const SERIES_COLUMNS = {
  name: 'Name',
  description: 'Description',
  actions: 'Actions',
} as const

export const SERIES_FIELDS = {
  name: 'Name',
  description: 'Description',
} as const
