import { perLocale } from './active.js'

/**
 * How the active language writes the lists and quantities the texts put into their messages, with
 * `Intl` formatters made once per language.
 */

const unitList = perLocale((locales) => new Intl.ListFormat(locales, { type: 'unit', style: 'short' }))
const conjunction = perLocale((locales) => new Intl.ListFormat(locales, { type: 'conjunction' }))
const disjunction = perLocale((locales) => new Intl.ListFormat(locales, { type: 'disjunction' }))
const kilometres = perLocale(
  (locales) => new Intl.NumberFormat(locales, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
)

/** Items side by side, as a list of facts or of fields is written: "Online, this month" in English. */
export const formatItems = (items: readonly string[]) => unitList().format(items)

/** "a, b and c". */
export const formatAll = (items: readonly string[]) => conjunction().format(items)

/** "a, b or c". */
export const formatEither = (items: readonly string[]) => disjunction().format(items)

/** A distance: "12 km". */
export const formatKilometres = (km: number) => kilometres().format(km)

/** `formatItems` in parts, for a list whose items are elements rather than text. */
export const formatItemsToParts = (items: readonly string[]) => unitList().formatToParts(items)
