/**
 * The vocabulary of hackathon themes: a hackathon lists some of these slugs, and a search for a
 * synonym finds the theme. Served at GET /api/v1/themes/ and built into the SPA's theme picker.
 */
export const THEMES = [
  { slug: 'ai', label: 'AI', synonyms: ['artificial intelligence', 'machine learning', 'ml', 'llm', 'genai'] },
  { slug: 'web3', label: 'Web3', synonyms: ['blockchain', 'crypto', 'ethereum', 'defi', 'nft'] },
  { slug: 'health', label: 'Health', synonyms: ['healthcare', 'medtech', 'medicine', 'biotech', 'wellbeing'] },
  { slug: 'climate', label: 'Climate', synonyms: ['sustainability', 'energy', 'environment', 'cleantech', 'green'] },
  { slug: 'education', label: 'Education', synonyms: ['edtech', 'learning', 'school', 'teaching'] },
  { slug: 'fintech', label: 'Fintech', synonyms: ['finance', 'banking', 'payments', 'insurance'] },
  { slug: 'games', label: 'Games', synonyms: ['gaming', 'game jam', 'gamedev'] },
  { slug: 'hardware', label: 'Hardware', synonyms: ['iot', 'robotics', 'electronics', 'embedded', 'maker'] },
  { slug: 'open-source', label: 'Open source', synonyms: ['oss', 'foss', 'free software'] },
  { slug: 'social-good', label: 'Social good', synonyms: ['civic tech', 'nonprofit', 'impact', 'govtech'] },
  { slug: 'security', label: 'Security', synonyms: ['cybersecurity', 'ctf', 'privacy', 'infosec'] },
  { slug: 'data', label: 'Data', synonyms: ['data science', 'analytics', 'open data', 'visualisation'] },
  { slug: 'mobile', label: 'Mobile', synonyms: ['android', 'ios', 'apps'] },
  { slug: 'space', label: 'Space', synonyms: ['aerospace', 'satellites', 'astronomy', 'nasa'] },
] as const

export type ThemeSlug = (typeof THEMES)[number]['slug']

export const THEME_SLUGS = THEMES.map((theme) => theme.slug) as ThemeSlug[]

/** Each theme's label by slug. */
export const THEME_LABELS = Object.fromEntries(THEMES.map((theme) => [theme.slug, theme.label])) as Record<
  ThemeSlug,
  string
>

/** The themes whose label, slug or a synonym contains `text` (any case). */
export function matchingThemes(text: string) {
  const term = text.trim().toLowerCase()
  if (!term) return [...THEMES]
  return THEMES.filter(
    (theme) =>
      theme.slug.includes(term) ||
      theme.label.toLowerCase().includes(term) ||
      theme.synonyms.some((synonym) => synonym.includes(term)),
  )
}
