import { defineTexts, withValues } from '../../../common/i18n/texts'

/** Every text of the series screens, in one place. */
export const SERIES_TEXTS = defineTexts('series', {
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
  /** `name` is the series'. */
  deleteConfirm: withValues<{ name: string }>(
    'The series "{name}" will be permanently deleted. Its hackathons stay, without a series. Are you sure?',
  ),
  /** The title of the dialog that picks a series' hackathons: `name` is the series'. */
  manageTitle: withValues<{ name: string }>('Manage Hackathons: {name}'),
  filterLabel: 'Filter hackathons',
  filterPlaceholder: 'Filter by name or location',
  loadingHackathons: 'Loading hackathons...',
  loadFailed: 'The hackathons could not be loaded. Please try again later.',
  noHackathons: 'There are no hackathons yet.',
  noMatch: 'No hackathon matches the filter.',
  /** How many hackathons are ticked in the picker. */
  selected: withValues<{ count: number }>('{count, plural, other {{count} selected}}'),
  /** After a hackathon of another series in the picker: `name` is that series'. */
  inOtherSeries: withValues<{ name: string }>('now in {name}'),
  /** The picker lists the first `shown` of `total` hackathons. */
  truncated: withValues<{ shown: number; total: number }>(
    '{total, plural, other {Showing the first {shown} of {total} hackathons by name; current members are always listed.}}',
  ),
  /** An empty cell: the series has no description. */
  notAvailable: 'N/A',
  save: 'Save',
  tableCaption: 'Series',
  /** The accessible name of a row's menu button: `name` is the series'. */
  actionsFor: withValues<{ name: string }>('Actions for {name}'),
})

/** The public page of a series. */
export const SERIES_PAGE_TEXTS = defineTexts('seriesPage', {
  loading: 'Loading series...',
  notFound: 'Series not found',
  loadError: 'The series could not be loaded.',
  back: 'Go Back',
})

export const SERIES_COLUMNS = defineTexts('seriesColumns', {
  name: 'Name',
  description: 'Description',
  actions: 'Actions',
})

export const SERIES_FIELDS = defineTexts('seriesFields', {
  name: 'Name',
  description: 'Description',
})
