import { type HackathonField, SUGGESTIBLE_FIELDS } from '../../../common/hackathon-fields'
import type { HackathonCreate, HackathonPublic, SuggestionPublic } from '../../client/types.gen'

/** What the hackathon form opens with to amend a suggestion: the hackathon as the suggestion would leave it. */
export function amendedValues(suggestion: SuggestionPublic): Partial<Pick<HackathonPublic, HackathonField>> {
  const values: Record<string, unknown> = { ...suggestion.hackathon }
  for (const field of SUGGESTIBLE_FIELDS) {
    const proposed = suggestion[field]
    // null proposes nothing; '' and [] clear the field.
    if (proposed === null) continue
    values[field] = proposed === '' || (Array.isArray(proposed) && proposed.length === 0) ? null : proposed
  }
  return values
}

/** The save of the amend form: the form's body, sent for the suggestion. */
export type AmendVariables = { path: { id: string }; body: HackathonCreate }
