import { HACKATHON_FIELD_NAMES } from '../../../common/hackathon-fields'

/**
 * The CSV template: the header row an upload needs, the API's field names from the field table, so
 * a new field is in the template the day it is declared.
 */
export const CSV_TEMPLATE = `${HACKATHON_FIELD_NAMES.join(',')}\r\n`

export const CSV_TEMPLATE_NAME = 'hackathons-template.csv'

/** The template as a data address, for a download link that needs no request. */
export const csvTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`
