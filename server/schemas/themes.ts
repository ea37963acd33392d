import { Type } from 'typebox'
import { THEME_SYNONYMS } from '../../common/theme-synonyms.js'
import { THEMES } from '../../common/themes.js'
import { ListOf } from './common.js'

export const ThemePublic = Type.Object(
  {
    slug: Type.String({ description: 'What a hackathon lists in `themes` and a filter names' }),
    label: Type.String(),
    synonyms: Type.Array(Type.String(), { description: 'Other words that find the theme' }),
  },
  { title: 'ThemePublic' },
)

export const ThemesPublic = ListOf(ThemePublic, 'ThemesPublic')

/** The vocabulary as GET /themes/ answers it; the labels are texts, read at each answer. */
export const THEMES_ANSWER = {
  get data() {
    return THEMES.map(({ slug, label }) => ({ slug, label, synonyms: [...THEME_SYNONYMS[slug]] }))
  },
  count: THEMES.length,
}
