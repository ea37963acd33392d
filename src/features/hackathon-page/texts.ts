import { defineTexts } from '../../../common/i18n/texts'

/** The public page of a hackathon, `/hackathons/{id}`. */
export const HACKATHON_PAGE_TEXTS = defineTexts('hackathonPage', {
  loading: 'Loading hackathon...',
  loadError: 'The hackathon could not be loaded.',
  notFound: 'Hackathon not found',
  notFoundText: 'There is no hackathon at this address. It may have been removed.',
  backHome: 'Back to all hackathons',
  inSeries: 'Part of',
  visitWebsite: 'Visit website',
  suggestEdit: 'Suggest an edit',
  edit: 'Edit',
  actions: 'Actions',
  showOnMap: 'Show on a map',
  backTo: {
    home: 'Back to all hackathons',
    series: 'Back to the series',
    saved: 'Back to saved hackathons',
    map: 'Back to the map',
  },
  related: 'Related hackathons',
  relatedLoading: 'Loading related hackathons...',
  relatedError: 'Related hackathons could not be loaded.',
  /** A listing whose organisers proved they control its site, and keep it. */
  keptByOrganizers: 'Kept by its organisers',
  /** The page's groups of facts, each under its heading. */
  groups: {
    when: 'When',
    where: 'Where',
    who: 'Who can go',
    cost: 'Cost and prizes',
    registration: 'Registration',
  },
})
