import { defineTexts } from './i18n/texts.js'

/** Where an account turns the e-mails about its suggestions off: those e-mails link there. */
export const SUGGESTION_EMAILS_SETTINGS_PATH = '/settings'

/** The words of the switch in Settings, which the e-mails about a reviewed suggestion quote. */
export const SUGGESTION_EMAILS_TEXTS = defineTexts('suggestionEmails', {
  setting: 'E-mail me when a suggestion of mine is accepted or rejected',
})

/** The most suggestions one POST /suggestions/approve accepts. */
export const APPROVE_MANY_MAX = 100
