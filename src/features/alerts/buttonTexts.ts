import { defineTexts } from '../../../common/i18n/texts'

/**
 * The words of the buttons that open the alerts dialog, apart from the feature's other texts: the
 * homepage and a series' page show them on their first screen, which should not load the dialog's
 * words with them.
 */
export const ALERT_BUTTON_TEXTS = defineTexts('alerts', {
  /** The homepage's button beside its filters. */
  forThisSearch: 'Get alerts for this search',
  /** The series page's button. */
  followSeries: 'Follow this series',
})
