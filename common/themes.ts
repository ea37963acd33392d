import { defineTexts } from './i18n/texts.js'

/** The themes' slugs, in the order every list of them keeps. */
const SLUGS = [
  'ai',
  'web3',
  'health',
  'climate',
  'education',
  'fintech',
  'games',
  'hardware',
  'open-source',
  'social-good',
  'security',
  'data',
  'mobile',
  'space',
] as const

export type ThemeSlug = (typeof SLUGS)[number]

/** Each theme's label by slug, as the filters, the form, a card and GET /themes/ name it. */
export const THEME_LABELS = defineTexts('themes', {
  ai: 'AI',
  web3: 'Web3',
  health: 'Health',
  climate: 'Climate',
  education: 'Education',
  fintech: 'Fintech',
  games: 'Games',
  hardware: 'Hardware',
  'open-source': 'Open source',
  'social-good': 'Social good',
  security: 'Security',
  data: 'Data',
  mobile: 'Mobile',
  space: 'Space',
} satisfies Record<ThemeSlug, string>)

/**
 * The vocabulary of hackathon themes: a hackathon lists some of these slugs. Their synonyms, which
 * only the API and the form's theme search need, are in theme-synonyms.ts, so cards do not carry them.
 * A theme's label is read in the active language each time.
 */
export const THEMES: readonly { readonly slug: ThemeSlug; readonly label: string }[] = SLUGS.map((slug) => ({
  slug,
  get label() {
    return THEME_LABELS[slug]
  },
}))

export const THEME_SLUGS = [...SLUGS] as ThemeSlug[]
