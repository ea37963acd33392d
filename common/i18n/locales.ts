/**
 * The languages the site speaks, and how one is picked from what a visitor's address, account or
 * browser asks for. English is the source: every text is written in it first, and it is what a
 * visitor gets when nothing they ask for is spoken here.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja'] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE: Locale = 'en'

/**
 * The catalogs each language has under `src/locales/<locale>/`, and the folders whose texts each
 * holds. The browser loads only the first, its own words and those it shares with the server; the
 * server reads both, the second holding what only it writes (e-mails, API errors, page heads), so
 * no visitor downloads those.
 */
export const CATALOGS = [
  { file: 'messages.po', roots: ['src', 'common'] },
  { file: 'server.po', roots: ['server'] },
] as const

/** Each language by its own name, as a chooser lists it: a reader finds their language without reading another. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
}

/** The address parameter that picks a language (`?lang=de`), and where the browser keeps a choice. */
export const LANGUAGE_PARAM = 'lang'
export const LANGUAGE_STORAGE_KEY = 'language'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The language this site speaks for a BCP 47 tag, or undefined: an exact match first, whatever the
 * case ("pt-br"), then the tag's language alone ("de-AT" is German, "pt" and "pt-PT" are the
 * Brazilian Portuguese the site has).
 */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined
  const wanted = tag.trim().toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split(/[-_]/)[0]
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
}

/** The first of `wishes`, in order, that the site speaks; English when none is. */
export function chooseLocale(wishes: Iterable<string | null | undefined>): Locale {
  for (const wish of wishes) {
    const locale = supportedLocale(wish)
    if (locale) return locale
  }
  return SOURCE_LOCALE
}

/** Which way each language's lines run, for `<html dir>`: a language added later must say. */
export const LOCALE_DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = {
  en: 'ltr',
  es: 'ltr',
  fr: 'ltr',
  de: 'ltr',
  'pt-BR': 'ltr',
  ja: 'ltr',
}
