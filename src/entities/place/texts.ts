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

/** "Waterloo, Canada (08)": the region code tells two cities of one name in one country apart. */
export const placeLabel = (place: Place) =>
  `${place.name}, ${countryName(place.country)}${place.region ? ` (${place.region})` : ''}`

/** "Waterloo, 08, CA": how the form says where the server placed a hackathon. */
export const placeShortLabel = (place: Pick<Place, 'name' | 'region' | 'country'>) =>
  [place.name, place.region, place.country].filter(Boolean).join(', ')

export const PLACE_TEXTS = {
  candidates: 'Cities',
  noMatch: 'No city of that name is known.',
  loadError: 'The cities could not be loaded.',
  /** The credit GeoNames' licence (CC BY 4.0) asks for, shown wherever its cities are offered. */
  credit: 'Cities from GeoNames',
  creditUrl: 'https://www.geonames.org/',
} as const
