import { defineTexts, withValues } from '../../../common/i18n/texts'

/**
 * The Save control's word, on cards and on a hackathon's page, and once saved; its accessible name
 * stays "Save …" with the hackathon's name, its pressed state saying whether it is saved.
 */
export const SAVED_TEXTS = defineTexts('saveButton', {
  save: 'Save',
  saved: 'Saved',
  /**
   * The Save control's accessible name, the same whether or not it is saved (its pressed state says
   * which): `name` is the hackathon's, "Save Spring Hack".
   */
  saveNamed: withValues<{ name: string }>('Save {name}'),
})

/** The word the Save toggle shows. */
export const saveWord = (saved: boolean) => (saved ? SAVED_TEXTS.saved : SAVED_TEXTS.save)

/** The Save control's accessible name: which hackathon it saves (its pressed state says whether it is saved). */
export const saveLabel = (name: string) => SAVED_TEXTS.saveNamed({ name })
