import { i18n, type Messages } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import { activeLocale, onLocaleChange, setFormattingLocales } from '../../common/i18n/active'
import {
  chooseLocale,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  LOCALE_DIRECTIONS,
  type Locale,
  SOURCE_LOCALE,
  supportedLocale,
} from '../../common/i18n/locales'

/**
 * Each language's compiled catalog, a chunk of its own that loads only when that language is picked.
 * English is the source: its messages are compiled into the code, so it loads no catalog.
 */
const catalogs = import.meta.glob<Messages>(['../locales/*/messages.po', '!../locales/en/messages.po'], {
  import: 'messages',
})

const catalogOf = (locale: Locale) => catalogs[`../locales/${locale}/messages.po`]

/** The language kept on this browser: the one picked in Settings, or the account's. */
export function storedLocale(): Locale | undefined {
  try {
    return supportedLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return undefined
  }
}

/**
 * The language a page opens in: `?lang=` in its address, else the one kept on this browser (picked in
 * Settings or brought by the account), else the first of the browser's languages the site speaks,
 * else English. A value the site does not know is passed over, never shown as a blank page.
 */
export function requestedLocale(): Locale {
  const fromAddress = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM)
  return chooseLocale([fromAddress, storedLocale(), ...navigator.languages])
}

const loaded = new Set<Locale>([SOURCE_LOCALE])

/**
 * The reader's own region of `locale` where their browser names one (an English site read with
 * "en-GB" first writes dates the British way), then `locale` itself. Only dates, numbers and lists
 * take it: the plural forms stay the catalog's own language's.
 */
function formattingLocalesFor(locale: Locale): string[] {
  const language = locale.split('-')[0]
  const regional = navigator.languages.find((tag) => tag.split('-')[0]?.toLowerCase() === language)
  return regional && regional !== locale ? [regional, locale] : [locale]
}

/** Each switch counts; a catalog that arrives after a later pick does not undo it. */
let switches = 0

/**
 * Loads `locale`'s catalog if it is not loaded yet, then makes it the language every text is read in
 * and the document's `lang` and `dir`. When the catalog fails to load (the network dropped), the page
 * stays in the language it had and the error is the caller's to show.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const switchNumber = ++switches
  const load = catalogOf(locale)
  if (!loaded.has(locale) && load) {
    const messages = await load()
    i18n.load(locale, messages)
    loaded.add(locale)
    if (switchNumber !== switches) return
  }
  setFormattingLocales(formattingLocalesFor(locale))
  i18n.activate(locale)
  document.documentElement.lang = locale
  document.documentElement.dir = LOCALE_DIRECTIONS[locale]
}

/** Picks a language for this browser from now on, as Settings does, and switches to it. */
export async function chooseLocaleHere(locale: Locale): Promise<void> {
  await activateLocale(locale)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // A browser that keeps nothing (private mode with storage off) still switches for this visit.
  }
}

/** The active language, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, activeLocale, () => SOURCE_LOCALE)
}
