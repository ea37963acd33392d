/**
 * The vocabulary of hackathon themes: a hackathon lists some of these slugs. Their synonyms, which
 * only the API and the form's theme search need, are in theme-synonyms.ts, so cards do not carry them.
 */
export const THEMES = [
  { slug: 'ai', label: 'AI' },
  { slug: 'web3', label: 'Web3' },
  { slug: 'health', label: 'Health' },
  { slug: 'climate', label: 'Climate' },
  { slug: 'education', label: 'Education' },
  { slug: 'fintech', label: 'Fintech' },
  { slug: 'games', label: 'Games' },
  { slug: 'hardware', label: 'Hardware' },
  { slug: 'open-source', label: 'Open source' },
  { slug: 'social-good', label: 'Social good' },
  { slug: 'security', label: 'Security' },
  { slug: 'data', label: 'Data' },
  { slug: 'mobile', label: 'Mobile' },
  { slug: 'space', label: 'Space' },
] as const

export type ThemeSlug = (typeof THEMES)[number]['slug']

export const THEME_SLUGS = THEMES.map((theme) => theme.slug) as ThemeSlug[]

/** Each theme's label by slug. */
export const THEME_LABELS = Object.fromEntries(THEMES.map((theme) => [theme.slug, theme.label])) as Record<
  ThemeSlug,
  string
>
