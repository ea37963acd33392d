import { type I18n, i18n } from '@lingui/core'
import { isLocale, type Locale, SOURCE_LOCALE } from './locales.js'

// Text is read before anything picks a language (on the server, in a test, before a page's language
// is known): it reads as the source until another language is activated. The source needs no catalog.
if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} })

/**
 * Where texts find the language they are read in. The browser has one reader and one language at a
 * time: Lingui's global instance, which a pick in Settings switches. The server answers many readers
 * at once, each in their own language, and replaces this with the instance of the request or e-mail
 * at hand (`setI18nSource`).
 */
let source: () => I18n = () => i18n

/** The Lingui instance texts are read through now. */
export function currentI18n(): I18n {
  return source()
}

/** Reads texts through another instance than the global one from now on: the server's, per request. */
export function setI18nSource(next: () => I18n): void {
  source = next
}

/** The language texts are read in now. */
export function activeLocale(): Locale {
  const { locale } = currentI18n()
  return isLocale(locale) ? locale : SOURCE_LOCALE
}

/**
 * The locales dates, numbers and lists are written in: the active language, in the reader's region
 * where it is known ("en-GB" for a British reader of the English site, "de-AT" for an Austrian one of
 * the German), then the language alone.
 */
export function formattingLocales(): string[] {
  const locale = activeLocale()
  return regional?.at(-1) === locale ? [...regional] : [locale]
}

/** The reader's region's locales, ending with the language they are for; set by the SPA. */
let regional: readonly string[] | undefined

/** Writes dates, numbers and lists of the language that ends `locales` in the region that starts them. */
export function setFormattingLocales(locales: readonly string[]): void {
  regional = locales
}

/** Calls `listener` whenever another language becomes active; returns how to stop. */
export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener)
}

/**
 * A value made for the active language on first use there, then kept: for `Intl` formatters, which
 * are slow to make (each loads its locale's data) and must speak the language the page does. `make`
 * gets the formatting locales, as `Intl`'s constructors take them.
 */
export function perLocale<T>(make: (locales: string[]) => T): () => T {
  const made = new Map<string, T>()
  return () => {
    const locales = formattingLocales()
    const key = locales.join()
    let value = made.get(key)
    if (value === undefined) {
      value = make(locales)
      made.set(key, value)
    }
    return value
  }
}
