import { perLocale } from '../../../common/i18n/active'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import { SOURCE_LIMITS } from '../../../common/sources'
import type { SourcePreviewItem } from '../../client/types.gen'

/** Every text of the sources screen, in one place. */
export const SOURCES_TEXTS = defineTexts('sources', {
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
  /** The accessible name of a row's menu: `name` is the source's name. */
  actionsFor: withValues<{ name: string }>('Actions for {name}'),
  emptyTitle: "You don't have any sources yet",
  emptyDescription: 'Add a calendar or a page the site should read, or import a CSV file',
  created: 'Source created successfully.',
  updated: 'Source updated successfully.',
  deleted: 'Source deleted successfully.',
  paused: 'Source paused.',
  resumed: 'Source resumed.',
  /** Asked before deleting: `name` is the source's name. */
  deleteConfirm: withValues<{ name: string }>(
    'The source "{name}" will be permanently deleted. Its listings and suggestions stay. Are you sure?',
  ),
  /** The last run's time of a source that never ran. */
  never: 'Never',
  /** Under a failing source's status: `error` is the error of its last run, as the server says it. */
  lastError: withValues<{ error: string }>('Last error: {error}'),
  /** The title of the dialog that shows a run's report: `name` is the source's name. */
  runTitle: withValues<{ name: string }>('Run of {name}'),
  running: 'Reading the source…',
})

export const SOURCE_COLUMNS = defineTexts('sourceColumns', {
  name: 'Name',
  kind: 'Kind',
  status: 'Status',
  lastRun: 'Last run',
  listings: 'Listings',
  actions: 'Actions',
})

/** The labels and help of the Add/Edit form. */
export const SOURCE_FORM_TEXTS = defineTexts('sourceForm', {
  name: 'Name',
  kind: 'Kind',
  url: 'Address',
  urlHelp: 'The calendar file (.ics) or the page whose events to read: http or https.',
  series: 'Series',
  noSeries: 'No series',
  trust: 'Trust',
  trustHelp: 'Only moderators may let a source publish at once.',
  include: 'Include words',
  /** `max` is how many words a source may include. */
  includeHelp: withValues<{ max: number }>(
    'Only events whose name or description holds one of these words (any case), separated by commas; empty: every event. At most {max, number}.',
  ),
  zone: 'Default time zone',
  zoneHelp: 'For floating times and all-day dates; empty: UTC.',
  interval: 'Interval (hours)',
  /** `max` is how many words a source may include, `wordMax` how many characters each may have. */
  includeMax: withValues<{ max: number; wordMax: number }>(
    'At most {max, number} words, each at most {wordMax, number} characters.',
  ),
  /** `min` and `max` are the shortest and the longest interval between two runs, in hours. */
  intervalRange: withValues<{ min: number; max: number }>('The interval is {min, number} to {max, number} hours.'),
  preview: 'Preview',
  previewAgain: 'Preview again',
  previewTitle: 'What a run would do',
  previewNeeded: 'Preview the source to see what it would import before saving it.',
  previewStale: 'The address, kind, include words or zone changed since the preview: preview again.',
  previewEmpty: 'The source holds no events.',
  save: 'Save',
})

/** Under the include words: "… At most 10." */
export const includeHelp = () => SOURCE_FORM_TEXTS.includeHelp({ max: SOURCE_LIMITS.includeMax })

/** The include words' error: "At most 10 words, each at most 100 characters." */
export const includeMaxError = () =>
  SOURCE_FORM_TEXTS.includeMax({ max: SOURCE_LIMITS.includeMax, wordMax: SOURCE_LIMITS.includeWordMax })

/** The interval's error: "The interval is 1 to 168 hours." */
export const intervalRangeError = () =>
  SOURCE_FORM_TEXTS.intervalRange({ min: SOURCE_LIMITS.intervalMinHours, max: SOURCE_LIMITS.intervalMaxHours })

/** A report of a run, a preview or a CSV upload. */
export const REPORT_TEXTS = defineTexts('sourceReport', {
  seen: 'Seen',
  created: 'Created',
  updated: 'Updated',
  suggested: 'Suggested',
  unchanged: 'Unchanged',
  skipped: 'Skipped',
  skippedList: 'Skipped items',
  /** The error that stopped a run, as the server says it. */
  error: withValues<{ error: string }>('Error: {error}'),
  noName: '(no name)',
  /** A skipped item in the report's list: its name, then why it was skipped, as the server says it. */
  skippedItem: withValues<{ name: string; reason: string }>('{name}: {reason}'),
  /** What a run would do with an event of a preview, as its badge says. */
  actions: {
    create: 'New listing',
    update: 'Updates',
    unchanged: 'Unchanged',
    skip: 'Skipped',
  } satisfies Record<SourcePreviewItem['action'], string>,
  matched: 'Matches a listed hackathon',
  /** Why a previewed event would be skipped, as the server says it. */
  reason: withValues<{ reason: string }>('Reason: {reason}'),
  /**
   * A previewed event's dates: `start` and `end` are a date and time each ("Mar 1, 2027, 9:00 AM"),
   * `zone` the time zone they are in ("Europe/Berlin").
   */
  dates: withValues<{ start: string; end: string; zone: string }>('{start} – {end} ({zone})'),
  /** A previewed event's start, when it has no end: `start` is a date and time, `zone` its time zone. */
  start: withValues<{ start: string; zone: string }>('{start} ({zone})'),
})

/** A previewed event's dates, each already formatted, and the zone they are in. */
export const previewDates = (start: string, end: string | undefined, zone: string) =>
  end ? REPORT_TEXTS.dates({ start, end, zone }) : REPORT_TEXTS.start({ start, zone })

export const CSV_TEXTS = defineTexts('csvImport', {
  open: 'Import CSV',
  title: 'Import hackathons from a CSV file',
  file: 'CSV file',
  fileHelp: 'UTF-8, one hackathon a row under a header row of the field names; lists split on ";".',
  fileRequired: 'Choose a file.',
  /** `size` is the largest file the import takes, with its unit: "2 MB". */
  fileTooLarge: withValues<{ size: string }>('The file must be at most {size}.'),
  template: 'Download the template',
  dryRun: 'Check (dry run)',
  import: 'Import',
  reviewNote: 'Imported rows go to the review queue as suggestions.',
  publishNote: 'Imported rows are listed at once (you are a moderator).',
  dryRunDone: 'Dry run: nothing was stored.',
  imported: 'Import done.',
  invalidRows: withValues<{ count: number }>('{count, plural, one {# invalid row} other {# invalid rows}}'),
  /**
   * A row the import refused: `line` is its line number in the file, `problems` what is wrong with
   * it, as the server says it, separated by semicolons.
   */
  invalidRow: withValues<{ line: number; problems: string }>('Line {line}: {problems}'),
  allValid: 'Every row is valid.',
})

const megabytes = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
)

/** "The file must be at most 2 MB." */
export const fileTooLarge = () =>
  CSV_TEXTS.fileTooLarge({ size: megabytes().format(SOURCE_LIMITS.csvMaxBytes / 1024 / 1024) })

/** "Line 4: Url is required.; Unknown time zone: Mars/Base". */
export const invalidRow = (line: number, problems: string[]) =>
  CSV_TEXTS.invalidRow({ line, problems: problems.join('; ') })
