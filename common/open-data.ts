/** The open data export: what it is published under, and where. */
export const OPEN_DATA = {
  /** The SPDX identifier the JSON export names in its body. */
  license: 'CC0-1.0',
  /** The licence's deed, named by every export's `Link: <...>; rel="license"` header. */
  licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  /** Under the API prefix. */
  jsonPath: '/hackathons/export.json',
  csvPath: '/hackathons/export.csv',
  /** What joins the items of an array in one CSV cell (themes, languages, eligibility). */
  csvListSeparator: ';',
} as const
