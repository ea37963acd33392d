import { FIELD_LABELS } from '../../../common/hackathon-fields'

/** The /hackathons screen: its table of every hackathon, with Add, Edit and Delete. */
export const HACKATHON_MANAGEMENT_TEXTS = {
  heading: 'Hackathon Management',
  add: 'Add Hackathon',
  edit: 'Edit Hackathon',
  delete: 'Delete Hackathon',
  emptyTitle: "You don't have any hackathons yet",
  emptyDescription: 'Add a new hackathon to get started',
  tableCaption: 'Hackathons',
  deleted: 'The hackathon was deleted successfully',
  deleteFailed: 'An error occurred while deleting the hackathon',
  deleteConfirm: 'This hackathon and its pending suggestions will be permanently deleted. Are you sure?',
  actionsFor: (name: string) => `Actions for ${name}`,
  notAvailable: 'N/A',
} as const

export const HACKATHON_COLUMNS = {
  name: FIELD_LABELS.name,
  start_date: FIELD_LABELS.start_date,
  end_date: FIELD_LABELS.end_date,
  description: FIELD_LABELS.description,
  location: FIELD_LABELS.location,
  series: FIELD_LABELS.series_id,
  actions: 'Actions',
} as const
