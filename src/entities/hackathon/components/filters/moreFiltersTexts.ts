import type { TravelFilter } from '../../../../../common/fact-filters'
import { defineTexts } from '../../../../../common/i18n/texts'

// A module of their own: only the sheet, which loads when first opened, reads them, while the bar's
// words, which paint with the homepage, are the hackathon entity's.

/** The sheet of the facts' filters besides themes and registration. */
export const MORE_FILTERS_TEXTS = defineTexts('moreFilters', {
  title: 'More filters',
  themesLegend: 'Themes (any of them)',
  eligibility: 'Open to',
  anyEligibility: 'Any audience',
  age: 'Your age',
  ageHelp: 'Hides hackathons with a higher minimum age',
  travel: 'Travel',
  anyTravel: 'Travel paid or not',
  travelChoices: { partial: 'Travel support', full: 'Travel fully paid' } satisfies Record<TravelFilter, string>,
  language: 'Language',
  anyLanguage: 'Any language',
  free: 'Free to attend',
  beginnerFriendly: 'Beginner-friendly',
  prizes: 'With prizes',
  clear: 'Clear these filters',
  done: 'Show hackathons',
  close: 'Close filters',
})
