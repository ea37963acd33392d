import { once } from '../../../common/once'
import type { Place } from '../../client/types.gen'

const countries = once(() => new Intl.DisplayNames(['en'], { type: 'region' }))

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
export const placeLabel = (place: Place) => `${place.name}, ${countryName(place.country)}`

const people = once(() => new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 2 }))

/**
 * The labels of a list of candidates: where two cities of one name lie in one country, each says
 * how many people live there ("Waterloo, Canada (100K people)"), so the bigger one is known.
 */
export function placeLabels(places: readonly Place[]): string[] {
  const labels = places.map(placeLabel)
  return labels.map((label, index) => {
    const place = places[index] as Place
    const repeated = labels.filter((other) => other === label).length > 1
    return repeated ? `${label} (${people().format(place.population)} people)` : label
  })
}

export const PLACE_TEXTS = {
  candidates: 'Cities',
  noMatch: 'No city of that name is known.',
  loadError: 'The cities could not be loaded.',
  /** The credit GeoNames' licence (CC BY 4.0) asks for, shown wherever its cities are offered. */
  credit: 'Cities from GeoNames',
  creditUrl: 'https://www.geonames.org/',
} as const
