import { EMBED_LIMIT, EMBED_LINKS, EMBED_THEMES, EMBED_WORDS, OPEN_DATA_LICENSE } from '../../../common/open-data'
import { OPEN_DATA_PAGE } from '../../../common/site'
import { EMBED_LIST_NAME } from '../../entities/hackathon/texts'

/** The words of the embedded list, `<hackathons-list>`. */
export const EMBED_TEXTS = {
  /** The list's accessible name. */
  list: EMBED_LIST_NAME,
  loading: 'Loading hackathons…',
  empty: EMBED_WORDS.empty,
  error: (reason: string) => `The hackathons could not be loaded: ${reason}`,
  unknownFilter: EMBED_WORDS.unknownFilter,
  invalidFilter: EMBED_WORDS.invalidFilter,
  unreachable: 'the site did not answer',
  status: (status: number) => `the site answered ${status}`,
  more: EMBED_WORDS.more,
} as const

/** The Open data page. */
export const OPEN_DATA_TEXTS = {
  title: OPEN_DATA_PAGE.title,
  description: OPEN_DATA_PAGE.description,
  dataHeading: 'Download the data',
  dataIntro:
    'Every hackathon, past and upcoming, with every public field, and every series. The files are made from the live data each time they are asked for.',
  json: 'JSON',
  jsonHint: 'hackathons and series, as the API returns them',
  csv: 'CSV',
  csvHint: 'one hackathon a row, lists joined with ";"',
  licenseHeading: 'Licence',
  licenseBefore: 'The data is dedicated to the public domain under ',
  licenseName: OPEN_DATA_LICENSE.name,
  licenseAfter: ': copy, change and share it, even commercially, without asking and without credit.',
  embedHeading: 'Show the list on your site',
  embedIntro:
    'Put the upcoming hackathons on your own page, always current: no framework, no cookies, no tracking. Pick your filters on the homepage and choose "Embed this list" in its Subscribe menu, or write the snippet yourself:',
  scriptHeading: 'A web component',
  scriptHint: `filters takes the homepage's address after the "?"; limit ${EMBED_LIMIT.min} to ${EMBED_LIMIT.max} (${EMBED_LIMIT.default} by default); theme ${EMBED_THEMES.join(', ')}; link ${EMBED_LINKS.join(' or ')}. Restyle it with --hackathons-accent, --hackathons-font and ::part().`,
  iframeHeading: 'An iframe',
  iframeHint: 'For sites that allow only an <iframe>: the same list, written by the server, no script needed.',
  /** The filters of the page's example snippets. */
  exampleFilters: 'themes=ai&free=true',
} as const
