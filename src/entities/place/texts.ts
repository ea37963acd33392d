import { perLocale } from '../../../common/i18n/active'
import { defineTexts, withValues } from '../../../common/i18n/texts'
import type { Place } from '../../client/types.gen'

export const PLACE_TEXTS = defineTexts('place', {
  candidates: 'Cities',
  noMatch: 'No city of that name is known.',
  loadError: 'The cities could not be loaded.',
  /** The credit GeoNames' licence (CC BY 4.0) asks for, shown wherever its cities are offered. */
  credit: 'Cities from GeoNames',
  /** A city as a candidate names it: "Waterloo, Canada"; `country` is the country's name. */
  label: withValues<{ city: string; country: string }>('{city}, {country}'),
  /**
   * A candidate whose name another one in the same country shares, told apart by how many live
   * there: "Waterloo, Canada (100K people)". `population` is a short number: "100K".
   */
  withPopulation: withValues<{ place: string; population: string }>('{place} ({population} people)'),
})

/** Where the credit links to. */
export const GEONAMES_URL = 'https://www.geonames.org/'

const countries = perLocale((locales) => new Intl.DisplayNames(locales, { type: 'region' }))

const countryName = (code: string) => {
  try {
    return countries().of(code) ?? code
  } catch {
    return code
  }
}

/**
 * "Waterloo, Canada": the city and its country's name. The gazetteer knows a city's region only by
 * its GeoNames code ("08", "VLG"), which reads as noise, so the code is never shown.
 */
export const placeLabel = (place: Place) => PLACE_TEXTS.label({ city: place.name, country: countryName(place.country) })

const people = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 2 }),
)

/**
 * The labels of a list of candidates: where two cities of one name lie in one country, each says
 * how many people live there ("Waterloo, Canada (100K people)"), so the bigger one is known.
 */
export function placeLabels(places: readonly Place[]): string[] {
  const labels = places.map(placeLabel)
  return labels.map((label, index) => {
    const place = places[index] as Place
    const repeated = labels.filter((other) => other === label).length > 1
    return repeated
      ? PLACE_TEXTS.withPopulation({ place: label, population: people().format(place.population) })
      : label
  })
}
