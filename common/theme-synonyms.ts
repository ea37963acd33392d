import { THEMES, type ThemeSlug } from './themes.js'

/** Other words for each theme: a search for one finds the theme (GET /themes/ and the form's theme search). */
export const THEME_SYNONYMS: Record<ThemeSlug, readonly string[]> = {
  ai: ['artificial intelligence', 'machine learning', 'ml', 'llm', 'genai'],
  web3: ['blockchain', 'crypto', 'ethereum', 'defi', 'nft'],
  health: ['healthcare', 'medtech', 'medicine', 'biotech', 'wellbeing'],
  climate: ['sustainability', 'energy', 'environment', 'cleantech', 'green'],
  education: ['edtech', 'learning', 'school', 'teaching'],
  fintech: ['finance', 'banking', 'payments', 'insurance'],
  games: ['gaming', 'game jam', 'gamedev'],
  hardware: ['iot', 'robotics', 'electronics', 'embedded', 'maker'],
  'open-source': ['oss', 'foss', 'free software'],
  'social-good': ['civic tech', 'nonprofit', 'impact', 'govtech'],
  security: ['cybersecurity', 'ctf', 'privacy', 'infosec'],
  data: ['data science', 'analytics', 'open data', 'visualisation'],
  mobile: ['android', 'ios', 'apps'],
  space: ['aerospace', 'satellites', 'astronomy', 'nasa'],
}

/** The themes whose label, slug or a synonym contains `text` (any case). */
export function matchingThemes(text: string) {
  const term = text.trim().toLowerCase()
  if (!term) return [...THEMES]
  return THEMES.filter(
    (theme) =>
      theme.slug.includes(term) ||
      theme.label.toLowerCase().includes(term) ||
      THEME_SYNONYMS[theme.slug].some((synonym) => synonym.includes(term)),
  )
}
