/**
 * The CSV import of hackathons (POST /sources/csv): which columns a file may have, how a cell is
 * written, and the template's name. Shared by the API, which reads and checks the files and serves
 * the template, and the SPA, which explains the format next to its upload.
 */
import { HACKATHON_FIELD_NAMES, HACKATHON_FIELDS, type HackathonField } from './hackathon-fields.js'

/**
 * The columns a file may have: the API's field names of a hackathon create, the required ones first
 * (the template's order). Any order is read; each at most once.
 */
export const CSV_COLUMNS: readonly HackathonField[] = [...HACKATHON_FIELD_NAMES].sort(
  (a, b) => Number(HACKATHON_FIELDS[b].required) - Number(HACKATHON_FIELDS[a].required),
)

/** The columns every file must have. */
export const CSV_REQUIRED_COLUMNS: readonly HackathonField[] = CSV_COLUMNS.filter(
  (field) => HACKATHON_FIELDS[field].required,
)

/** What separates the values of a list field (themes, eligibility, languages) in one cell. */
export const CSV_LIST_SEPARATOR = ';'

/** The template: its path under the API and the file name it downloads as. */
export const CSV_TEMPLATE_PATH = '/sources/csv/template'
export const CSV_TEMPLATE_FILE_NAME = 'hackathons-template.csv'

/** The template's content: the header row alone. */
export const csvTemplate = () => `${CSV_COLUMNS.join(',')}\r\n`
