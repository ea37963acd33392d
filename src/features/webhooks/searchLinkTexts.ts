import { defineTexts } from '../../../common/i18n/texts'

/**
 * The homepage's Subscribe menu item that hands its search to the Webhooks tab, apart from the
 * feature's other texts: the homepage shows it on its first screen, which should not load the
 * tab's words with it.
 */
export const WEBHOOK_SEARCH_LINK_TEXTS = defineTexts('webhooks', {
  fromSearch: 'Send new hackathons of this search to a webhook',
})
