import { FIELD_LABELS } from '../../../common/hackathon-fields'
import { defineTexts, withValues } from '../../../common/i18n/texts'

/** The /hackathons screen: its table of every hackathon, with Add, Edit and Delete. */
export const HACKATHON_MANAGEMENT_TEXTS = defineTexts('hackathonManagement', {
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
  /** The accessible name of a row's menu button: `name` is the hackathon's. */
  actionsFor: withValues<{ name: string }>('Actions for {name}'),
  /** An empty cell: the hackathon states no description, location or series. */
  notAvailable: 'N/A',
  /** The header of the row menus' column. */
  actionsColumn: 'Actions',
})

/**
 * The table's column headers: the field table's labels, read when the header renders, and the row
 * menus' column.
 */
export const HACKATHON_COLUMNS = {
  get name() {
    return FIELD_LABELS.name
  },
  get start_date() {
    return FIELD_LABELS.start_date
  },
  get end_date() {
    return FIELD_LABELS.end_date
  },
  get description() {
    return FIELD_LABELS.description
  },
  get location() {
    return FIELD_LABELS.location
  },
  get series() {
    return FIELD_LABELS.series_id
  },
  get actions() {
    return HACKATHON_MANAGEMENT_TEXTS.actionsColumn
  },
}
