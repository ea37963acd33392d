/** The Save control's word, on cards and on a hackathon's page; its accessible name adds the hackathon's. */
export const SAVED_TEXTS = { save: 'Save' } as const

/** The Save control's accessible name: which hackathon it saves (its pressed state says whether it is saved). */
export const saveLabel = (name: string) => `${SAVED_TEXTS.save} ${name}`
