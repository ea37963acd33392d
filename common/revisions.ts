import { defineTexts } from './i18n/texts.js'

/**
 * A hackathon's history: every change appends a revision naming how it came about. Shared by the
 * API (the column's values, the schemas) and the SPA (the History view's words).
 */

/**
 * create: added by an editor; edit: changed by an editor (or a series' membership); suggestion: a
 * person's suggestion, approved; link_watch: a change the link watch found, approved; organiser: a
 * verified organiser's own edit; revert: a moderator restored earlier values; import: read from a
 * source (or a CSV upload), applied at once or approved, the revision naming the source.
 */
export const REVISION_SOURCES = ['create', 'edit', 'suggestion', 'link_watch', 'organiser', 'revert', 'import'] as const
export type RevisionSource = (typeof REVISION_SOURCES)[number]

/** How the History view names each source. */
export const REVISION_SOURCE_LABELS = defineTexts('revisionSources', {
  create: 'Added',
  edit: 'Edited',
  suggestion: 'Suggestion approved',
  /** A change the link watch (the site's regular check of each hackathon's website) found, approved by an editor. */
  link_watch: 'Link watch finding approved',
  organiser: 'Edited by an organiser',
  revert: 'Reverted',
  import: 'Imported',
} satisfies Record<RevisionSource, string>)

/** A revision's change of one field, in the API's values (ISO dates; null when unset). */
export interface FieldChange {
  from: unknown
  to: unknown
}
