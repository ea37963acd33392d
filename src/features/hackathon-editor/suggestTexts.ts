// Apart from the feature's other texts: the homepage's first load carries this one and none of the
// form's.
import { defineTexts } from '../../../common/i18n/texts'

/** The homepage's action for everyone, beside the management screen's 'Add Hackathon'. */
export const SUGGEST_TEXTS = defineTexts('suggestHackathon', {
  action: 'Suggest a hackathon',
})
