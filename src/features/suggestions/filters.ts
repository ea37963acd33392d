import type { SuggestionPublic } from '../../client/types.gen'

/**
 * The review screen's filters, in the order its select lists them, as its address carries them
 * (`?filter=new`). Apart from the texts: the route reads them on every navigation, and the screen's
 * words load with the screen.
 */
export const SUGGESTION_FILTER_VALUES = ['all', 'new', 'update'] as const satisfies readonly (
  | 'all'
  | SuggestionPublic['kind']
)[]

export type SuggestionFilter = (typeof SUGGESTION_FILTER_VALUES)[number]
