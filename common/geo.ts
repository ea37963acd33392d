import { defineTexts } from './i18n/texts.js'

/**
 * Coordinates, distances and the place search: the database checks, the API's TypeBox schemas, the
 * homepage's "Near me" control and the form's location field are all built from these.
 */
export const GEO = {
  latitudeMin: -90,
  latitudeMax: 90,
  longitudeMin: -180,
  longitudeMax: 180,
  /** Half the Earth's circumference is about 20,000 km: a larger radius would add nothing. */
  radiusMinKm: 1,
  radiusMaxKm: 20_000,
  /** The radius of `near` when `radius_km` is not given. */
  defaultRadiusKm: 100,
  /** Two decimals are about 1 km: a shared "near me" link does not give a home address away. */
  nearDecimals: 2,
  /** The mean Earth radius (IUGG), the one the great-circle distance is computed on. */
  earthRadiusKm: 6371.0088,
  placeQueryMax: 100,
  placesMax: 8,
} as const

/** Kilometres per degree of latitude (and of longitude at the equator) on that sphere. */
export const KM_PER_DEGREE = (Math.PI * GEO.earthRadiusKm) / 180

/** The radius choices of the homepage's "Near me" control, in km. */
export const RADIUS_OPTIONS_KM = [25, 50, 100, 250, 500] as const

/** `near=LAT,LON` as decimal degrees; the ranges are checked after the pattern. */
export const NEAR_PATTERN = '^\\s*-?\\d{1,3}(\\.\\d+)?\\s*,\\s*-?\\d{1,3}(\\.\\d+)?\\s*$'

export interface Coordinates {
  latitude: number
  longitude: number
}

export const isLatitude = (value: number) =>
  Number.isFinite(value) && value >= GEO.latitudeMin && value <= GEO.latitudeMax
export const isLongitude = (value: number) =>
  Number.isFinite(value) && value >= GEO.longitudeMin && value <= GEO.longitudeMax

/** Reads `LAT,LON`; undefined when it is malformed or out of range. */
export function parseNear(text: string | undefined): Coordinates | undefined {
  if (!text || !new RegExp(NEAR_PATTERN).test(text)) return undefined
  const [latitude, longitude] = text.split(',').map((part) => Number(part.trim())) as [number, number]
  return isLatitude(latitude) && isLongitude(longitude) ? { latitude, longitude } : undefined
}

const round = (value: number) => {
  const factor = 10 ** GEO.nearDecimals
  // `+ 0` turns -0 into 0, so a position just west of Greenwich is not written "-0".
  return Math.round(value * factor) / factor + 0
}

/** `near` as the URL carries it: rounded to two decimals. */
export const formatNear = ({ latitude, longitude }: Coordinates) => `${round(latitude)},${round(longitude)}`

/** The error texts about coordinates, shown under the form's fields and answered by the API. */
export const GEO_MESSAGES = defineTexts('geoMessages', {
  bothOrNeither: 'Give both latitude and longitude, or neither',
  /** `near` is a parameter's name and LAT,LON its form: keep them as they are. */
  badNear: 'near must be LAT,LON in decimal degrees, latitude -90..90 and longitude -180..180',
  /** `sort_by=distance` and `near` are parameters as written in an address: keep them as they are. */
  distanceNeedsNear: 'sort_by=distance needs near',
})
