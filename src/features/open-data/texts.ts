import { formatEither, formatItems } from '../../../common/i18n/formats'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import { EMBED_LIMIT, EMBED_LINKS, EMBED_THEMES } from '../../../common/open-data'

/**
 * The words of the embedded list, `<hackathons-list>`. Its accessible name is `EMBED_LIST_TEXTS.name`
 * (the homepage's snippets name it the same), and the words it shares with the server's iframe page
 * are `EMBED_WORDS` in common/open-data.ts: the list reads those where it shows them.
 */
export const EMBED_TEXTS = defineTexts('embedElement', {
  loading: 'Loading hackathons…',
  /** `reason` is why, in the words of `unreachable`, `status` or the API's own answer. */
  error: withValues<{ reason: string }>('The hackathons could not be loaded: {reason}'),
  /** A reason the list could not be loaded, after "The hackathons could not be loaded:". */
  unreachable: 'the site did not answer',
  /** A reason the list could not be loaded: `status` is the HTTP status code the site answered with ("503"). */
  status: withValues<{ status: number }>('the site answered {status}'),
  /** A reason the list could not be loaded: the API named the attribute `field` it refused, and said why. */
  fieldProblem: withValues<{ field: string; problem: string }>('{field}: {problem}'),
})

/** The Open data page. Its title and description are `OPEN_DATA_PAGE`'s in common/site.ts, which the server's page head shares. */
export const OPEN_DATA_TEXTS = defineTexts('openData', {
  dataHeading: 'Download the data',
  dataIntro:
    'Every hackathon, past and upcoming, with every public field, and every series. The files are made from the live data each time they are asked for.',
  json: 'JSON',
  jsonHint: 'hackathons and series, as the API returns them',
  csv: 'CSV',
  csvHint: 'one hackathon a row, lists joined with ";"',
  /** A file to download, before its address: `format` is "JSON" or "CSV". */
  download: withValues<{ format: string }>('{format}:'),
  /** After a file's address, what it holds: `hint` is `jsonHint` or `csvHint`. */
  downloadHint: withValues<{ hint: string }>('({hint})'),
  licenseHeading: 'Licence',
  /** The sentence around the licence's name, which links to it: this part comes before it (mind its last space). */
  licenseBefore: 'The data is dedicated to the public domain under ',
  /** The sentence around the licence's name, which links to it: this part comes after it. */
  licenseAfter: ': copy, change and share it, even commercially, without asking and without credit.',
  embedHeading: 'Show the list on your site',
  embedIntro:
    'Put the upcoming hackathons on your own page, always current: no framework, no cookies, no tracking. Pick your filters on the homepage and choose "Embed this list" in its Subscribe menu, or write the snippet yourself:',
  scriptHeading: 'A web component',
  /**
   * The web component's attributes. `min`, `max` and `byDefault` are numbers of hackathons;
   * `themes` and `links` list the values the attributes take, as written in code ("auto, light, dark",
   * "page or website"). The attribute names and CSS names are code: keep them as they are.
   */
  scriptHint: withValues<{ min: number; max: number; byDefault: number; themes: string; links: string }>(
    'filters takes the homepage\'s address after the "?"; limit {min, number} to {max, number} ({byDefault, number} by default); theme {themes}; link {links}. Restyle it with --hackathons-accent, --hackathons-font and ::part().',
  ),
  iframeHeading: 'An iframe',
  iframeHint: 'For sites that allow only an <iframe>: the same list, written by the server, no script needed.',
})

/** The web component's attributes: "… limit 1 to 50 (10 by default); theme auto, light, dark; link page or website. …" */
export const scriptHint = () =>
  OPEN_DATA_TEXTS.scriptHint({
    min: EMBED_LIMIT.min,
    max: EMBED_LIMIT.max,
    byDefault: EMBED_LIMIT.default,
    themes: formatItems(EMBED_THEMES),
    links: formatEither(EMBED_LINKS),
  })
