import { EMBED_ELEMENT, EMBED_PATHS } from '../../../common/open-data'
import { filtersOf, type HomeFilters } from './homeSearch'
import { EMBED_LIST_TEXTS } from './texts'

/**
 * Filters as an embedded list takes them and the homepage's address writes them:
 * `themes=ai&free=true`. An embedded list shows what is still ahead, so a status is left out.
 */
export function filtersAttribute(filters: HomeFilters): string {
  const { status: _status, ...upcoming } = filtersOf(filters)
  return new URLSearchParams(Object.entries(upcoming).map(([key, value]) => [key, String(value)])).toString()
}

/** The two ways to put a list on another site: the web component, and the iframe for sites that allow no script. */
export interface EmbedSnippets {
  script: string
  iframe: string
}

/**
 * The snippets of the upcoming hackathons under `filters` (as `filtersAttribute` writes them), served
 * from `origin`. Their values hold no quote or angle bracket (the parameters are percent-encoded) and
 * each `&` starts a parameter name, never a character reference, so they go in as they are.
 */
export function embedSnippets(origin: string, filters: string): EmbedSnippets {
  const attribute = filters ? ` filters="${filters}"` : ''
  const frame = `${origin}${EMBED_PATHS.frame}${filters ? `?${filters}` : ''}`
  return {
    script: `<script type="module" src="${origin}${EMBED_PATHS.script}"></script>\n<${EMBED_ELEMENT}${attribute}></${EMBED_ELEMENT}>`,
    iframe: `<iframe src="${frame}" title="${EMBED_LIST_TEXTS.name}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
  }
}
