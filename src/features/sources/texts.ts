import { SOURCE_LIMITS } from '../../../common/sources'

/** Every text of the sources screen, in one place. */
export const SOURCES_TEXTS = {
  heading: 'Sources',
  add: 'Add Source',
  addTitle: 'Add Source',
  editTitle: 'Edit Source',
  edit: 'Edit Source',
  delete: 'Delete Source',
  runNow: 'Run now',
  pause: 'Pause',
  resume: 'Resume',
  tableCaption: 'Sources',
  actionsFor: (name: string) => `Actions for ${name}`,
  emptyTitle: "You don't have any sources yet",
  emptyDescription: 'Add a calendar or a page the site should read, or import a CSV file',
  created: 'Source created successfully.',
  updated: 'Source updated successfully.',
  deleted: 'Source deleted successfully.',
  paused: 'Source paused.',
  resumed: 'Source resumed.',
  deleteConfirm: (name: string) =>
    `The source "${name}" will be permanently deleted. Its listings and suggestions stay. Are you sure?`,
  never: 'Never',
  lastError: (error: string) => `Last error: ${error}`,
  runTitle: (name: string) => `Run of ${name}`,
  running: 'Reading the source…',
} as const

export const SOURCE_COLUMNS = {
  name: 'Name',
  kind: 'Kind',
  status: 'Status',
  lastRun: 'Last run',
  listings: 'Listings',
  actions: 'Actions',
} as const

/** The labels and help of the Add/Edit form. */
export const SOURCE_FORM_TEXTS = {
  name: 'Name',
  kind: 'Kind',
  url: 'Address',
  urlHelp: 'The calendar file (.ics) or the page whose events to read: http or https.',
  series: 'Series',
  noSeries: 'No series',
  trust: 'Trust',
  trustHelp: 'Only moderators may let a source publish at once.',
  include: 'Include words',
  includeHelp: `Only events whose name or description holds one of these words (any case), separated by commas; empty: every event. At most ${SOURCE_LIMITS.includeMax}.`,
  zone: 'Default time zone',
  zoneHelp: 'For floating times and all-day dates; empty: UTC.',
  interval: 'Interval (hours)',
  includeMax: `At most ${SOURCE_LIMITS.includeMax} words, each at most ${SOURCE_LIMITS.includeWordMax} characters.`,
  intervalRange: `The interval is ${SOURCE_LIMITS.intervalMinHours} to ${SOURCE_LIMITS.intervalMaxHours} hours.`,
  preview: 'Preview',
  previewAgain: 'Preview again',
  previewTitle: 'What a run would do',
  previewNeeded: 'Preview the source to see what it would import before saving it.',
  previewStale: 'The address, kind, include words or zone changed since the preview: preview again.',
  previewEmpty: 'The source holds no events.',
  save: 'Save',
} as const

/** A report of a run, a preview or a CSV upload. */
export const REPORT_TEXTS = {
  seen: 'Seen',
  created: 'Created',
  updated: 'Updated',
  suggested: 'Suggested',
  unchanged: 'Unchanged',
  skipped: 'Skipped',
  skippedList: 'Skipped items',
  error: (error: string) => `Error: ${error}`,
  noName: '(no name)',
  actions: { create: 'New listing', update: 'Updates', unchanged: 'Unchanged', skip: 'Skipped' },
  matched: 'Matches a listed hackathon',
  reason: (reason: string) => `Reason: ${reason}`,
  online: 'Online',
} as const

export const CSV_TEXTS = {
  open: 'Import CSV',
  title: 'Import hackathons from a CSV file',
  file: 'CSV file',
  fileHelp: 'UTF-8, one hackathon a row under a header row of the field names; lists split on ";".',
  fileRequired: 'Choose a file.',
  fileTooLarge: `The file must be at most ${SOURCE_LIMITS.csvMaxBytes / 1024 / 1024} MB.`,
  template: 'Download the template',
  dryRun: 'Check (dry run)',
  import: 'Import',
  reviewNote: 'Imported rows go to the review queue as suggestions.',
  publishNote: 'Imported rows are listed at once (you are a moderator).',
  dryRunDone: 'Dry run: nothing was stored.',
  imported: 'Import done.',
  invalidRows: (count: number) => `${count} invalid ${count === 1 ? 'row' : 'rows'}`,
  line: (line: number) => `Line ${line}`,
  allValid: 'Every row is valid.',
} as const
