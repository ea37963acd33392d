/** The Save control's words, on cards and on a hackathon's page. */
export const SAVED_TEXTS = {
  save: 'Save',
  /** The control's accessible name: which hackathon it saves (its pressed state says whether it is saved). */
  saveNamed: (name: string) => `Save ${name}`,
  saved: 'Saved',
  saveFailed: 'The hackathon could not be saved or removed.',
} as const
